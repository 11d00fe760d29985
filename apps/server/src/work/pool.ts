/**
 * The work pool: CPU-heavy tasks (files, the match engine over postings, trends, imports) run in worker threads so
 * the request thread stays free for the light reads. Each user has at most `perUser` tasks running; the next ones
 * wait their turn in the user's own line (at most `perUserQueue` of them). Everything accepted and not yet running
 * counts against `maxQueue`; past it, a task is refused at once with WorkBusyError (503 with Retry-After) rather
 * than queued behind work it would wait seconds for.
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { PostingError } from '@hirestride/match';
import { WorkBusyError, WorkPoolClosedError, WorkTaskError } from './errors.js';
import { workPoolOptionsFromEnv, type WorkPoolOptions } from './options.js';
import type { TaskMessage, TaskTable, ThrownInThread } from './run-in-thread.js';
import type { Tasks } from './tasks.js';

/** The heap a thread may grow to: ample for the largest resume file drawn, small enough to stop a runaway read. */
export const THREAD_MEMORY_MB = 1024;

export { WorkBusyError, WorkPoolClosedError, WorkTaskError };
export { workPoolOptionsFromEnv, type WorkPoolOptions };

export type UserKey = number | string;

const isThrownInThread = (error: unknown): error is ThrownInThread =>
  typeof error === 'object' && error !== null && (error as ThrownInThread).thrownInThread === true;

/** The error as the caller would have seen it had the function run on its own thread. */
function rebuild(taskName: string, error: unknown): unknown {
  if (!isThrownInThread(error)) return error;
  // The engine's refusal is answered as a 400 by the routes (`instanceof PostingError`): keep its class.
  if (error.name === 'PostingError') return new PostingError(error.code as PostingError['code'], error.message);
  return new WorkTaskError(taskName, error);
}

/** A task's bytes arrive as a Uint8Array; the callers (reply.send, Buffer methods) expect a Buffer over them. */
const asBuffer = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

type Input<T extends TaskTable, K extends keyof T> = Parameters<T[K]>[0];
/** What a task answers, as it arrives: bytes as a Buffer. */
type Output<T extends TaskTable, K extends keyof T> =
  Awaited<ReturnType<T[K]>> extends Uint8Array ? Buffer : Awaited<ReturnType<T[K]>>;

export interface RunOptions {
  /** Gives up while the task still waits for the user's turn (a closed request); a started task runs to the end. */
  signal?: AbortSignal;
}

export interface WorkPool<T extends TaskTable = Tasks> {
  /** Runs `task` for `userId` in a thread; rejects with WorkBusyError when it cannot be accepted now. */
  run<K extends keyof T & string>(
    userId: UserKey,
    task: K,
    input: Input<T, K>,
    options?: RunOptions,
  ): Promise<Output<T, K>>;
  /** Starts the threads now rather than on the first task (a server calls it once it listens). */
  warmUp(): void;
  /** Refuses new tasks, rejects those still waiting for their turn, lets running ones finish, stops the threads. */
  close(): Promise<void>;
  /** What is running and waiting: for tests, logs and health. */
  stats(): { threads: number; running: number; queued: number; users: number };
  /** One user's tasks running and waiting for their turn. */
  userLoad(userId: UserKey): { running: number; waiting: number };
}

interface Waiting {
  start: () => void;
  abort: (error: unknown) => void;
}

interface UserLine {
  running: number;
  waiting: Waiting[];
}

/**
 * The thread's module. Built, dist/worker.js next to the bundle. From source (vitest, tsx), source-thread.mjs, which
 * loads the TypeScript module named in workerData through tsx (Node 20 ignores a worker's --import flags).
 */
