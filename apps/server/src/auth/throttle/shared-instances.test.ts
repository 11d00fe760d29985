import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { describeNeeding, openScratchDatabase } from '../../../test/harness.js';
import { RedisThrottleStore } from './store.js';

const redisUrl = process.env.TEST_REDIS_URL;

describeNeeding(['redis'], 'throttling shared by two instances through Redis', () => {
  it('counts failed logins on either instance against one limit, atomically', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-redis-')) });
    const database = await openScratchDatabase('pglite');
    const namespace = `test:${process.pid}:${Date.now()}`;
    const stores = await Promise.all([
      RedisThrottleStore.connect(redisUrl!, namespace),
      RedisThrottleStore.connect(redisUrl!, namespace),
    ]);
    const apps = await Promise.all(
      stores.map((throttleStore) => buildApp({ config, database, throttleStore, logger: false })),
    );
    try {
      const login = (i: number) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/dj-rest-auth/login/',
          payload: { email: `nobody${i}@example.com`, password: 'wrong-Password-1' },
        });
      for (let i = 0; i < 10; i += 1) expect((await login(i)).statusCode).toBe(400);
      const eleventh = await login(10);
      expect(eleventh.statusCode).toBe(429);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);

      // Sixty guesses for one account at once, spread over both instances (from other addresses): five processed.
      const guesses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/dj-rest-auth/login/',
            remoteAddress: `10.0.${Math.floor(i / 200)}.${i % 200}`,
            payload: { email: 'target@example.com', password: 'wrong-Password-1' },
          }),
        ),
      );
      const codes = guesses.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 400)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(55);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(stores.map((store) => store.close()));
      await database.close();
    }
  });
});
