/** The content library API (/api/content/*): About You and the five list sections. */
import type { FastifyPluginAsync } from 'fastify';
import { sectionSchemas } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { ownedListRoutes } from '../lists/owned-list-routes.js';
import { jsonResumeRoutes } from './json-resume-routes.js';
import { personalInfoRoutes } from './personal-info-routes.js';
import { sectionDefinitions } from './sections.js';

export const contentPlugin: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  await app.register(personalInfoRoutes, options);
  await app.register(jsonResumeRoutes, options);
  for (const definition of sectionDefinitions) {
    const { payload, item } = sectionSchemas[definition.key];
    await app.register(
      ownedListRoutes({
        ...definition,
        base: `/api/content/${definition.key}/`,
        tags: ['content'],
        payload,
        item,
        toApi: definition.toApi,
      }),
      options,
    );
  }
};
