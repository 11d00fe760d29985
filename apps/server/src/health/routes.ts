/** GET /healthz: 200 when the database answers (with the mail backlog), 503 otherwise. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { apiMessages } from '@hirestride/shared';
import type { DatabaseHandle } from '../db/client.js';
import type { Outbox } from '../mail/outbox.js';

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; outbox: Outbox }> = async (
  app,
  { database, outbox },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability and the mail backlog',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.string(),
            // Mail waiting to go (SMTP down or refusing): an alert on the oldest's age catches lost resets early.
            mail: z.object({ unsent: z.number().int(), oldest_unsent_seconds: z.number().int().nullable() }),
          }),
          503: z.object({ detail: z.string(), status: z.string() }),
        },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        // Reading the backlog is the database's ping.
        const backlog = await Promise.race([
          outbox.backlog(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('ping timeout')), PING_TIMEOUT_MS).unref(),
          ),
        ]);
        return {
          status: 'ok' as const,
          database: database.kind,
          mail: { unsent: backlog.unsent, oldest_unsent_seconds: backlog.oldestSeconds },
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ detail: apiMessages.unavailable, status: 'unavailable' });
      }
    },
  );
};