function threadModule(typescriptWorker?: URL): { filename: string; workerData?: { typescriptWorker: string } } {
  const here = import.meta.url;
  const typescript = typescriptWorker ?? (here.endsWith('.ts') ? new URL('./worker.ts', here) : undefined);
  if (typescript && typescript.pathname.endsWith('.ts'))
    return {
      filename: new URL('./source-thread.mjs', here).href,
      workerData: { typescriptWorker: typescript.href },
    };
  return { filename: (typescriptWorker ?? new URL('./worker.js', here)).href };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function createWorkPool<T extends TaskTable = Tasks>(options: WorkPoolOptions = {}): WorkPool<T> {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? 100;
  const perUser = options.perUser ?? 2;
  const perUserQueue = options.perUserQueue ?? 4;
  const location = threadModule(options.worker);

  let piscina: Piscina<TaskMessage, unknown> | undefined;
  let closed = false;
  /** Handed to piscina and not yet settled: running in a thread, or next in piscina's own line. */
  let dispatched = 0;
  /** Waiting in users' lines. */
  let waitingInLines = 0;
  const lines = new Map<UserKey, UserLine>();
  // A running average of how long a task takes, for Retry-After; a first guess of a PDF's time.
  let averageMs = 200;

  const threadsOnce = () =>
    (piscina ??= new Piscina<TaskMessage, unknown>({
      filename: location.filename,
      workerData: location.workerData,
      minThreads: threads,
      maxThreads: threads,
      // The threads stay for the pool's life: a new one loads React, the PDF fonts and the dictionary again.
      idleTimeout: Number.MAX_SAFE_INTEGER,
      closeTimeout: 10_000,
      // A hostile upload (a resume file built to blow up when read) ends its own thread, not the server: the
      // thread is replaced and the task fails with ERR_WORKER_OUT_OF_MEMORY.
      resourceLimits: { maxOldGenerationSizeMb: THREAD_MEMORY_MB },
      // Through @napi-rs/nice, piscina's optional dependency; where it is missing the threads keep normal priority.
      niceIncrement: clamp(Math.round(options.nice ?? 10), 0, 19),
    }));

  const running = () => Math.min(dispatched, threads);
  const queued = () => dispatched - running() + waitingInLines;
  const retryAfter = () => clamp(Math.ceil(((queued() + running()) * averageMs) / threads / 1000), 1, 60);

  const lineOf = (userId: UserKey) => {
    let line = lines.get(userId);
    if (!line) lines.set(userId, (line = { running: 0, waiting: [] }));
    return line;
  };

  /** Sends one task to the threads; when it settles, the user's next waiting task takes its place. */
  async function dispatch(userId: UserKey, line: UserLine, task: string, input: unknown): Promise<unknown> {
    line.running += 1;
    dispatched += 1;
    const started = performance.now();
    try {
      return asBuffer(await threadsOnce().run({ task, input }));
    } catch (error) {
      throw rebuild(task, error);
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      dispatched -= 1;
      line.running -= 1;
      const next = line.waiting.shift();
      if (next) {
        waitingInLines -= 1;
        next.start();
      } else if (line.running === 0) lines.delete(userId);
    }
  }

  return {
    run(userId, task, input, runOptions = {}) {
      if (closed) return Promise.reject(new WorkPoolClosedError());
      const line = lines.get(userId);
      const userBusy = line !== undefined && line.running >= perUser;
      if (userBusy && line.waiting.length >= perUserQueue)
        return Promise.reject(new WorkBusyError('user', retryAfter()));
      // Would not start at once (the user's turn, or every thread taken) and the line is full: refused now.
      if ((userBusy || dispatched >= threads) && queued() >= maxQueue)
        return Promise.reject(new WorkBusyError('server', retryAfter()));
      const own = lineOf(userId);
      if (own.running < perUser) return dispatch(userId, own, task, input) as Promise<Output<T, typeof task>>;
      // The user's turn: wait until one of their running tasks settles.
      const { signal } = runOptions;
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<unknown>((resolve, reject) => {
        const entry: Waiting = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            dispatch(userId, own, task, input).then(resolve, reject);
          },
          abort: (error) => {
            const at = own.waiting.indexOf(entry);
            if (at === -1) return;
            own.waiting.splice(at, 1);
            waitingInLines -= 1;
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        const onAbort = () => entry.abort(signal?.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        own.waiting.push(entry);
        waitingInLines += 1;
      }) as Promise<Output<T, typeof task>>;
    },

    warmUp() {
      if (!closed) threadsOnce();
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const line of lines.values()) {
        for (const entry of [...line.waiting]) entry.abort(new WorkPoolClosedError());
      }
      if (!piscina) return;
      const pool = piscina;
      // Running and dispatched tasks finish (their requests are still being answered); past closeTimeout, stop.
      await pool.close().catch(() => pool.destroy());
    },

    stats: () => ({ threads: piscina?.threads.length ?? 0, running: running(), queued: queued(), users: lines.size }),

    userLoad(userId) {
      const line = lines.get(userId);
      return { running: line?.running ?? 0, waiting: line?.waiting.length ?? 0 };
    },
  };
}
