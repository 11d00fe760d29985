// The column lock: one instance's changes to a user's columns take turns before they take a connection, in the
// order they came, and a failed change does not stop the next. On PostgreSQL, where the pool has several connections.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeNeeding, migrationsFolder, scratchPostgresUrl } from '../../test/harness.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { withColumnLock } from './columns.js';

describeNeeding(['postgres'], 'the column lock on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await scratchPostgresUrl('hs_columns');
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 4, migrationsFolder });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  /** Sessions of this database waiting for a lock in PostgreSQL, seen from inside a change. */
  const waitingInPostgres = async (tx: DatabaseHandle['db']) => {
    const answer = await tx.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return (answer as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  };

  it("runs one user's changes one at a time, in order, none of them waiting on a connection of the pool", async () => {
    const order: number[] = [];
    const waiting: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        withColumnLock(handle.db, 1, async (tx) => {
          order.push(i);
          await tx.execute(sql`SELECT pg_sleep(0.05)`);
          waiting.push(await waitingInPostgres(tx));
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    // Before, the five changes behind the first each held a connection, waiting on the advisory lock.
    expect(waiting).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('gives a failed change its error and runs the changes queued behind it', async () => {
    const failed = withColumnLock(handle.db, 2, async () => {
      throw new Error('this change fails');
    });
    const next = withColumnLock(handle.db, 2, async () => 'ran');
    await expect(failed).rejects.toThrow('this change fails');
    await expect(next).resolves.toBe('ran');
  });

  it("does not hold one user's changes behind another's", async () => {
    const finished: string[] = [];
    await Promise.all([
      withColumnLock(handle.db, 3, async (tx) => {
        await tx.execute(sql`SELECT pg_sleep(0.3)`);
        finished.push('slow user');
      }),
      withColumnLock(handle.db, 4, async () => {
        finished.push('other user');
      }),
    ]);
    expect(finished).toEqual(['other user', 'slow user']);
  });
});
