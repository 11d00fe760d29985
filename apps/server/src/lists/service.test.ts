// The rules every owned list shares, without HTTP: a nested list's parent must be the caller's, an item and what is
// written with it land together, and only the owner changes an item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPayload } from '@hirestride/shared';
import { migrationsFolder } from '../../test/harness.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { activities, jobContacts, jobs, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { contactsList } from '../jobs/nested-lists.js';
import { JobsRepository } from '../jobs/repository.js';
import { OwnedListService } from './service.js';

let handle: DatabaseHandle;
let owner: number;
let stranger: number;
let jobId: number;

beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder });
  const made = await handle.db
    .insert(users)
    .values([
      { email: 'owner@example.com', firstName: 'Ada', googleSub: null, emailVerified: true },
      { email: 'stranger@example.com', firstName: 'Bob', googleSub: null, emailVerified: true },
    ])
    .returning();
  [owner, stranger] = made.map((user) => user.id) as [number, number];
  const [job] = await handle.db
    .insert(jobs)
    .values({ userId: owner, title: 'Engineer', company: 'Acme', titleCompanyKey: 'engineer|acme', stage: 'wishlist' })
    .returning();
  jobId = job!.id;
}, 300_000);
afterAll(() => handle?.close());

const contact = (name: string) => contactPayload.parse({ name });
const status = (error: unknown) => (error instanceof HttpError ? error.statusCode : error);

describe('a nested owned list', () => {
  it.each([
    { who: 'the job’s owner', user: () => owner, outcome: 'created' },
    { who: 'someone else', user: () => stranger, outcome: 404 },
  ])('adds an item for $who', async ({ user, outcome }) => {
    const service = new OwnedListService(handle.db, contactsList(new JobsRepository(handle.db)));
    const added = await service
      .create({ userId: user(), parentId: jobId }, contact(`Sam ${outcome}`))
      .then((row) => (row.jobId === jobId ? 'created' : row), status);
    expect(added).toBe(outcome);
  });

  it('keeps no item when what is written with it fails', async () => {
    const resource = contactsList(new JobsRepository(handle.db));
    const failing = new OwnedListService(handle.db, {
      ...resource,
      afterCreate: async (tx, userId, row) => {
        await resource.afterCreate!(tx, userId, row);
        throw new Error('the timeline is down');
      },
    });
    const before = await handle.db.$count(jobContacts);
    const entries = await handle.db.$count(activities);
    await expect(failing.create({ userId: owner, parentId: jobId }, contact('Lost'))).rejects.toThrow('timeline');
    expect(await handle.db.$count(jobContacts)).toBe(before);
    expect(await handle.db.$count(activities)).toBe(entries);
  });

  it.each([
    { who: 'the owner', user: () => owner, kept: false },
    { who: 'someone else', user: () => stranger, kept: true },
  ])('deletes an item only for its owner ($who)', async ({ user, kept }) => {
    const service = new OwnedListService(handle.db, contactsList(new JobsRepository(handle.db)));
    const row = await service.create({ userId: owner, parentId: jobId }, contact('To delete'));
    const result = await service.delete({ userId: user(), parentId: jobId }, row.id).then(() => 'deleted', status);
    expect(result).toBe(kept ? 404 : 'deleted');
    const left = await service.list({ userId: owner, parentId: jobId });
    expect(left.some((item) => item.id === row.id)).toBe(kept);
  });
});
