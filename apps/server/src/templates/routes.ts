/** GET /templates/resume-templates/: the templates a resume can start from. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { resumeTemplate } from '@hirestride/shared';
import { requireCaller, type IdentityServices } from '../auth/authenticate.js';
import type { Database } from '../db/client.js';
import { TemplatesRepository } from './templates-repository.js';

export const templateRoutes: FastifyPluginAsyncZod<{ db: Database; identity: IdentityServices }> = async (
  app,
  { db, identity },
) => {
  const templates = new TemplatesRepository(db);
  app.get(
    '/templates/resume-templates/',
    { schema: { tags: ['templates'], summary: 'Resume templates', response: { 200: z.array(resumeTemplate) } } },
    async (request) => {
      await requireCaller(request, identity);
      return (await templates.list()).map((row) => ({ id: row.id, name: row.name, preview_image: row.previewImage }));
    },
  );
};
