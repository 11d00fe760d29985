/** GET /healthz: 200 when the database answers, 503 otherwise. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { apiMessages } from '@hirestride/shared';
import type { DatabaseHandle } from '../db/client.js';

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ detail: z.string(), status: z.string() }),
        },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), PING_TIMEOUT_MS).unref()),
        ]);
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ detail: apiMessages.unavailable, status: 'unavailable' });
      }
    },
  );
};
