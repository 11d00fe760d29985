// Interview prep's rules, without HTTP: one answer per question and job, each saved answer on the timeline in the
// same transaction, and a job's questions from a match in the work pool (a posting the engine refuses is a note).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostingError } from '@hirestride/match';
import { interviewAnswerCreate } from '@hirestride/shared';
import { migrationsFolder } from '../../test/harness.js';
import { insertUser } from '../../test/inline-work.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { activities, jobs } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { JobsRepository } from '../jobs/repository.js';
import type { WorkPool } from '../work/pool.js';
import { InterviewService } from './service.js';

/** A pool whose every task answers `outcome` (or throws it). */
const workThat = (outcome: () => unknown) => ({ run: async () => outcome() }) as unknown as Pick<WorkPool, 'run'>;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder });
}, 300_000);
afterAll(() => handle?.close());

async function userWithJob(postingText = '') {
  const user = await insertUser(handle.db);
  const [job] = await handle.db
    .insert(jobs)
    .values({
      userId: user!.id,
      title: 'Engineer',
      company: 'Acme',
      titleCompanyKey: 'engineer|acme',
      stage: 'wishlist',
      postingText,
    })
    .returning();
  return { userId: user!.id, jobId: job!.id };
}

const service = (work = workThat(() => ({}))) => new InterviewService(handle.db, work, new JobsRepository(handle.db));
const answer = (job: number | null, question_id = 'q-1') =>
  interviewAnswerCreate.parse({ question_id, question_text: 'Why us?', job });
const status = (error: unknown) => (error instanceof HttpError ? error.statusCode : error);

describe('saving answers', () => {
  it.each([
    { case: 'for a job', forJob: true },
    { case: 'for no job', forJob: false },
  ])('records the answer on the timeline $case', async ({ forJob }) => {
    const { userId, jobId } = await userWithJob();
    const row = await service().createAnswer(userId, answer(forJob ? jobId : null));
    const entries = await handle.db.select().from(activities).where(eq(activities.userId, userId));
    expect(entries.map((entry) => [entry.kind, entry.jobId, entry.data])).toEqual([
      ['interview_answer_saved', forJob ? jobId : null, { answer: row.id, question: 'Why us?' }],
    ]);
  });

  it.each([
    { case: 'a second answer to the same question and job', second: (job: number) => answer(job), outcome: 400 },
    { case: 'an answer to another question', second: (job: number) => answer(job, 'q-2'), outcome: 'saved' },
    { case: 'an answer for a job that is not the user’s', second: () => answer(2_000_000), outcome: 400 },
  ])('$case: $outcome', async ({ second, outcome }) => {
    const { userId, jobId } = await userWithJob();
    await service().createAnswer(userId, answer(jobId));
    const result = await service()
      .createAnswer(userId, second(jobId))
      .then(() => 'saved', status);
    expect(result).toBe(outcome);
    expect(await handle.db.$count(activities, eq(activities.userId, userId))).toBe(outcome === 'saved' ? 2 : 1);
  });

  it('refuses to make an answer repeat another by changing its question', async () => {
    const { userId, jobId } = await userWithJob();
    await service().createAnswer(userId, answer(jobId, 'q-1'));
    const other = await service().createAnswer(userId, answer(jobId, 'q-2'));
    expect(await service().updateAnswer(userId, other.id, { question_id: 'q-1' }).catch(status)).toBe(400);
  });
});

describe('a job’s questions', () => {
  it.each([
    { case: 'without a posting', posting: '', work: () => ({}), note: /Paste the job’s posting/ },
    {
      case: 'with a posting the engine refuses',
      posting: 'Too short',
      work: () => {
        throw new PostingError('no_requirements', 'The posting names no requirements.');
      },
      note: /no requirements/,
    },
  ])('are a note $case', async ({ posting, work, note }) => {
    const { userId, jobId } = await userWithJob(posting);
    const result = await service(workThat(work)).jobQuestions(userId, jobId);
    expect(result.questions).toEqual([]);
    expect(result.note).toMatch(note);
  });

  it('passes on any other failure of the match', async () => {
    const { userId, jobId } = await userWithJob('A long posting about Python and Go.');
    const failing = workThat(() => {
      throw new Error('the pool is closed');
    });
    await expect(service(failing).jobQuestions(userId, jobId)).rejects.toThrow('the pool is closed');
  });
});
