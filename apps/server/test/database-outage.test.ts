/** With PostgreSQL unreachable the server answers 503 with a detail, then recovers by itself. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { describeNeeding, migrationsFolder } from './harness.js';
import { startProxy } from './tcp-proxy.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describeNeeding(['postgres'], 'PostgreSQL going away', () => {
  it('answers 503 with a detail (no hang, no crash), /healthz says so, and it recovers when the database returns', async () => {
    const name = `hs_outage_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(adminUrl!);
    const proxy = await startProxy(target);
    const url = new URL(adminUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-outage-')) });
    const app = await buildApp({ config, database, logger: false });
    try {
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
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
      await proxy.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
