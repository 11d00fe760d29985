// The resume rules without HTTP: page counts drawn when a version changes (never when it is listed), deletes that
// answer what Undo needs, and Generate Resume's refusal and its pool task.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResumeVersionPatch } from '@hirestride/shared';
import { emptyContent } from '@hirestride/shared/resume';
import { openScratchDatabase } from '../../test/harness.js';
import type { UserRow } from '../auth/users-repository.js';
import type { DatabaseHandle } from '../db/client.js';
import { jobs, resumeTemplates, resumeVersions, snippets, users, workExperiences } from '../db/schema.js';
import { createRepositories } from '../repositories.js';
import { Background } from '../work/background.js';
import { tasks } from '../work/tasks.js';
import { ResumesService, type ResumesDeps } from './service.js';
import { summaryToApi } from './to-api.js';

/** Runs tasks on this thread, as the pool's threads would, and remembers which ran; `refuse` stands for a busy pool. */
function inlinePool(refuse: Set<string> = new Set()) {
  const ran: string[] = [];
  const run = async (_userId: number | string, task: string, input: unknown) => {
    ran.push(task);
    if (refuse.has(task)) throw new Error(`${task} refused`);
    const fn = tasks[task as keyof typeof tasks] as (input: unknown) => unknown;
    return fn(input);
  };
  return { ran, work: { run } as unknown as ResumesDeps['work'] };
}

