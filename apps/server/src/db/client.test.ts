// The PostgreSQL pool's size: by default two connections per core within bounds, or what DATABASE_POOL_SIZE says.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeNeeding, migrationsFolder, scratchPostgresUrl } from '../../test/harness.js';
import { defaultPoolSize, openDatabase } from './client.js';

describe('the default pool size', () => {
  it.each([
    [1, 4],
    [2, 4],
    [3, 6],
    [5, 10],
    [64, 10],
  ])('%i cores: %i connections', (cores, size) => {
    expect(defaultPoolSize(cores)).toBe(size);
  });
});

describeNeeding(['postgres'], 'the pool on PostgreSQL', () => {
  it('opens no more connections than its size, however many statements wait', async () => {
    const database = await scratchPostgresUrl('hs_pool');
    const handle = await openDatabase({
      databaseUrl: database.url,
      poolSize: 2,
      migrationsFolder,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => handle.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.1)`)),
      );
      const pids = new Set(
        answers.map((answer) => (answer as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid),
      );
      expect(pids.size).toBe(2);
    } finally {
      await handle.close();
      await database.drop();
    }
  }, 60_000);
});
