/** The matching domain: a job's match against the user's library, stored scores, and "I have this". */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { matchRoutes } from './routes.js';

export const matchingPlugin: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  await app.register(matchRoutes, options);
};
