/** The jobs API (/api/jobs/*): saved jobs, the board's moves, timelines, contacts, interviews (and their calendar files), CSV. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { ownedListRoutes } from '../lists/owned-list-routes.js';
import { boardRoutes } from './board-routes.js';
import { calendarRoutes } from './calendar-routes.js';
import { csvRoutes } from './csv-routes.js';
import { contactsList, interviewsList } from './nested-lists.js';
import { jobRoutes } from './routes.js';
import { JobsService } from './service.js';

export const jobsPlugin: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (app, options) => {
  const { db, publicUrl } = options;
  const jobs = new JobsService(db, app.work, app.repositories);
  await app.register(jobRoutes, { jobs });
  await app.register(boardRoutes, { jobs });
  await app.register(ownedListRoutes(contactsList(app.repositories.jobs)), { db });
  await app.register(ownedListRoutes(interviewsList(app.repositories.jobs)), { db });
  await app.register(csvRoutes, { jobs });
  await app.register(calendarRoutes, { jobs, publicUrl });
};
