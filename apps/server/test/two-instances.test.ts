/** Two instances on one PostgreSQL (and one Redis): sign-in, CSRF, throttling and edits work across both. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { RedisThrottleStore } from '../src/auth/throttle/store.js';
import { loadConfig } from '../src/config.js';
import { Agent, openScratchDatabase } from './harness.js';

const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/** An agent whose every request goes to the other instance than the one before. */
class AlternatingAgent extends Agent {
  private turn = 0;
  constructor(private readonly apps: FastifyInstance[]) {
    super(apps[0]!);
  }
  override async request(...args: Parameters<Agent['request']>) {
    this.app = this.apps[this.turn++ % this.apps.length]!;
    return super.request(...args);
  }
}

describe.skipIf(!ready)('two server instances', () => {
  it('share sessions, CSRF tokens, refresh tokens, throttling and data', async () => {
    const database = await openScratchDatabase('postgres');
    // Same SECRET_KEY (one config), as the README asks of several instances.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-two-')),
      SECRET_KEY: 'k'.repeat(48),
    });
    const namespace = `test:${process.pid}:${Date.now()}`;
    const stores = [
      await RedisThrottleStore.connect(process.env.TEST_REDIS_URL!, namespace),
      await RedisThrottleStore.connect(process.env.TEST_REDIS_URL!, namespace),
    ];
    const apps = [];
    for (const throttleStore of stores) apps.push(await buildApp({ config, database, throttleStore, logger: false }));
    try {
      const user = new AlternatingAgent(apps);
      expect((await user.register('both@example.com')).statusCode).toBe(201); // csrf on A, registration on B
      expect((await user.get('/dj-rest-auth/user/')).statusCode).toBe(200);
      const created = await user.post('/api/content/skills/', { skill_name: 'Go' });
      expect(created.statusCode).toBe(201);
      expect((await user.put(`/api/content/skills/${created.json().id}/`, { skill_name: 'Rust' })).statusCode).toBe(
        200,
      );
      expect((await user.get('/api/content/skills/')).json()).toEqual([
        { id: created.json().id, skill_name: 'Rust', proficiency: '', category: '' },
      ]);
      expect((await user.post('/dj-rest-auth/logout/', undefined, { noCsrf: true })).statusCode).toBe(403);
      expect((await user.post('/dj-rest-auth/token/refresh/')).statusCode).toBe(200);
      expect((await user.post('/dj-rest-auth/logout/')).statusCode).toBe(200);
      expect((await user.get('/dj-rest-auth/user/')).statusCode).toBe(401);

      const attacker = new AlternatingAgent(apps);
      for (let i = 0; i < 10; i += 1)
        expect((await attacker.login(`x${i}@example.com`, 'wrong-Password-1')).statusCode).toBe(400);
      expect((await attacker.login('x10@example.com', 'wrong-Password-1')).statusCode).toBe(429);
    } finally {
      for (const app of apps) await app.close();
      for (const store of stores) await store.close();
      await database.close();
    }
  }, 60_000);
});
