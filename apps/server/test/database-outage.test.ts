/** With PostgreSQL unreachable the server answers 503 with a detail, then recovers by itself. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { describeNeeding, migrationsFolder } from './harness.js';
import { SmtpSink } from './smtp-sink.js';
import { startProxy } from './tcp-proxy.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What the process reports as `event` until the test ends: a crash, had nothing been listening. */
function watchProcess(event: 'unhandledRejection' | 'uncaughtException'): unknown[] {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on(event, listener);
  cleanups.push(async () => void process.off(event, listener));
  return seen;
}

/** An app on its own database, reached through a proxy the test can cut or stall. */
async function appBehindProxy(label: string, env: Record<string, string> = {}) {
  const name = `hs_outage_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const proxy = await startProxy(new URL(adminUrl!));
  cleanups.push(() => proxy.close());
  const url = new URL(adminUrl!);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder });
  cleanups.push(() => database.close().catch(() => undefined));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-outage-')), ...env });
  const app = await buildApp({ config, database, logger: false });
  cleanups.push(() => app.close());
  await app.ready();
  return { app, proxy, database };
}

describeNeeding(['postgres'], 'PostgreSQL going away', () => {
  it('answers 503 with a detail (no hang, no crash), /healthz says so, and it recovers when the database returns', async () => {
    const { app, proxy } = await appBehindProxy('cut');
    const register = await app.inject({
      method: 'POST',
      url: '/dj-rest-auth/registration/',
      payload: { email: 'outage@example.com', password1: 'river-Tango-42', password2: 'river-Tango-42' },
    });
    expect(register.statusCode).toBe(201);
    const { access } = register.json();
    const asUser = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${access}` }, ...(payload ? { payload } : {}) });
    expect((await asUser('GET', '/api/content/skills/')).statusCode).toBe(200);

    proxy.cut();
    const started = Date.now();
    for (const res of [
      await asUser('GET', '/api/content/skills/'),
      await asUser('POST', '/api/content/skills/', { skill_name: 'Go' }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toEqual(expect.any(String));
      expect(res.headers['retry-after']).toBeDefined();
    }
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(20_000);

    proxy.restore();
    await expect.poll(async () => (await app.inject({ url: '/healthz' })).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await asUser('POST', '/api/content/skills/', { skill_name: 'Go' })).statusCode).toBe(201);
    expect((await asUser('GET', '/api/content/skills/')).json()).toHaveLength(1);
  }, 60_000);

  it('answers /healthz 503 when the network swallows the ping, and the ping failing later crashes nothing', async () => {
    const { app, proxy } = await appBehindProxy('stall');
    const unhandled = watchProcess('unhandledRejection');
    proxy.stall();
    // Once the pool has seen its idle connections drop, the ping has to open a new one, which hangs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(4_000);
    // The connection attempt the health check gave up on fails at the pool's connect timeout, seconds later.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(unhandled).toEqual([]);
    proxy.restore();
    await expect.poll(async () => (await app.inject({ url: '/healthz' })).statusCode, { timeout: 15_000 }).toBe(200);
  }, 60_000);

  it('keeps running when the database goes away while a mail is being sent', async () => {
    const sink = await SmtpSink.start();
    cleanups.push(() => sink.close());
    const { app, proxy } = await appBehindProxy('mail', { SMTP_URL: sink.url });
    const unhandled = watchProcess('unhandledRejection');
    const release = sink.holdAnswers();
    const register = await app.inject({
      method: 'POST',
      url: '/dj-rest-auth/registration/',
      payload: { email: 'mail-outage@example.com', password1: 'river-Tango-42', password2: 'river-Tango-42' },
    });
    expect(register.statusCode).toBe(201);
    // The confirmation mail is on the SMTP server, waiting for its answer; the database goes while it waits.
    await expect.poll(() => sink.heldCount, { timeout: 15_000 }).toBe(1);
    proxy.cut();
    release();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(unhandled).toEqual([]);
    proxy.restore();
    await expect.poll(async () => (await app.inject({ url: '/healthz' })).statusCode, { timeout: 15_000 }).toBe(200);
    expect(sink.mailsTo('mail-outage@example.com')).toHaveLength(1);
  }, 60_000);

  it('crashes nothing when a connection drops while checked out (a transaction or a lock between statements)', async () => {
    const { proxy, database } = await appBehindProxy('held');
    const uncaught = watchProcess('uncaughtException');
    const client = await database.pool!.connect();
    await client.query('SELECT 1');
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();
    expect(uncaught).toEqual([]);
  });
});
