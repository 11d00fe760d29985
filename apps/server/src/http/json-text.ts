/** Answers with JSON text the database already wrote: sent as it is, never parsed and serialised again. */
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(json);
}
