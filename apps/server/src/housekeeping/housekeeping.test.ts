import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import { migrationsFolderFrom, openDatabase } from '../db/client.js';
import { describeOnDatabases, serverRoot } from '../../test/harness.js';
import { purgeExpiredCredentials } from './expired-credentials.js';
import { startHousekeeping } from './schedule.js';

/** Rows of a raw query, whichever driver answered. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describeOnDatabases(
  'Housekeeping',
  (h) => {
    const count = async (table: 'sessions' | 'refresh_tokens') => {
      const result = await h.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      return (rowsOf(result)[0] as { n: number }).n;
    };

    /** Two users, each with a session and a refresh token; the first user's are then made unusable. */
    async function twoUsers() {
      const stale = h.agent();
      await stale.register('stale@example.com');
      const live = h.agent();
      await live.register('live@example.com');
      await h.database.exec(`
        UPDATE sessions SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE email = 'stale@example.com');
        UPDATE refresh_tokens SET revoked_at = now()
          WHERE user_id = (SELECT id FROM users WHERE email = 'stale@example.com');
        INSERT INTO refresh_tokens (jti, user_id, expires_at)
          SELECT 'expired-jti', id, now() - interval '1 day' FROM users WHERE email = 'live@example.com';`);
      return { live };
    }

    it('deletes expired sessions and expired or revoked refresh tokens, and nothing that still works', async () => {
      const { live } = await twoUsers();
      expect([await count('sessions'), await count('refresh_tokens')]).toEqual([2, 3]);
      expect(await purgeExpiredCredentials(h.database.db)).toEqual({ sessions: 1, refreshTokens: 2 });
      expect([await count('sessions'), await count('refresh_tokens')]).toEqual([1, 1]);
      expect((await live.get('/dj-rest-auth/user/')).statusCode).toBe(200);
      expect((await live.post('/dj-rest-auth/token/refresh/')).statusCode).toBe(200);
      expect(await purgeExpiredCredentials(h.database.db)).toEqual({ sessions: 0, refreshTokens: 1 });
    });
  },
  // Not during these tests: they count what one purge deletes.
  { app: { housekeeping: { firstRunMs: 3_600_000, everyMs: 3_600_000 } } },
);

describeOnDatabases(
  'Housekeeping on a timer',
  (h) => {
    it('runs by itself while the server is up', async () => {
      const stale = h.agent();
      await stale.register('stale@example.com');
      await h.agent().register('live@example.com');
      await h.database.exec(`UPDATE sessions SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE email = 'stale@example.com')`);
      await vi.waitFor(
        async () => {
          const result = await h.database.db.execute(
            sql`SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id`,
          );
          expect(rowsOf(result)).toEqual([{ email: 'live@example.com' }]);
        },
        { timeout: 5_000, interval: 50 },
      );
    });
  },
  { app: { housekeeping: { firstRunMs: 20, everyMs: 50 } } },
);

it('logs a failed run as a warning and stops cleanly', async () => {
  const database = await openDatabase({
    pgliteDir: mkdtempSync(path.join(tmpdir(), 'hs-housekeeping-')),
    migrationsFolder: migrationsFolderFrom(serverRoot),
  });
  await database.close();
  const lines: Array<{ level: number; msg: string }> = [];
  const { log } = Fastify({ logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } } });
  const stop = startHousekeeping(database.db, log, { firstRunMs: 1, everyMs: 20 });
  // It keeps trying after a failure.
  await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 10 });
  await stop();
  expect(lines[0]).toMatchObject({ level: 40, msg: 'housekeeping failed; will try again' });
  const afterStop = lines.length;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(lines.length).toBe(afterStop);
});
