import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import { migrationsFolderFrom, openDatabase } from '../db/client.js';
import { describeOnDatabases, serverRoot } from '../../test/harness.js';
import { purgeExpiredCredentials } from './expired-credentials.js';
import { purgeFinishedMail } from './finished-mail.js';
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

    const IDLE = 12 * 3600;

    /** Three users, each with a session and a refresh token; the first two users' sessions are then unusable. */
    async function threeUsers() {
      await h.agent().register('stale@example.com');
      await h.agent().register('idle@example.com');
      const live = h.agent();
      await live.register('live@example.com');
      await h.database.exec(`
        UPDATE sessions SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE email = 'stale@example.com');
        UPDATE sessions SET last_seen_at = now() - interval '13 hours'
          WHERE user_id = (SELECT id FROM users WHERE email = 'idle@example.com');
        INSERT INTO refresh_tokens (jti, user_id, session_id, expires_at)
          SELECT 'expired-jti', user_id, id, now() - interval '1 day' FROM sessions
          WHERE user_id = (SELECT id FROM users WHERE email = 'live@example.com');`);
      return { live };
    }

    it('deletes expired and idle sessions with their refresh tokens, expired tokens, and nothing that still works', async () => {
      const { live } = await threeUsers();
      expect([await count('sessions'), await count('refresh_tokens')]).toEqual([3, 4]);
      expect(await purgeExpiredCredentials(h.database.db, IDLE)).toEqual({ sessions: 2, refreshTokens: 1 });
      expect([await count('sessions'), await count('refresh_tokens')]).toEqual([1, 1]);
      expect((await live.get('/dj-rest-auth/user/')).statusCode).toBe(200);
      expect((await live.post('/dj-rest-auth/token/refresh/')).statusCode).toBe(200);
      // The used token stays (until it expires or its session ends) so that presenting it again can be noticed.
      expect(await purgeExpiredCredentials(h.database.db, IDLE)).toEqual({ sessions: 0, refreshTokens: 0 });
      expect(await count('refresh_tokens')).toBe(2);
    });

    it('deletes the records of mails sent or given up over 30 days ago, and never one that waits', async () => {
      await h.agent().register('mail@example.com');
      await h.database.exec(`
        DELETE FROM outbox;
        INSERT INTO outbox (user_id, kind, created_at, sent_at, gave_up_at, next_attempt_at) VALUES
          (NULL, 'password_reset', now() - interval '40 days', NULL, now() - interval '31 days', now()),
          ((SELECT id FROM users), 'password_reset', now() - interval '40 days', now() - interval '31 days', NULL, now()),
          ((SELECT id FROM users), 'verify_email', now() - interval '40 days', now() - interval '29 days', NULL, now()),
          -- Waiting for a retry the app's worker will not reach during the test.
          ((SELECT id FROM users), 'password_reset', now() - interval '40 days', NULL, NULL, now() + interval '1 day');`);
      expect(await purgeFinishedMail(h.database.db)).toBe(2);
      const left = rowsOf(await h.database.db.execute(sql`SELECT sent_at IS NULL AS waiting FROM outbox ORDER BY id`));
      expect(left).toEqual([{ waiting: false }, { waiting: true }]);
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