describe('the resumes service', () => {
  let handle: DatabaseHandle;
  const statements: string[] = [];
  let user: UserRow;
  let templateId: number;

  beforeAll(async () => {
    handle = await openScratchDatabase('pglite', (text) => statements.push(text));
  }, 300_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.exec('TRUNCATE users RESTART IDENTITY CASCADE');
    [user] = (await handle.db
      .insert(users)
      .values({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' })
      .returning()) as [UserRow];
    // A template whose design shows work experience, so more roles make more pages.
    [{ id: templateId }] = (await handle.db
      .select({ id: resumeTemplates.id })
      .from(resumeTemplates)
      .where(eq(resumeTemplates.name, 'Modern Professional'))) as [{ id: number }];
  });

  // The page counts run after each change answers; the tests wait for them where they read one.
  let background = new Background();
  beforeEach(() => {
    background = new Background();
  });
  const serviceWith = (pool = inlinePool()) =>
    new ResumesService({ db: handle.db, work: pool.work, background, repositories: createRepositories(handle.db) });
  const addExperience = async (count: number, lines = 2) => {
    if (count === 0) return;
    await handle.db.insert(workExperiences).values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        jobTitle: `Role ${i}`,
        company: 'Engine Co',
        startDate: '2020-01-01',
        description: Array.from({ length: lines }, (_, j) => `Delivered outcome ${j} for a team.`).join('\n'),
      })),
    );
  };
  const stored = async (id: number) =>
    (await handle.db.select().from(resumeVersions).where(eq(resumeVersions.id, id)))[0]!;
  const patchOf = (row: Awaited<ReturnType<typeof stored>>, changes: Partial<ResumeVersionPatch>) =>
    ({
      template: row.templateId,
      design_json: row.designJson,
      content_data: row.contentData,
      ...changes,
    }) as ResumeVersionPatch;

  it.each([
    ['create', async (service: ResumesService) => service.create(user, { template: templateId })],
    ['draft', async (service: ResumesService) => (await service.draft(user, templateId))!.row],
    [
      'duplicate',
      async (service: ResumesService) =>
        service.duplicate(user.id, (await service.create(user, { template: templateId })).id, undefined),
    ],
    [
      'save',
      async (service: ResumesService) => {
        const made = await service.create(user, { template: templateId });
        await addExperience(14, 6);
        const content = { ...(made.contentData as object), experience: [] };
        return service.save(user.id, made.id, patchOf(made, { content_data: content as never }));
      },
    ],
    [
      'refresh',
      async (service: ResumesService) => {
        const made = await service.create(user, { template: templateId });
        await addExperience(14, 6);
        return service.refresh(user, made.id, true);
      },
    ],
  ])('stores the page count of the edit it makes (%s)', async (_how, change) => {
    await addExperience(1);
    const pool = inlinePool();
    const row = await change(serviceWith(pool));
    await background.settled();
    const after = await stored(row.id);
    expect(pool.ran.at(-1)).toBe('resumePageCount');
    expect(after.updatedAt.getTime()).toBe(row.updatedAt.getTime());
    expect(after.pageCountAt?.getTime()).toBe(row.updatedAt.getTime());
    expect(after.pageCount).toBeGreaterThanOrEqual(1);
    expect(summaryToApi(after, 'T', []).page_count).toBe(after.pageCount);
  });

  it('counts again when an edit makes the resume longer', async () => {
    await addExperience(1);
    const service = serviceWith();
    const made = await service.create(user, { template: templateId });
    await background.settled();
    expect((await stored(made.id)).pageCount).toBe(1);
    await addExperience(14, 6);
    await service.refresh(user, made.id, true);
    await background.settled();
    expect((await stored(made.id)).pageCount).toBeGreaterThan(1);
  });

  it('saves the change when the page count cannot be drawn, and lists the count as unknown', async () => {
    await addExperience(1);
    const service = serviceWith(inlinePool(new Set(['resumePageCount'])));
    const made = await service.create(user, { template: templateId });
    const saved = await service.save(user.id, made.id, patchOf(made, { name: 'Renamed' }));
    expect(saved.name).toBe('Renamed');
    await background.settled();
    const [listed] = await service.list(user.id);
    expect(summaryToApi(listed!.version, listed!.templateName, listed!.jobs).page_count).toBeNull();
  });

  it('lists without writing: a stale count is shown as unknown and left as it is', async () => {
    await addExperience(1);
    const service = serviceWith();
    const made = await service.create(user, { template: templateId });
    await background.settled();
    // A count drawn for an earlier edit, as a version saved before counts were kept on change would have.
    await handle.db
      .update(resumeVersions)
      .set({ updatedAt: new Date(made.updatedAt.getTime() + 1000) })
      .where(eq(resumeVersions.id, made.id));
    const before = await stored(made.id);
    statements.length = 0;
    const listed = await service.list(user.id);
    expect(statements.filter((text) => /^\s*(update|insert|delete)\b/i.test(text))).toEqual([]);
    expect(await stored(made.id)).toStrictEqual(before);
    expect(summaryToApi(listed[0]!.version, listed[0]!.templateName, []).page_count).toBeNull();
  });

  it('deletes a version with the jobs it leaves, and refuses a second delete', async () => {
    await addExperience(1);
    const service = serviceWith();
    const [job] = await handle.db
      .insert(jobs)
      .values({ userId: user.id, title: 'Backend Engineer', company: 'Monzo', titleCompanyKey: 'k' })
      .returning();
    const made = await service.create(user, { template: templateId, job: job!.id });
    const { row, unlinked } = await service.remove(user.id, made.id);
    expect(row.id).toBe(made.id);
    expect(unlinked.map((entry) => entry.id)).toEqual([job!.id]);
    await expect(service.remove(user.id, made.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('restores a version without the snippets deleted since', async () => {
    const service = serviceWith();
    const [kept] = await handle.db
      .insert(snippets)
      .values({ userId: user.id, title: 'Kept', content: 'x' })
      .returning();
    const restored = await service.restore(user.id, {
      name: 'Back',
      template: templateId,
      design_json: (await handle.db.select().from(resumeTemplates).where(eq(resumeTemplates.id, templateId)))[0]!
        .designJson as never,
      // What a restore sends: a version's whole content, as the API answered it.
      content_data: emptyContent(),
      base_content: null,
      snippet_section_map: { awards: [kept!.id, 999_999] },
      jobs: [],
    });
    expect(restored.snippetSectionMap).toEqual({ awards: [kept!.id] });
  });

  it.each([
    ['an empty library', 0, { statusCode: 400, body: expect.objectContaining({ code: 'empty_library' }) }],
    ['an unknown job', 1, { statusCode: 400, body: expect.objectContaining({ job: [expect.any(String)] }) }],
  ])('refuses to generate from %s before any work is done', async (_what, roles, refusal) => {
    await addExperience(roles);
    const pool = inlinePool();
    const [job] = await handle.db
      .insert(jobs)
      .values({ userId: user.id, title: 'Engineer', company: 'Monzo', titleCompanyKey: 'k' })
      .returning();
    const jobId = roles === 0 ? job!.id : job!.id + 1000;
    await expect(serviceWith(pool).generate(user, { job: jobId, template: templateId })).rejects.toMatchObject(refusal);
    expect(pool.ran).toEqual([]);
  });

  it('generates through the pool, the job then using the version, with a note for a job without a posting', async () => {
    await addExperience(2);
    const pool = inlinePool();
    const [job] = await handle.db
      .insert(jobs)
      .values({ userId: user.id, title: 'Engineer', company: 'Monzo', titleCompanyKey: 'k' })
      .returning();
    const { row, tailored } = await serviceWith(pool).generate(user, { job: job!.id, template: templateId });
    await background.settled();
    expect(pool.ran).toEqual(['tailorResume', 'resumePageCount']);
    expect(tailored.notes).toEqual([expect.stringContaining('no posting text')]);
    expect((await handle.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.resumeVersionId).toBe(row.id);
  });
});
