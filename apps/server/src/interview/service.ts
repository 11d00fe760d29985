/**
 * Interview prep's rules: one answer per question and job, each saved answer on its job's timeline (and in Recent
 * Activity) in the same transaction; questions filtered from the shipped banks; a job's own questions from a match
 * of its posting, scored in the work pool.
 */
import { findQuestion, jobQuestions, roleBankFor, shippedBanks } from '@hirestride/interview';
import { PostingError } from '@hirestride/match';
import type {
  InterviewQuestion,
  interviewAnswerCreate,
  interviewAnswerPatch,
  JobInterviewQuestions,
  questionsQuery,
} from '@hirestride/shared';
import type * as z from 'zod';
import { recordActivity } from '../activity/repository.js';
import { readLibrary } from '../content/library.js';
import type { Database } from '../db/client.js';
import { notFound, unknownId, validationError } from '../http/errors.js';
import { changedElsewhere } from '../http/versions.js';
import { answerToApi } from './to-api.js';
import type { JobsRepository } from '../jobs/repository.js';
import { toEngineLibrary } from '../matching/library-input.js';
import type { WorkPool } from '../work/pool.js';
import { InterviewRepository, type AnswerColumns, type AnswerWithJob } from './repository.js';
import { questionsOf } from './to-api.js';

export type AnswerFields = z.output<typeof interviewAnswerPatch>;
type NewAnswer = z.output<typeof interviewAnswerCreate>;
type QuestionsQuery = z.output<typeof questionsQuery>;

const DUPLICATE = 'You already have an answer to this question for this job: open it to change it.';

function columnsOf(fields: AnswerFields): AnswerColumns {
  return {
    ...(fields.question_id !== undefined && { questionId: fields.question_id }),
    ...(fields.question_text !== undefined && { questionText: fields.question_text }),
    ...(fields.job !== undefined && { jobId: fields.job }),
    ...(fields.situation !== undefined && { situation: fields.situation }),
    ...(fields.task !== undefined && { task: fields.task }),
    ...(fields.action !== undefined && { action: fields.action }),
    ...(fields.result !== undefined && { result: fields.result }),
    ...(fields.notes !== undefined && { notes: fields.notes }),
    ...(fields.confidence !== undefined && { confidence: fields.confidence }),
    ...(fields.seconds_spent !== undefined && { secondsSpent: fields.seconds_spent }),
  };
}

/** Words of a search, each of which must appear in the question, its listening notes or its tip. */
const searchWords = (search: string) =>
  search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);

export class InterviewService {
  private readonly answers: InterviewRepository;

  constructor(
    private readonly db: Database,
    private readonly work: Pick<WorkPool, 'run'>,
    private readonly jobs: JobsRepository,
  ) {
    this.answers = new InterviewRepository(db);
  }

  /** The job the fields name must be the user's own. */
  private async checkJob(userId: number, job: number | null | undefined): Promise<void> {
    if (job && !(await this.jobs.byId(userId, job))) throw unknownId('job', job);
  }

  listAnswers(userId: number, jobId?: number): Promise<AnswerWithJob[]> {
    return this.answers.answers(userId, jobId);
  }

  async answer(userId: number, id: number): Promise<AnswerWithJob> {
    const row = await this.answers.answer(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Saves a new answer and records it on its job's timeline, together. */
  async createAnswer(userId: number, fields: NewAnswer): Promise<AnswerWithJob> {
    await this.checkJob(userId, fields.job);
    if (await this.answers.answerFor(userId, fields.question_id, fields.job))
      throw validationError({ question_id: [DUPLICATE] });
    return this.db.transaction(async (tx) => {
      const row = await new InterviewRepository(tx).create(userId, {
        ...columnsOf(fields),
        questionId: fields.question_id,
        questionText: fields.question_text,
      });
      await recordActivity(tx, {
        userId,
        jobId: fields.job,
        kind: 'interview_answer_saved',
        data: { answer: row.id, question: fields.question_text },
      });
      return row;
    });
  }

  /** A PUT or PATCH of an answer; it may not become a second answer to the same question and job. */
  async updateAnswer(userId: number, id: number, fields: AnswerFields, expected?: number): Promise<AnswerWithJob> {
    const current = await this.answer(userId, id);
    await this.checkJob(userId, fields.job);
    const questionId = fields.question_id ?? current.questionId;
    const jobId = fields.job !== undefined ? fields.job : current.jobId;
    const other = await this.answers.answerFor(userId, questionId, jobId);
    if (other && other.id !== id) throw validationError({ question_id: [DUPLICATE] });
    const row = await this.answers.update(userId, id, columnsOf(fields), expected);
    if (row) return row;
    // Not updated: gone (404 from answer()), or saved elsewhere since the version this save was made from.
    throw changedElsewhere(answerToApi(await this.answer(userId, id)));
  }

  async deleteAnswer(userId: number, id: number): Promise<void> {
    if (!(await this.answers.delete(userId, id))) throw notFound();
  }

  /** Questions of a bank or category, those matching a search, or the starred ones. */
  async questions(userId: number, query: QuestionsQuery): Promise<InterviewQuestion[]> {
    const { bank, category, search, starred } = query;
    const banks = bank ? shippedBanks().filter((item) => item.id === bank) : shippedBanks();
    if (bank && banks.length === 0) throw validationError({ bank: [`There is no question bank “${bank}”.`] });
    const words = searchWords(search ?? '');
    return questionsOf(banks, await this.answers.stars(userId)).filter(
      (question) =>
        (!category || question.category === category) &&
        (starred !== 'true' || question.starred) &&
        words.every((word) =>
          `${question.text} ${question.listening_for} ${question.tip} ${question.category_name}`
            .toLowerCase()
            .includes(word),
        ),
    );
  }

  async star(userId: number, questionId: string): Promise<void> {
    if (!findQuestion(questionId)) throw validationError({ question: ['There is no such question.'] });
    await this.answers.star(userId, questionId);
  }

  async unstar(userId: number, questionId: string): Promise<void> {
    if (!(await this.answers.unstar(userId, questionId))) throw notFound();
  }

  /** A job's questions: from a fresh match of its posting (nothing stored), and the role bank its title fits. */
  async jobQuestions(userId: number, jobId: number): Promise<JobInterviewQuestions> {
    const [job, content] = await Promise.all([this.jobs.byId(userId, jobId), readLibrary(this.db, userId)]);
    if (!job) throw notFound();
    const bank = roleBankFor(job.title);
    const role_bank = bank && { id: bank.id, name: bank.name };
    // Without a posting (or one the engine cannot read) there is nothing to draw from: the role bank and why.
    if (!job.postingText.trim())
      return {
        questions: [],
        role_bank,
        note: 'Paste the job’s posting on its page to get questions drawn from what it asks for.',
      };
    try {
      const result = await this.work.run(userId, 'matchPosting', {
        postingText: job.postingText,
        title: job.title,
        company: job.company,
        library: toEngineLibrary(content),
        now: new Date().toISOString(),
      });
      return { questions: jobQuestions({ title: job.title, result }).questions, role_bank, note: null };
    } catch (error) {
      if (!(error instanceof PostingError)) throw error;
      return { questions: [], role_bank, note: error.message };
    }
  }
}
