/** The learning domain: skill gaps across the user's saved jobs (Job Trends itself is matching's). */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { learningRoutes } from './routes.js';
import { LearningService } from './service.js';

export const learningPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const service = new LearningService({ db, repositories: app.repositories, work: app.work });
  await app.register(learningRoutes, { service });
};
