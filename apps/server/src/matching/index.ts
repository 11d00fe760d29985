/** The matching domain: a job's match against the user's library, stored scores, and "I have this". */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { matchRoutes } from './routes.js';
import { MatchingService } from './service.js';

export const matchingPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const service = new MatchingService({ db, repositories: app.repositories, work: app.work });
  await app.register(matchRoutes, { service });
};
