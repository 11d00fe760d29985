import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.js';
import type { holdTasks } from './fixtures/hold-tasks.js';
import {
  createWorkPool,
  WorkBusyError,
  WorkPoolClosedError,
  WorkTaskError,
  type WorkPool,
  type WorkPoolOptions,
} from './pool.js';

type HoldPool = WorkPool<typeof holdTasks>;
const HOLD_WORKER = new URL('./fixtures/hold-tasks.ts', import.meta.url);
const pools: HoldPool[] = [];

/** Shared cells: each hold task marks its start and waits for its release (fixtures/hold-tasks.ts). */
function latches(count: number) {
  const cells = new Int32Array(new SharedArrayBuffer(8 * count));
  return {
    cells,
    started: (slot: number) => Atomics.load(cells, 2 * slot) === 1,
    release: (slot: number) => {
      Atomics.store(cells, 2 * slot + 1, 1);
      Atomics.notify(cells, 2 * slot + 1);
    },
    releaseAll: () => {
      for (let slot = 0; slot < count; slot += 1) {
        Atomics.store(cells, 2 * slot + 1, 1);
        Atomics.notify(cells, 2 * slot + 1);
      }
    },
  };
}

function holdPool(options: WorkPoolOptions): HoldPool {
  const pool = createWorkPool<typeof holdTasks>({ worker: HOLD_WORKER, ...options });
  pools.push(pool);
  return pool;
}

/** Lets the threads run a while: long enough for a task that was free to start to have started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const waitUntil = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 20_000 });

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('a user’s concurrency limit', () => {
  it('keeps a user’s fifth task waiting while another user’s task runs on a free thread', async () => {
    const pool = holdPool({ threads: 6, perUser: 4, perUserQueue: 1, maxQueue: 20 });
    const { cells, started, release, releaseAll } = latches(8);
    pool.warmUp();
    const ada = [0, 1, 2, 3, 4].map((slot) => pool.run('ada', 'hold', { cells, slot }));
    const bob = pool.run('bob', 'hold', { cells, slot: 5 });
    await waitUntil(() => [0, 1, 2, 3, 5].every(started));
    expect(pool.userLoad('ada')).toEqual({ running: 4, waiting: 1 });

    // A thread is free (six threads, five tasks running), yet Ada's fifth waits; Cy's task takes the free thread.
    const cy = pool.run('cy', 'hold', { cells, slot: 6 });
    await waitUntil(() => started(6));
    await settle();
    expect(started(4)).toBe(false);

    // Ada has four running and one waiting: her next is refused, as a 429 the HTTP layer answers.
    const refused = await pool.run('ada', 'hold', { cells, slot: 7 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkBusyError);
    expect((refused as WorkBusyError).scope).toBe('user');

    release(0);
    await expect(ada[0]).resolves.toBe(0);
    await waitUntil(() => started(4));
    releaseAll();
    await expect(Promise.all([...ada, bob, cy])).resolves.toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pool.userLoad('ada')).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting task whose request gave up, and never starts it', async () => {
    const pool = holdPool({ threads: 2, perUser: 1 });
    const { cells, started, release } = latches(2);
    const first = pool.run(1, 'hold', { cells, slot: 0 });
    const gaveUp = new AbortController();
    const second = pool.run(1, 'hold', { cells, slot: 1 }, { signal: gaveUp.signal });
    await waitUntil(() => started(0));
    gaveUp.abort(new Error('client went away'));
    await expect(second).rejects.toThrow('client went away');
    expect(pool.userLoad(1)).toEqual({ running: 1, waiting: 0 });
    release(0);
    await expect(first).resolves.toBe(0);
    await settle();
    expect(started(1)).toBe(false);
  });
});

describe('a full queue', () => {
  it('refuses at once with WorkBusyError and a Retry-After, and accepts again once work drains', async () => {
    const pool = holdPool({ threads: 1, maxQueue: 2, perUser: 10 });
    const { cells, started, releaseAll } = latches(5);
    const accepted = [0, 1, 2].map((slot) => pool.run(slot, 'hold', { cells, slot }));
    await waitUntil(() => started(0));
    expect(pool.stats()).toMatchObject({ running: 1, queued: 2 });

    const refused = await pool.run(3, 'hold', { cells, slot: 3 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkBusyError);
    expect((refused as WorkBusyError).scope).toBe('server');
    const seconds = (refused as WorkBusyError).retryAfterSeconds;
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);

    releaseAll();
    await expect(Promise.all(accepted)).resolves.toEqual([0, 1, 2]);
    await expect(pool.run(4, 'hold', { cells, slot: 4 })).resolves.toBe(4);
  });

  it('counts tasks waiting for their user’s turn as queued', async () => {
    const pool = holdPool({ threads: 2, maxQueue: 1, perUser: 1, perUserQueue: 5 });
    const { cells, started, releaseAll } = latches(3);
    const running = pool.run('ada', 'hold', { cells, slot: 0 });
    const waiting = pool.run('ada', 'hold', { cells, slot: 1 });
    await waitUntil(() => started(0));
    await expect(pool.run('ada', 'hold', { cells, slot: 2 })).rejects.toMatchObject({ scope: 'server' });
    releaseAll();
    await expect(Promise.all([running, waiting])).resolves.toEqual([0, 1]);
  });

  it.each([
    [new WorkBusyError('server', 7), 503, '7'],
    [new WorkBusyError('user', 3), 429, '3'],
    [new WorkPoolClosedError(), 503, '5'],
  ])('is answered over HTTP with its status and Retry-After (%s)', async (error, status, retryAfter) => {
    const app = Fastify();
    registerErrorHandler(app, { accountGone: async () => false });
    app.get('/heavy', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/heavy' });
    await app.close();
    expect(res.statusCode).toBe(status);
    expect(res.headers['retry-after']).toBe(retryAfter);
    expect(res.json()).toEqual({ detail: error.message });
  });
});

describe('answers and errors crossing threads', () => {
  it('returns bytes as a Buffer and rebuilds a thrown error with its name and code', async () => {
    const pool = holdPool({ threads: 1 });
    const bytes = await pool.run(1, 'bytes', { text: 'héllo' });
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString('utf8')).toBe('héllo');
    const error = await pool.run(1, 'fail', { code: 'E_RANGE' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(WorkTaskError);
    expect(error).toMatchObject({ name: 'RangeError', message: 'out of range', code: 'E_RANGE' });
    await expect(pool.run(1, 'nope' as 'bytes', { text: '' })).rejects.toThrow('No task named "nope"');
  });
});

describe('closing', () => {
  it('refuses new tasks, rejects waiting ones, lets running ones finish and stops its threads', async () => {
    const pool = holdPool({ threads: 1, perUser: 1 });
    const { cells, started, release } = latches(2);
    const running = pool.run('ada', 'hold', { cells, slot: 0 });
    const waiting = pool.run('ada', 'hold', { cells, slot: 1 });
    await waitUntil(() => started(0));
    expect(pool.stats().threads).toBe(1);

    const closing = pool.close();
    await expect(waiting).rejects.toBeInstanceOf(WorkPoolClosedError);
    await expect(pool.run('bob', 'hold', { cells, slot: 1 })).rejects.toBeInstanceOf(WorkPoolClosedError);
    release(0);
    await expect(running).resolves.toBe(0);
    await closing;
    expect(pool.stats().threads).toBe(0);
    expect(started(1)).toBe(false);
  });

  it('closes at once when no task ever ran (no thread was started)', async () => {
    const pool = holdPool({});
    await pool.close();
    expect(pool.stats()).toEqual({ threads: 0, running: 0, queued: 0, users: 0 });
  });
});
