// The cover letter rules without HTTP: what making a letter changes with it, whose job it may name, and which
// letters may become files (drawn in the pool).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../test/harness.js';
import type { UserRow } from '../auth/users-repository.js';
import type { DatabaseHandle } from '../db/client.js';
import { activities, coverLetters, jobs, users } from '../db/schema.js';
import { createRepositories } from '../repositories.js';
import { LetterExportService, type LetterExportDeps } from './export-service.js';
import { CoverLettersService } from './service.js';

describe('the cover letters service', () => {
  let handle: DatabaseHandle;
  let user: UserRow;
  let other: UserRow;

  beforeAll(async () => {
    handle = await openScratchDatabase('pglite');
  }, 300_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.exec('TRUNCATE users RESTART IDENTITY CASCADE');
    [user, other] = (await handle.db
      .insert(users)
      .values([
        { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
        { email: 'other@example.com', firstName: 'Grace', lastName: 'Hopper' },
      ])
      .returning()) as [UserRow, UserRow];
  });

  const letters = () => new CoverLettersService({ db: handle.db, repositories: createRepositories(handle.db) });
  const jobOf = async (owner: UserRow, values: { coverLetterId?: number } = {}) =>
    (
      await handle.db
        .insert(jobs)
        .values({ userId: owner.id, title: 'Engineer', company: 'Monzo', titleCompanyKey: 'k', ...values })
        .returning()
    )[0]!;
  const jobRow = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('names a new letter after its job, points the job at it and records it on the job’s timeline', async () => {
    const job = await jobOf(user);
    const letter = await letters().create(user.id, { job: job.id });
    expect(letter.name).toBe('Cover letter for Monzo');
    expect((await jobRow(job.id)).coverLetterId).toBe(letter.id);
    const recorded = await handle.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(recorded).toMatchObject([{ jobId: job.id, kind: 'cover_letter_created' }]);
  });

  it('leaves a job that already has a letter using it', async () => {
    const service = letters();
    const job = await jobOf(user);
    const first = await service.create(user.id, { job: job.id });
    const copy = await service.duplicate(user.id, first.id);
    expect(copy.name).toBe('Cover letter for Monzo (copy)');
    expect((await jobRow(job.id)).coverLetterId).toBe(first.id);
  });

  it.each([
    ['create', (service: CoverLettersService, jobId: number) => service.create(user.id, { job: jobId })],
    [
      'update',
      async (service: CoverLettersService, jobId: number) =>
        service.update(user.id, (await service.create(user.id, {})).id, { job: jobId }),
    ],
  ])('refuses another user’s job (%s) and writes nothing for it', async (_how, change) => {
    const foreign = await jobOf(other);
    const service = letters();
    await expect(change(service, foreign.id)).rejects.toMatchObject({ statusCode: 400 });
    const rows = await handle.db.select().from(coverLetters).where(eq(coverLetters.jobId, foreign.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['update', (service: CoverLettersService, id: number) => service.update(user.id, id, { name: 'x' })],
    ['duplicate', (service: CoverLettersService, id: number) => service.duplicate(user.id, id)],
    ['remove', (service: CoverLettersService, id: number) => service.remove(user.id, id)],
  ])('answers 404 for another user’s letter (%s)', async (_how, act) => {
    const theirs = await letters().create(other.id, { name: 'Theirs' });
    await expect(act(letters(), theirs.id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await handle.db.select().from(coverLetters).where(eq(coverLetters.id, theirs.id)))[0]?.name).toBe('Theirs');
  });

  describe('files', () => {
    const exportsWith = () => {
      const ran: Array<{ task: string; input: unknown }> = [];
      const work = {
        run: async (_userId: number, task: string, input: unknown) => {
          ran.push({ task, input });
          return Buffer.from(task);
        },
      } as unknown as LetterExportDeps['work'];
      return {
        ran,
        service: new LetterExportService({ db: handle.db, work, repositories: createRepositories(handle.db) }),
      };
    };

    it.each([
      ['pdf', 'letterPdf'],
      ['docx', 'letterDocx'],
    ] as const)('draws a %s in the pool with the letterhead', async (extension, task) => {
      const letter = await letters().create(user.id, { body: 'I would like to join your team.' });
      const { ran, service } = exportsWith();
      const { bytes } = await service.file(user, letter.id, extension, 'LETTER');
      expect(bytes.toString()).toBe(task);
      expect(ran).toMatchObject([
        { task, input: { header: { name: 'Ada Lovelace' }, body: letter.body, size: 'LETTER' } },
      ]);
    });

    it.each([
      ['an empty letter', '', { code: 'empty' }],
      ['an unbacked claim', 'I led the Kubernetes migration at Google for ten years.', { claims: expect.any(Array) }],
    ])('refuses %s with 409 before drawing anything', async (_what, body, answer) => {
      const letter = await letters().create(user.id, { body });
      const { ran, service } = exportsWith();
      await expect(service.file(user, letter.id, 'pdf', 'A4')).rejects.toMatchObject({
        statusCode: 409,
        body: expect.objectContaining(answer),
      });
      expect(ran).toEqual([]);
    });
  });
});
