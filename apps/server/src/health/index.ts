/** The health domain: whether the server and its database answer. */
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { healthRoutes } from './routes.js';

export const healthPlugin: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, options) => {
  await app.register(healthRoutes, options);
};
