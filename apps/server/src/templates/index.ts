/**
 * The templates domain: the resume templates a user picks from. They are read-only (seeded by migration) and have no
 * rules, so the routes read the repository directly; there is no service to hold nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { templateRoutes } from './routes.js';

export const templatesPlugin: FastifyPluginAsync<{ db: Database }> = async (app) => {
  await app.register(templateRoutes, { templates: app.repositories.templates });
};
