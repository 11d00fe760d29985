/** The learning domain: skill gaps and Job Trends across the user's saved jobs. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { learningRoutes } from './routes.js';

export const learningPlugin: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  await app.register(learningRoutes, options);
};
