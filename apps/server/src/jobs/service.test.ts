// The tracker's rules, without HTTP: duplicates, the timeline entry of each change in the change's own transaction,
// the columns kept as 0..n-1, and the CSV import planned in the work pool and stored all or nothing.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPayload, type JobStage } from '@hirestride/shared';
import { migrationsFolder } from '../../test/harness.js';
import { inlineWork, insertUser } from '../../test/inline-work.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { activities, jobInterviews, jobs } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { createRepositories } from '../repositories.js';
import { JobsService } from './service.js';

const { work } = inlineWork();

let handle: DatabaseHandle;
let service: JobsService;

beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder });
  service = new JobsService(handle.db, work, createRepositories(handle.db));
}, 300_000);
afterAll(() => handle?.close());

const newUser = async () => (await insertUser(handle.db)).id;

const job = (title: string, extra: Record<string, unknown> = {}) =>
  jobPayload.parse({ title, company: 'Acme', ...extra });
const status = (error: unknown) => (error instanceof HttpError ? error.statusCode : error);

async function timeline(userId: number) {
  const rows = await handle.db
    .select({ kind: activities.kind, jobId: activities.jobId })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(asc(activities.id));
  return rows.map((row) => row.kind);
}

async function column(userId: number, stage: JobStage) {
  const rows = await handle.db
    .select({ title: jobs.title, position: jobs.position })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.stage, stage)))
    .orderBy(asc(jobs.position));
  expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
  return rows.map((row) => row.title);
}

describe('saving a job', () => {
  it.each([
    { case: 'a new posting', second: job('Designer'), allow: false, outcome: 'saved' },
    { case: 'the same title and company', second: job('Engineer'), allow: false, outcome: 409 },
    { case: 'the same title and company, allowed', second: job('Engineer'), allow: true, outcome: 'saved' },
    {
      case: 'the same posting URL',
      second: job('Other', { url: 'https://jobs.example/1' }),
      allow: false,
      outcome: 409,
    },
  ])('$case: $outcome', async ({ second, allow, outcome }) => {
    const userId = await newUser();
    await service.create(userId, job('Engineer', { url: 'https://jobs.example/1' }), false);
    const result = await service.create(userId, second, allow).then(() => 'saved', status);
    expect(result).toBe(outcome);
    const saved = outcome === 'saved' ? 2 : 1;
    expect(await timeline(userId)).toEqual(Array(saved).fill('created'));
    // Each new job goes to the top of its column.
    expect((await column(userId, 'wishlist'))[0]).toBe(outcome === 'saved' ? second.title : 'Engineer');
  });
});

describe('moving and deleting', () => {
  it.each([
    { case: 'within its column', stage: 'wishlist' as const, interview: null, entries: ['created', 'created'] },
    {
      case: 'to another column',
      stage: 'submitted' as const,
      interview: null,
      entries: ['created', 'created', 'stage_changed'],
    },
    {
      case: 'booking an interview',
      stage: 'interviewed' as const,
      interview: { date: '2026-12-01', time: '10:00', kind: 'phone' as const, notes: '' },
      entries: ['created', 'created', 'stage_changed', 'interview_added'],
    },
  ])('$case records what changed', async ({ stage, interview, entries }) => {
    const userId = await newUser();
    const first = await service.create(userId, job('First'), false);
    await service.create(userId, job('Second'), false);
    const moved = await service.move(userId, first.id, { stage, position: 1, interview });
    expect(moved.row.stage).toBe(stage);
    expect(await timeline(userId)).toEqual(entries);
    const booked = await handle.db.select().from(jobInterviews).where(eq(jobInterviews.jobId, first.id));
    expect(booked.length).toBe(interview ? 1 : 0);
    await column(userId, 'wishlist');
    await column(userId, stage);
  });

  it('closes the gap a deleted job leaves, and answers 404 for a job that is not the user’s', async () => {
    const userId = await newUser();
    const other = await newUser();
    const rows = [];
    for (const title of ['C', 'B', 'A']) rows.push(await service.create(userId, job(title), false));
    await service.delete(userId, rows[1]!.id);
    expect(await column(userId, 'wishlist')).toEqual(['A', 'C']);
    expect(await service.delete(other, rows[0]!.id).then(() => 'deleted', status)).toBe(404);
    expect(await service.move(other, rows[0]!.id, { stage: 'submitted', position: 0 }).catch(status)).toBe(404);
  });
});

describe('importing CSV', () => {
  const csv = 'Title,Company,Stage\nEngineer,Acme,Wish List\nDesigner,Globex,Submitted\nEngineer,Acme,Wish List\n';

  it.each([
    { case: 'a dry run', dryRun: true, imported: 0, stored: 1 },
    { case: 'a real run', dryRun: false, imported: 1, stored: 2 },
  ])('$case reports duplicates of saved jobs and of earlier rows', async ({ dryRun, imported, stored }) => {
    const userId = await newUser();
    await service.create(userId, job('Engineer'), false);
    const result = await service.importCsv(userId, {
      csv,
      dry_run: dryRun,
      skip_duplicates: true,
      skip_invalid: false,
    });
    expect(result.total_rows).toBe(3);
    expect(result.importable).toBe(1);
    expect(result.duplicates.map((duplicate) => duplicate.row)).toEqual([2, 4]);
    expect(result.imported).toBe(imported);
    expect(await handle.db.$count(jobs, eq(jobs.userId, userId))).toBe(stored);
    expect((await timeline(userId)).filter((kind) => kind === 'imported')).toHaveLength(imported);
  });

  it('refuses text that is not CSV it can read', async () => {
    const userId = await newUser();
    const refused = await service
      .importCsv(userId, { csv: '', dry_run: true, skip_duplicates: true, skip_invalid: false })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).body).toHaveProperty('csv');
  });
});
