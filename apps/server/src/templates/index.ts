/** The templates domain: the resume templates a user picks from. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { templateRoutes } from './routes.js';

export const templatesPlugin: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  await app.register(templateRoutes, options);
};
