/** The work pool's errors: light, so the HTTP error handler can map them without loading the pool. */
import type { ThrownInThread } from './run-in-thread.js';

/**
 * The pool is full (`scope: 'server'`, answered 503) or this user has too many tasks waiting (`scope: 'user'`,
 * answered 429); either way with Retry-After, the seconds the work ahead is expected to take.
 */
export class WorkBusyError extends Error {
  constructor(
    readonly scope: 'server' | 'user',
    readonly retryAfterSeconds: number,
  ) {
    super(
      scope === 'server'
        ? 'The server is busy with other heavy work. Please try again shortly.'
        : 'You already have several of these requests running. Wait for them to finish, then try again.',
    );
    this.name = 'WorkBusyError';
  }
}

/** The pool has closed (the server is shutting down): answered 503. */
export class WorkPoolClosedError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super('The server is restarting. Please try again shortly.');
    this.name = 'WorkPoolClosedError';
  }
}

/** An error a task threw in its thread, with its name, code and stack as they were there. */
export class WorkTaskError extends Error {
  constructor(
    readonly taskName: string,
    thrown: ThrownInThread,
  ) {
    super(thrown.message);
    this.name = thrown.name;
    if (thrown.code !== undefined) (this as { code?: unknown }).code = thrown.code;
    if (thrown.stack) this.stack = `${thrown.stack}\n    in work task "${taskName}"`;
  }
}
