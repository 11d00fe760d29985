// The content library's rules, without HTTP: About You carries the user's names, and a JSON Resume import is planned
// in the work pool, stored all or nothing, and never stores an item twice, even when the library changes meanwhile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../test/harness.js';
import { inlineWork as inlineWorkPool, insertUser } from '../../test/inline-work.js';

const inlineWork = (before?: (task: TaskName) => Promise<void>) => inlineWorkPool(before).work;
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { skills, users, workExperiences } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { TaskName } from '../work/tasks.js';
import { ContentService } from './service.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder });
}, 300_000);
afterAll(() => handle?.close());

const newUser = async () => (await insertUser(handle.db, { firstName: 'Old' })).id;

const document = {
  basics: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '555-0100' },
  work: [{ name: 'Monzo', position: 'Backend Engineer', startDate: '2019-03-01' }],
  skills: [{ name: 'Python' }, { name: 'Go' }],
};
const about = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '' };

const skillNames = async (userId: number) =>
  (await handle.db.select().from(skills).where(eq(skills.userId, userId))).map((row) => row.skillName).sort();

describe('About You', () => {
  it.each([
    { case: 'created for a user who has none', existing: false, create: true, stored: true },
    { case: 'not created twice', existing: true, create: true, stored: false },
    { case: 'updated when there is one', existing: true, create: false, stored: true },
    { case: 'not updated into being', existing: false, create: false, stored: false },
  ])('is $case, and the user’s names follow it', async ({ existing, create, stored }) => {
    const content = new ContentService(handle.db, inlineWork());
    const userId = await newUser();
    if (existing) await content.createPersonalInfo(userId, { ...about, first_name: 'Before' });
    const values = { ...about, first_name: 'After' };
    const row = create
      ? await content.createPersonalInfo(userId, values)
      : await content.updatePersonalInfo(userId, values);
    expect(row !== null).toBe(stored);
    const [user] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(user!.firstName).toBe(stored ? 'After' : existing ? 'Before' : 'Old');
  });
});

describe('a JSON Resume import', () => {
  it.each([
    { case: 'a dry run', dryRun: true, stored: [] as string[], name: 'Old' },
    { case: 'a real run', dryRun: false, stored: ['Go', 'Python'], name: 'Ada' },
  ])('$case', async ({ dryRun, stored, name }) => {
    const content = new ContentService(handle.db, inlineWork());
    const userId = await newUser();
    const result = await content.importJsonResume(userId, document, dryRun);
    expect(result).toMatchObject({ dry_run: dryRun, imported: !dryRun, total: 4 });
    expect(await skillNames(userId)).toEqual(stored);
    expect(await handle.db.$count(workExperiences, eq(workExperiences.userId, userId))).toBe(dryRun ? 0 : 1);
    const [user] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(user!.firstName).toBe(name);
  });

  it.each([
    { case: 'not a JSON Resume document', doc: { hello: 'world' } },
    { case: 'an invalid item', doc: { ...document, skills: [{ name: 'Python' }, { name: 'x'.repeat(201) }] } },
  ])('refuses $case and stores nothing', async ({ doc }) => {
    const content = new ContentService(handle.db, inlineWork());
    const userId = await newUser();
    const refused = await content.importJsonResume(userId, doc, false).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).body).toHaveProperty('document');
    expect(await handle.db.$count(workExperiences, eq(workExperiences.userId, userId))).toBe(0);
  });

  it.each([
    { case: 'once', changes: 1 },
    // Then the last plan is made under the lock.
    { case: 'each time it is planned before the transaction', changes: 2 },
  ])('stores nothing twice when the library changes while the plan is made ($case)', async ({ changes }) => {
    const userId = await newUser();
    let planned = 0;
    const content = new ContentService(
      handle.db,
      inlineWork(async (task) => {
        if (task !== 'describeImport' || planned >= changes) return;
        planned += 1;
        // Another tab adds the same skill (and something else, so the library differs each time).
        await handle.db
          .insert(skills)
          .values([
            ...(planned === 1 ? [{ userId, skillName: 'Python' }] : []),
            { userId, skillName: `Rust ${planned}` },
          ]);
      }),
    );
    const result = await content.importJsonResume(userId, document, false);
    const names = await skillNames(userId);
    expect(names.filter((skill) => skill === 'Python')).toHaveLength(1);
    expect(names).toContain('Go');
    expect(result.sections.skills.duplicates.count).toBe(1);
  });
});
