/**
 * The thread side of the pool: runs one named task from a table and sends its answer back. Bytes (a PDF, a Word
 * file) are moved to the request thread rather than copied; an error is sent as plain data so its name, message and
 * code survive the crossing (structured clone keeps only an Error's message), and pool.ts rebuilds it.
 */
import { move } from 'piscina';

export type TaskTable = Record<string, (input: never) => unknown>;

/** What the request thread sends for one task. */
export interface TaskMessage {
  task: string;
  input: unknown;
}

/** An error thrown by a task, as it crosses back. */
export interface ThrownInThread {
  thrownInThread: true;
  name: string;
  message: string;
  code?: unknown;
  stack?: string;
}

function asPlainData(error: unknown): ThrownInThread {
  const { name, message, stack, code } = (error ?? {}) as Partial<Error> & { code?: unknown };
  return {
    thrownInThread: true,
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : String(error),
    ...(typeof stack === 'string' ? { stack } : {}),
    ...(code === undefined ? {} : { code }),
  };
}

/** The bytes in an ArrayBuffer of their own, so moving it takes nothing else (Node's small Buffers share a pool). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}

/** The worker's entry for a table: piscina calls it with each task's message. */
export function taskRunner(table: TaskTable) {
  return async ({ task, input }: TaskMessage): Promise<unknown> => {
    const run = Object.hasOwn(table, task) ? (table[task] as (input: unknown) => unknown) : undefined;
    if (!run) throw asPlainData(new Error(`No task named "${task}" in the work pool`));
    let output: unknown;
    try {
      output = await run(input);
    } catch (error) {
      // A plain object, not an Error: piscina posts what is thrown, and a plain object keeps every field.
      throw asPlainData(error);
    }
    return output instanceof Uint8Array ? move(ownBuffer(output)) : output;
  };
}
