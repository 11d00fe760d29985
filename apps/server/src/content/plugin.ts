/** The content library API (/api/content/*): About You and the five list sections. */
import type { FastifyPluginAsync } from 'fastify';
import type { IdentityServices } from '../auth/authenticate.js';
import type { Database } from '../db/client.js';
import { personalInfoRoutes } from './personal-info-routes.js';
import { sectionRoutes } from './section-routes.js';
import { sectionDefinitions } from './sections.js';

export const contentPlugin: FastifyPluginAsync<{ db: Database; identity: IdentityServices }> = async (app, options) => {
  await app.register(personalInfoRoutes, options);
  for (const definition of sectionDefinitions) await app.register(sectionRoutes(definition), options);
};
