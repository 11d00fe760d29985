/**
 * The mail outbox across real server processes: a mail asked for just before the server is killed (SIGKILL) still
 * arrives, once, after a restart; two servers on one PostgreSQL share one queue and never send a mail twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, describeNeeding, scratchPostgresUrl, type DatabaseKind } from './harness.js';
import { freePort, start, waitHealthy, type Started } from './server-process.js';
import { linkIn, SmtpSink } from './smtp-sink.js';

const PUBLIC_URL = 'https://app.hirestride.test';
const RESET = /Reset your/;
const CONFIRM = /Confirm your email/;

const sink = await SmtpSink.start();
const dirs: string[] = [];
afterAll(async () => {
  await sink.close();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-outbox-'));
  dirs.push(dir);
  return dir;
}

/** A JSON POST without cookies (so no CSRF token is asked for), as an API client sends it. */
async function post(server: Started, url: string, body: unknown): Promise<number> {
  const res = await fetch(server.url + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.text();
  return res.status;
}

async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const mailEnv = { SMTP_URL: sink.url, PUBLIC_URL, MAIL_RETRY_DELAY: '1s', LOG_LEVEL: 'warn' };

const databases: Record<DatabaseKind, () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>> = {
  pglite: async () => ({ env: { DATA_DIR: dataDir() }, drop: async () => undefined }),
  postgres: async () => {
    const db = await scratchPostgresUrl('hs_outbox');
    return { env: { DATA_DIR: dataDir(), DATABASE_URL: db.url }, drop: db.drop };
  },
};

describeEachDatabase('mail outbox across a crash', (kind) => {
  it('delivers, once, the mails asked for before a SIGKILL, after the restart', async () => {
    const { env, drop } = await databases[kind]();
    const port = String(await freePort());
    sink.clear();
    await sink.stop();
    try {
      const first = start({ ...mailEnv, ...env, PORT: port });
      await waitHealthy(first);
      const email = `crash-${kind}@example.com`;
      expect(
        await post(first, '/dj-rest-auth/registration/', {
          email,
          password1: 'river-Tango-42',
          password2: 'river-Tango-42',
        }),
      ).toBe(201);
      expect(await post(first, '/dj-rest-auth/password/reset/', { email })).toBe(200);
      // Both answers promised a mail; SMTP is down, so neither has gone. Each has failed a try and waits for the next.
      await until(() => (first.output().match(/will try again/g) ?? []).length >= 2, 10_000, 'the failed tries');
      first.child.kill('SIGKILL');
      await first.exited;

      await sink.restart();
      const second = start({ ...mailEnv, ...env, PORT: port });
      try {
        await waitHealthy(second);
        const reset = await sink.waitFor(email, { subject: RESET, timeoutMs: 20_000 });
        expect(linkIn(reset)).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password/`));
        await sink.waitFor(email, { subject: CONFIRM, timeoutMs: 20_000 });
        await sleep(2_500);
        expect(sink.mailsTo(email)).toHaveLength(2);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await sink.restart();
      await drop();
    }
  }, 90_000);
});

describeNeeding(['postgres'], 'mail outbox on two servers', () => {
  it('shares one queue: every mail goes once, whichever server took the request or sent it', async () => {
    const db = await scratchPostgresUrl('hs_outbox_two');
    sink.clear();
    // At info level, each server logs the mails it sent.
    const env = { ...mailEnv, LOG_LEVEL: 'info', DATABASE_URL: db.url, SECRET_KEY: 's'.repeat(48) };
    const servers = [
      start({ ...env, DATA_DIR: dataDir(), PORT: String(await freePort()) }),
      start({ ...env, DATA_DIR: dataDir(), PORT: String(await freePort()) }),
    ];
    try {
      await Promise.all(servers.map(waitHealthy));
      const emails = Array.from({ length: 12 }, (_, i) => `shared-${i}@example.com`);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      // Verified accounts: only the resets below are mailed.
      for (const email of emails)
        await client.query('INSERT INTO users (email, email_verified) VALUES ($1, true)', [email]);
      await client.end();

      // Asked for while SMTP is down, so every mail waits in the queue, and both servers then race for them.
      await sink.stop();
      for (const [i, email] of emails.entries()) {
        expect(await post(servers[i % 2]!, '/dj-rest-auth/password/reset/', { email })).toBe(200);
      }
      await sleep(1_500);
      await sink.restart();
      for (const email of emails) await sink.waitFor(email, { subject: RESET, timeoutMs: 30_000 });
      await sleep(3_000);
      for (const email of emails) expect(sink.mailsTo(email)).toHaveLength(1);
      // Each mail was sent by exactly one of the two servers' workers.
      const sentBy = servers.map((server) => (server.output().match(/"event":"mail_sent"/g) ?? []).length);
      expect(sentBy.reduce((a, b) => a + b, 0)).toBe(emails.length);
    } finally {
      await sink.restart();
      for (const server of servers) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      await db.drop();
    }
  }, 120_000);
});
