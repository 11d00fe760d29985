/** The content library API (/api/content/*): About You and the five list sections. Every route needs a signed-in user. */
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller, type IdentityServices } from '../auth/authenticate.js';
import type { Database } from '../db/client.js';
import { personalInfoRoutes } from './personal-info-routes.js';
import { sectionRoutes } from './section-routes.js';
import { sectionDefinitions } from './sections.js';

export const contentPlugin: FastifyPluginAsync<{ db: Database; identity: IdentityServices }> = async (app, options) => {
  // Before body validation, so an anonymous request is a 401 whatever it sends.
  app.addHook('preValidation', async (request) => {
    await requireCaller(request, options.identity);
  });
  await app.register(personalInfoRoutes, options);
  for (const definition of sectionDefinitions) await app.register(sectionRoutes(definition), options);
};
