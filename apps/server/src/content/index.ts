/** The content library API (/api/content/*): About You, the JSON Resume file, reading an existing resume, and the five list sections. */
import type { FastifyPluginAsync } from 'fastify';
import type { SectionKey } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import type { OwnedTable } from '../lists/owned-list-repository.js';
import { ownedListRoutes } from '../lists/owned-list-routes.js';
import { jsonResumeRoutes } from './json-resume-routes.js';
import { personalInfoRoutes } from './personal-info-routes.js';
import { resumeImportRoutes } from './resume-import-routes.js';
import { sections, type SectionDefinition } from './sections.js';
import { ContentService } from './service.js';

const sectionRoutes = <K extends SectionKey, T extends OwnedTable>(definition: SectionDefinition<K, T>) =>
  ownedListRoutes({ ...definition, base: `/api/content/${definition.key}/`, tags: ['content'] });

export const contentPlugin: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  const content = new ContentService(options.db, app.work);
  await app.register(personalInfoRoutes, { content });
  await app.register(jsonResumeRoutes, { content });
  await app.register(resumeImportRoutes, { content });
  await app.register(sectionRoutes(sections['work-experiences']), options);
  await app.register(sectionRoutes(sections.skills), options);
  await app.register(sectionRoutes(sections.certifications), options);
  await app.register(sectionRoutes(sections.education), options);
  await app.register(sectionRoutes(sections.snippets), options);
};
