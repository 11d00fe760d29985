/** The health domain: whether the server and its database answer, and how much mail waits to go. */
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import type { Outbox } from '../mail/outbox.js';
import { healthRoutes } from './routes.js';

export const healthPlugin: FastifyPluginAsync<{ database: DatabaseHandle; outbox: Outbox }> = async (app, options) => {
  await app.register(healthRoutes, options);
};
