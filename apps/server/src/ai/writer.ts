/**
 * The writing assistant's one interface (ARCHITECTURE.md "Growing the house"): features hand a task to a Writer and
 * read its text as it is written; an OpenAI-compatible model and the offline composer both implement it, and no
 * feature knows which one answered beyond the label it shows.
 */
import type { FastifyRequest } from 'fastify';
import type { Rate } from '../auth/throttle/rate.js';
import type { Throttle } from '../auth/throttle/throttle.js';
import type { Database } from '../db/client.js';

/** A piece of writing to do: what the offline composer writes, and the prompt a model gets instead. */
export interface WritingTask {
  /** The deterministic text from the user's own library (packages/writing). */
  offline(): string;
  /** Built on the server from the user's own data only; the browser never sees or sends a prompt. */
  prompt: { system: string; user: string };
  /** Upper bound on the model's answer. */
  maxTokens: number;
  /**
   * The answer in the shape the task agreed (one paragraph for a paragraph rewrite), or null when it is not in it.
   * A task with a shape is not streamed: a model's whole answer is checked first (see shapedWrite).
   */
  shape?(answer: string): string | null;
}

export interface Writer {
  kind: 'offline' | 'ai';
  /** Shown with the text: "Offline composer" or the model's name. */
  label: string;
  /** The text in pieces as it is written; throws WriterError when the provider fails, after any pieces it gave. */
  write(task: WritingTask, signal: AbortSignal): AsyncIterable<string>;
}

export const WRITER_FAILURES = [
  'unreachable',
  'timeout',
  'unauthorized',
  'rate_limited',
  'server_error',
  'interrupted',
  'not_text',
  'rejected',
  'stopped',
] as const;
export type WriterFailure = (typeof WRITER_FAILURES)[number];

/** What the user reads for each failure; the part already written is kept and the offline composer offered. */
export const writerMessages: Record<WriterFailure, string> = {
  unreachable: 'The AI service could not be reached. Check AI_BASE_URL, or use the offline composer.',
  timeout: 'The AI service took too long to answer. Try again, or use the offline composer.',
  unauthorized: 'The AI service refused the API key (AI_API_KEY). Use the offline composer, or ask your administrator.',
  rate_limited: 'The AI service is rate-limiting requests. Wait a minute, or use the offline composer.',
  server_error: 'The AI service had an error on its side. Try again, or use the offline composer.',
  interrupted:
    'The AI service stopped mid-answer. What it wrote so far is kept; continue by hand or use the offline composer.',
  not_text: 'The AI service answered with something that is not text. Use the offline composer.',
  rejected: 'The AI service rejected the request (check AI_MODEL). Use the offline composer.',
  stopped: 'Stopped. What was written so far is kept.',
};

export class WriterError extends Error {
  constructor(
    readonly failure: WriterFailure,
    /** The provider's HTTP status, when it answered with one. */
    readonly status?: number,
  ) {
    super(writerMessages[failure]);
    this.name = 'WriterError';
  }
}

/**
 * The whole answer of a task that is not streamed to the user (a line's rewrites, a STAR draft), read by `read`:
 * what it makes of the text, or the failure (`not_text` when `read` finds nothing usable) that sends the caller to
 * its offline answer. Errors other than the writer's own are not the provider's and are thrown on.
 */
export async function writeWhole<T>(
  writer: Writer,
  task: WritingTask,
  signal: AbortSignal,
  read: (answer: string) => T | null,
): Promise<T | WriterError> {
  let answer = '';
  try {
    for await (const piece of writer.write(task, signal)) answer += piece;
  } catch (error) {
    if (error instanceof WriterError) return error;
    throw error;
  }
  return read(answer) ?? new WriterError('not_text');
}

/** What every writing feature's routes are given: one writer for the app, limited together per user. */
export interface WritingOptions {
  db: Database;
  writer: Writer;
  throttle: Throttle;
  /** Writing requests per account (AI_RATE). */
  aiRate: Rate;
  /** Writing requests per client address when a model is configured (AI_RATE_ADDRESS). */
  aiAddressRate: Rate;
}

/**
 * Counts one writing request, or answers 429: per account always (whatever answers, the offline composer too); and
 * per client address as well when a paid model answers, so that many accounts made in one place cannot run up the
 * bill together.
 */
export async function countWriting(
  options: Pick<WritingOptions, 'writer' | 'throttle' | 'aiRate' | 'aiAddressRate'>,
  request: FastifyRequest,
): Promise<void> {
  await options.throttle.hit(`ai:user:${request.user.id}`, options.aiRate);
  if (options.writer.kind !== 'offline') await options.throttle.hit(`ai:ip:${request.ip}`, options.aiAddressRate);
}
