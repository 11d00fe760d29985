// The dashboard's summary without HTTP: the caller's counts only, the latest few events, and whose date decides
// what is due.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { recordActivity } from '../activity/repository.js';
import { describeEachDatabase, openScratchDatabase } from '../../test/harness.js';
import type { DatabaseHandle } from '../db/client.js';
import { interviewAnswers, jobs, users } from '../db/schema.js';
import { utcToday } from '../jobs/job-rows.js';
import { createRepositories } from '../repositories.js';
import { DashboardService, RECENT_ACTIVITY } from './service.js';

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describeEachDatabase('the dashboard service', (kind) => {
  let handle: DatabaseHandle;
  let service: DashboardService;
  beforeAll(async () => {
    handle = await openScratchDatabase(kind);
    service = new DashboardService({ db: handle.db, repositories: createRepositories(handle.db) });
  }, 60_000);
  beforeEach(() => handle.exec('TRUNCATE users RESTART IDENTITY CASCADE'));
  afterAll(() => handle?.close());

  const user = async (email: string) => (await handle.db.insert(users).values({ email }).returning())[0]!.id;
  const job = async (userId: number, followUpOn: string | null = null) =>
    (
      await handle.db
        .insert(jobs)
        .values({ userId, title: 'Engineer', company: 'Initech', titleCompanyKey: 'engineer|initech', followUpOn })
        .returning()
    )[0]!.id;

  it('counts the caller’s jobs and answers and shows their latest events only', async () => {
    const [owner, other] = [await user('owner@example.com'), await user('other@example.com')];
    const jobId = await job(owner);
    await job(owner);
    await job(other);
    await handle.db.insert(interviewAnswers).values({ userId: owner, questionId: 'q1', questionText: 'Why?' });
    for (let index = 0; index < RECENT_ACTIVITY + 2; index += 1)
      await recordActivity(handle.db, { userId: owner, jobId, kind: 'note', data: { index } });
    await recordActivity(handle.db, { userId: other, jobId: null, kind: 'note', data: {} });

    const summary = await service.summary(owner, '2026-11-23');
    expect(summary).toMatchObject({ jobCount: 2, answerCount: 1, due: [] });
    expect(summary.recent).toHaveLength(RECENT_ACTIVITY);
    expect(summary.recent[0]!.data).toEqual({ index: RECENT_ACTIVITY + 1 });
    expect(await service.summary(other, '2026-11-23')).toMatchObject({ jobCount: 1, answerCount: 0 });
  });

  it.each([
    { followUp: '2026-11-23', today: '2026-11-23', due: true },
    { followUp: '2026-11-23', today: '2026-11-16', due: true },
    { followUp: '2026-11-23', today: '2026-11-15', due: false },
    // Without a date of the user's, the server's own UTC date decides.
    { followUp: addDays(utcToday(), 7), today: undefined, due: true },
    { followUp: addDays(utcToday(), 8), today: undefined, due: false },
  ])('a follow-up on $followUp is due on $today: $due', async ({ followUp, today, due }) => {
    const userId = await user('seeker@example.com');
    await job(userId, followUp);
    const summary = await service.summary(userId, today);
    expect(summary.due.length).toBe(due ? 1 : 0);
  });
});
