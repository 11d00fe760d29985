/** The dashboard domain: the one summary call the dashboard draws from. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { dashboardRoutes } from './routes.js';
import { DashboardService } from './service.js';

export const dashboardPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(dashboardRoutes, { service: new DashboardService({ db, repositories: app.repositories }) });
};
