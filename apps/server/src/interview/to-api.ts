/** Interview prep's answers as the API shows them: an answer, and the shipped questions with the user's stars. */
import type { Bank } from '@hirestride/interview';
import type { InterviewAnswer, InterviewQuestion } from '@hirestride/shared';
import type { AnswerWithJob } from './repository.js';

export function answerToApi(row: AnswerWithJob): InterviewAnswer {
  return {
    id: row.id,
    question_id: row.questionId,
    question_text: row.questionText,
    job: row.jobId,
    job_title: row.jobTitle,
    job_company: row.jobCompany,
    situation: row.situation,
    task: row.task,
    action: row.action,
    result: row.result,
    notes: row.notes,
    confidence: row.confidence,
    seconds_spent: row.secondsSpent,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Every question of the banks with its bank, its category's name and whether the user starred it. */
export function questionsOf(banks: Bank[], stars: Set<string>): InterviewQuestion[] {
  return banks.flatMap((bank) => {
    const categories = new Map(bank.categories.map((category) => [category.id, category.name]));
    return bank.questions.map((question) => ({
      ...question,
      bank: bank.id,
      bank_name: bank.name,
      category_name: categories.get(question.category) ?? question.category,
      starred: stars.has(question.id),
    }));
  });
}

/** A bank with its categories, each with how many questions it has. */
export function bankToApi(bank: Bank) {
  return {
    id: bank.id,
    name: bank.name,
    kind: bank.kind,
    description: bank.description,
    categories: bank.categories.map((category) => ({
      ...category,
      question_count: bank.questions.filter((question) => question.category === category.id).length,
    })),
    question_count: bank.questions.length,
  };
}
