// readLibrary() inside a transaction: its reads share the transaction's one connection, so they must not queue on
// it (pg 8 warns, pg 9 refuses); on a pool they still run together. On a real PostgreSQL server.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeNeeding, openScratchDatabase } from '../../test/harness.js';
import type { DatabaseHandle } from '../db/client.js';
import { users, workExperiences } from '../db/schema.js';
import { readLibrary } from './library.js';

type QueuedClient = { _queryQueue: unknown[] };

describeNeeding(['postgres'], 'the content library on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    handle = await openScratchDatabase('postgres');
    const [user] = await handle.db.insert(users).values({ email: 'library@example.com' }).returning();
    userId = user!.id;
    await handle.db.insert(workExperiences).values([
      { userId, jobTitle: 'Engineer', company: 'Acme', startDate: '2020-01-01' },
      { userId, jobTitle: 'Lead', company: 'Beta', startDate: '2022-01-01' },
    ]);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  /** The longest queue of waiting queries a pg client had when another was sent to it, while `body` ran. */
  async function longestQueue(body: () => Promise<void>): Promise<number> {
    const query = pg.Client.prototype.query;
    let longest = 0;
    pg.Client.prototype.query = function (this: QueuedClient, ...args: unknown[]) {
      // The very condition under which pg 8 warns that it will refuse the query.
      longest = Math.max(longest, this._queryQueue.length);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      await body();
    } finally {
      pg.Client.prototype.query = query;
    }
    return longest;
  }

  it('reads the whole library inside a transaction one query at a time, and answers it whole', async () => {
    let experience: string[] = [];
    const longest = await longestQueue(async () => {
      await handle.db.transaction(async (tx) => {
        experience = (await readLibrary(tx, userId)).experience.map((item) => item.job_title);
      });
    });
    expect(experience).toEqual(['Engineer', 'Lead']);
    expect(longest).toBe(0);
  });

  it('answers the same library on the pool as inside a transaction', async () => {
    const onPool = await readLibrary(handle.db, userId);
    const inTransaction = await handle.db.transaction((tx) => readLibrary(tx, userId));
    expect(inTransaction).toEqual(onPool);
    expect(onPool.experience).toHaveLength(2);
    expect(onPool.info).toBeNull();
  });
});
