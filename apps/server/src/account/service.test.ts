// The account's data, without HTTP: the export holds every row the user owns and no secret, the counts name what
// the delete dialog shows, and deleting takes every row and the user with them.
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../test/harness.js';
import { inlineWork } from '../../test/inline-work.js';
import type { AuthContext } from '../auth/context.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { jobs, skills, users } from '../db/schema.js';
import { createRepositories } from '../repositories.js';
import { ownedTables } from './owned-tables.js';
import { AccountRepository } from './repository.js';
import { AccountService } from './service.js';

let handle: DatabaseHandle;
let account: AccountService;
let nextUser = 0;

beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder });
  // Only deleting (the proof) and the devices use the identity context; these tests use neither.
  account = new AccountService({
    db: handle.db,
    ctx: {} as AuthContext,
    work: inlineWork().work,
    repositories: createRepositories(handle.db),
  });
}, 300_000);
afterAll(() => handle?.close());

async function userWith(skillCount: number, jobCount: number) {
  nextUser += 1;
  const [user] = await handle.db
    .insert(users)
    .values({
      email: `user${nextUser}@example.com`,
      firstName: 'Ada',
      googleSub: null,
      emailVerified: true,
      passwordHash: 'secret-hash',
    })
    .returning();
  const userId = user!.id;
  for (let i = 0; i < skillCount; i += 1) await handle.db.insert(skills).values({ userId, skillName: `Skill ${i}` });
  for (let i = 0; i < jobCount; i += 1)
    await handle.db
      .insert(jobs)
      .values({ userId, title: `Job ${i}`, company: 'Acme', titleCompanyKey: `job ${i}|acme`, stage: 'wishlist' });
  return userId;
}

describe('the account’s data', () => {
  it.each([
    { case: 'an empty account', skillCount: 0, jobCount: 0, counts: {} },
    { case: 'a full one', skillCount: 2, jobCount: 1, counts: { skills: 2, 'saved jobs': 1 } },
  ])('$case: counts, export and deletion', async ({ skillCount, jobCount, counts }) => {
    const userId = await userWith(skillCount, jobCount);
    const bystander = await userWith(1, 1);
    expect(await account.counts(userId)).toEqual(counts);

    const user = { id: userId, firstName: 'Ada', lastName: '' };
    const { bytes, fileName } = await account.export(user, { now: new Date('2026-11-20T12:00:00Z') });
    expect(fileName).toBe('hirestride-export-2026-11-20.zip');
    const zip = await JSZip.loadAsync(bytes);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.tables.skills).toHaveLength(skillCount);
    expect(data.tables.jobs).toHaveLength(jobCount);
    expect(data.tables.users[0]).not.toHaveProperty('passwordHash');
    expect(data.tables).not.toHaveProperty('refresh_tokens');

    await new AccountRepository(handle.db).deleteAll(userId);
    for (const owned of ownedTables) expect(await handle.db.$count(owned.table, eq(owned.owner, userId))).toBe(0);
    expect(await handle.db.$count(users, eq(users.id, userId))).toBe(0);
    expect(await account.counts(bystander)).toEqual({ skills: 1, 'saved jobs': 1 });
  });
});
