// The match rules without HTTP: which jobs "score the missing ones" covers, that reading scores never writes, when a
// stored score is out of date, and what the engine's refusals become. The engine runs inline, through the task table.
import { ALGORITHM_VERSION, dictionaryVersion } from '@hirestride/match';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, openScratchDatabase } from '../../test/harness.js';
import { inlineWork } from '../../test/inline-work.js';
import type { DatabaseHandle } from '../db/client.js';
import { jobMatches, jobs, skills, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { createRepositories } from '../repositories.js';
import { MatchingService, SCORE_MISSING_AT_ONCE, matchMessages, staleReasons } from './service.js';

const POSTING = 'Requirements:\n- Python\n- Kubernetes';
const REFUSED = 'We are a friendly bakery. Say hello!';

describeEachDatabase('the matching service', (kind) => {
  let handle: DatabaseHandle;
  let service: MatchingService;
  const { work, ran } = inlineWork();
  beforeAll(async () => {
    handle = await openScratchDatabase(kind);
    service = new MatchingService({ db: handle.db, repositories: createRepositories(handle.db), work });
  }, 60_000);
  beforeEach(async () => {
    ran.length = 0;
    await handle.exec('TRUNCATE users RESTART IDENTITY CASCADE');
  });
  afterAll(() => handle?.close());

  const user = async (email = 'seeker@example.com', librarySkills = ['Python']) => {
    const [row] = await handle.db.insert(users).values({ email }).returning();
    for (const skillName of librarySkills) await handle.db.insert(skills).values({ userId: row!.id, skillName });
    return row!.id;
  };
  const job = async (userId: number, postingText: string) => {
    const [row] = await handle.db
      .insert(jobs)
      .values({ userId, title: 'Engineer', company: 'Initech', postingText, titleCompanyKey: 'engineer|initech' })
      .returning();
    return row!.id;
  };
  const storedIds = async (userId: number) =>
    (await handle.db.select({ jobId: jobMatches.jobId }).from(jobMatches).where(eq(jobMatches.userId, userId)))
      .map((row) => row.jobId)
      .sort((a, b) => a - b);

  it.each([
    {
      name: 'only jobs with a readable posting',
      postings: [POSTING, '', REFUSED, POSTING],
      scored: [0, 3],
      batches: ['matchPostings'],
    },
    { name: 'none when no job has a posting', postings: ['', ''], scored: [], batches: [] },
    {
      name: `the newest ${SCORE_MISSING_AT_ONCE} at once`,
      postings: Array.from({ length: SCORE_MISSING_AT_ONCE + 2 }, () => POSTING),
      scored: Array.from({ length: SCORE_MISSING_AT_ONCE }, (_, index) => index + 2),
      batches: ['matchPostings'],
    },
  ])('scoring the missing ones scores $name, in one batch, and answers every score', async (example) => {
    const { postings, scored, batches } = example;
    const userId = await user();
    const ids: number[] = [];
    for (const text of postings) ids.push(await job(userId, text));
    const answer = await service.scoreMissing(userId);
    const expected = scored.map((index) => ids[index]!);
    expect(await storedIds(userId)).toEqual(expected);
    expect(answer.map((score) => score.jobId).sort((a, b) => a - b)).toEqual(expected);
    expect(ran).toEqual(batches);
    expect(answer.every((score) => !score.stale && !score.libraryEmpty)).toBe(true);
  });

  it('scores again a job scored while the library was empty, once it is not, and leaves fresh scores alone', async () => {
    const userId = await user('empty@example.com', []);
    const first = await job(userId, POSTING);
    expect(await service.scoreMissing(userId)).toMatchObject([{ jobId: first, score: 0, libraryEmpty: true }]);
    await handle.db.insert(skills).values({ userId, skillName: 'Python' });
    expect(await service.scores(userId)).toEqual([]);
    const [rescored] = await service.scoreMissing(userId);
    expect(rescored).toMatchObject({ jobId: first, libraryEmpty: false, stale: false });
    expect(rescored!.score).toBeGreaterThan(0);
    ran.length = 0;
    await service.scoreMissing(userId);
    expect(ran).toEqual([]);
  });

  it('reads scores without writing or running the engine, and only the caller’s', async () => {
    const owner = await user();
    const scoredJob = await job(owner, POSTING);
    await job(owner, POSTING);
    await service.scoreJob(owner, scoredJob);
    const other = await user('other@example.com');
    await job(other, POSTING);
    ran.length = 0;
    expect((await service.scores(owner)).map((score) => score.jobId)).toEqual([scoredJob]);
    expect(await service.scores(other)).toEqual([]);
    expect(ran).toEqual([]);
    expect(await storedIds(owner)).toEqual([scoredJob]);
    expect(await storedIds(other)).toEqual([]);
  });

  const fresh = {
    postingFingerprint: 'p',
    libraryFingerprint: 'l',
    algorithmVersion: ALGORITHM_VERSION,
    dictionaryVersion: dictionaryVersion(),
  };
  it.each([
    { row: fresh, reasons: [] },
    { row: { ...fresh, postingFingerprint: 'old' }, reasons: ['posting'] },
    { row: { ...fresh, libraryFingerprint: 'old' }, reasons: ['library'] },
    { row: { ...fresh, algorithmVersion: '0.0.0' }, reasons: ['engine'] },
    { row: { ...fresh, dictionaryVersion: 'old' }, reasons: ['engine'] },
    { row: { ...fresh, postingFingerprint: 'old', libraryFingerprint: 'old' }, reasons: ['posting', 'library'] },
  ])('a stored score is out of date for $reasons', ({ row, reasons }) => {
    expect(staleReasons(row, 'p', 'l')).toEqual(reasons);
  });

  it.each([
    { name: 'an empty posting', posting: '', status: 400, body: { detail: matchMessages.noPosting, code: 'empty' } },
    { name: 'a posting the engine refuses', posting: REFUSED, status: 400, body: { code: 'no_requirements' } },
    { name: 'another user’s job', posting: POSTING, owner: 'other@example.com', status: 404, body: {} },
  ])('scoring $name is refused with $status and keeps nothing', async ({ posting, owner, status, body }) => {
    const userId = await user();
    const jobId = await job(owner ? await user(owner) : userId, posting);
    const error = await service.scoreJob(userId, jobId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: status, body });
    expect(await handle.db.select().from(jobMatches)).toEqual([]);
  });
});
