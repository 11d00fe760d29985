/** The jobs API (/api/jobs/*): saved jobs, the board's moves, timelines, contacts, interviews (and their calendar files), CSV. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { boardRoutes } from './board-routes.js';
import { calendarRoutes } from './calendar-routes.js';
import { csvRoutes } from './csv-routes.js';
import { jobRoutes } from './routes.js';

export const jobsPlugin: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (app, options) => {
  await app.register(jobRoutes, options);
  await app.register(boardRoutes, options);
  await app.register(csvRoutes, options);
  await app.register(calendarRoutes, options);
};
