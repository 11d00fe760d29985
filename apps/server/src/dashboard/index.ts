/** The dashboard domain: the one summary call the dashboard draws from. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { dashboardRoutes } from './routes.js';

export const dashboardPlugin: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  await app.register(dashboardRoutes, options);
};
