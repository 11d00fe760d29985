/** The work pool's settings and how the environment gives them (read by config.ts, so kept free of the pool). */

export interface WorkPoolOptions {
  /** Worker threads; by default one fewer than the cores (at least one), leaving a core to the request thread. */
  threads?: number;
  /** Tasks accepted but not yet running, all users together; past it a task is refused with 503. */
  maxQueue?: number;
  /** Tasks of one user running at once. */
  perUser?: number;
  /** Tasks of one user waiting for their turn; past it that user's next task is refused with 429. */
  perUserQueue?: number;
  /**
   * How much lower the threads' CPU priority is than the request thread's (Linux nice, 0–19): when the cores are
   * all busy, a light read is served before the heavy work goes on. 10 by default; 0 keeps them equal.
   */
  nice?: number;
  /** The thread module; tests pass a small table of their own. Defaults to worker.ts (source) or dist/worker.js. */
  worker?: URL;
}

/** The pool's defaults, each overridden by the environment (WORK_THREADS, WORK_MAX_QUEUE, WORK_PER_USER, …). */
export function workPoolOptionsFromEnv(env: NodeJS.ProcessEnv): WorkPoolOptions {
  const count = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1.`);
    return parsed;
  };
  return {
    threads: count('WORK_THREADS'),
    maxQueue: count('WORK_MAX_QUEUE'),
    perUser: count('WORK_PER_USER'),
    perUserQueue: count('WORK_PER_USER_QUEUE'),
    nice: env.WORK_NICE === '0' ? 0 : count('WORK_NICE'),
  };
}
