/** Answers with JSON text the database already wrote: sent as it is, never parsed and serialised again. */
import type { FastifyReply } from 'fastify';

/**
 * Marks the reply as JSON and gives back the text for the handler to return. Returning the text rather than the
 * reply matters on hot reads: a returned reply is a thenable, and Fastify then waits on the response stream's end
 * (a listener and several ticks per request) before the handler's promise settles. Typed as the route's response,
 * which the text already is (test/one-round-trip.test.ts compares it with what the write routes answer).
 */
export function jsonText<T>(reply: FastifyReply, json: string): T {
  reply.type('application/json; charset=utf-8');
  return json as T;
}
