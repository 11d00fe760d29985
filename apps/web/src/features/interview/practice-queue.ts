/** The practice queue, without React: the questions to practise and their order, weak answers first. */
import type { InterviewAnswer, InterviewQuestion, JobInterviewQuestions } from '@hirestride/shared/interview';

/** A question as practice shows it, from a bank or drawn from a job. */
export interface PracticeQuestion {
  id: string;
  text: string;
  listening_for: string;
  tip: string;
  star: boolean;
  /** Where it comes from: "Behavioural · Conflict", or "From the job". */
  source: string;
  /** For a job's question: why it is asked ("The role asks for Kubernetes; …"). */
  context?: string;
  /** Bank questions can be starred; a job's cannot. */
  starred?: boolean;
}

export const fromBank = (question: InterviewQuestion): PracticeQuestion => ({
  id: question.id,
  text: question.text,
  listening_for: question.listening_for,
  tip: question.tip,
  star: question.star,
  source: `${question.bank_name} · ${question.category_name}`,
  starred: question.starred,
});

export const fromJob = (question: JobInterviewQuestions['questions'][number]): PracticeQuestion => ({
  id: question.id,
  text: question.text,
  listening_for: question.listening_for,
  tip: question.tip,
  star: question.star,
  source:
    question.kind === 'gap'
      ? 'From the job: a gap'
      : question.kind === 'partial'
        ? 'From the job: partly shown'
        : 'From the job: a strength',
  context: question.context,
});

/** Shaky first, then getting there, then not yet answered, then answered without a rating, then confident. */
const RANK = (answer: Pick<InterviewAnswer, 'confidence'> | undefined) =>
  answer === undefined
    ? 2
    : answer.confidence === 1
      ? 0
      : answer.confidence === 2
        ? 1
        : answer.confidence === null
          ? 3
          : 4;

/** The questions in practice order; the same order for the same answers (ties keep the given order). */
export function practiceOrder(
  questions: PracticeQuestion[],
  answers: Array<Pick<InterviewAnswer, 'question_id' | 'job' | 'confidence'>>,
  job: number | null,
): PracticeQuestion[] {
  const mine = new Map(answers.filter((a) => a.job === job).map((a) => [a.question_id, a]));
  const seen = new Set<string>();
  return questions
    .filter((question) => !seen.has(question.id) && seen.add(question.id))
    .map((question, index) => ({ question, index, rank: RANK(mine.get(question.id)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.question);
}
