import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { parseRate } from './rate.js';
import { MemoryThrottleStore, RedisThrottleStore, type ThrottleStore } from './store.js';
import { Throttle } from './throttle.js';

const stores: Array<[string, () => Promise<ThrottleStore | null>]> = [
  ['memory', async () => new MemoryThrottleStore()],
  [
    'redis',
    async () => {
      const url = process.env.TEST_REDIS_URL;
      return url ? RedisThrottleStore.connect(url, `test:${process.pid}:${Date.now()}`) : null;
    },
  ],
];

describe.each(stores)('Throttle on %s', (_name, make) => {
  let store: ThrottleStore | null = null;
  afterAll(async () => store?.close());

  it('allows up to the limit, then answers 429 with Retry-After', async (ctx) => {
    store = await make();
    if (!store) return ctx.skip('needs Redis: set TEST_REDIS_URL');
    const throttle = new Throttle(store);
    const key = `test:${Math.random()}`;
    const rate = parseRate('3/min');
    for (let i = 0; i < 3; i += 1) await throttle.hit(key, rate);
    const error = await throttle.hit(key, rate).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    const retryAfter = Number((error as HttpError).headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await throttle.clear(key);
    await expect(throttle.hit(key, rate)).resolves.toBeUndefined();
  });

  it('forgets events older than the window', async (ctx) => {
    store ??= await make();
    if (!store) return ctx.skip('needs Redis: set TEST_REDIS_URL');
    const throttle = new Throttle(store);
    const key = `test:${Math.random()}`;
    const rate = { limit: 1, windowMs: 50, text: '1/50ms' };
    await throttle.hit(key, rate);
    await expect(throttle.hit(key, rate)).rejects.toBeInstanceOf(HttpError);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(throttle.hit(key, rate)).resolves.toBeUndefined();
  });

  it('lets exactly the limit through when many attempts arrive at once', async (ctx) => {
    store ??= await make();
    if (!store) return ctx.skip('needs Redis: set TEST_REDIS_URL');
    const throttle = new Throttle(store);
    const key = `test:${Math.random()}`;
    const rate = parseRate('5/5min');
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => throttle.reserve(key, rate)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });

  it('gives a released reservation back, and reserveAll gives back the others when one limit refuses', async (ctx) => {
    store ??= await make();
    if (!store) return ctx.skip('needs Redis: set TEST_REDIS_URL');
    const throttle = new Throttle(store);
    const [roomy, full] = [`test:${Math.random()}`, `test:${Math.random()}`];
    const one = parseRate('1/min');
    const hold = await throttle.reserve(roomy, one);
    await hold.release();
    await throttle.hit(full, one);
    await expect(
      throttle.reserveAll([
        [roomy, one],
        [full, one],
      ]),
    ).rejects.toBeInstanceOf(HttpError);
    // The roomy key's place was given back when the full one refused.
    await expect(throttle.reserve(roomy, one)).resolves.toBeDefined();
  });
});
