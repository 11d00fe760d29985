/** GET /templates/resume-templates/: the templates a resume can start from. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { resumeTemplate } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { TemplatesRepository } from './repository.js';

export const templateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const templates = new TemplatesRepository(db);
  app.get(
    '/templates/resume-templates/',
    { schema: { tags: ['templates'], summary: 'Resume templates', response: { 200: z.array(resumeTemplate) } } },
    async () => {
      return (await templates.list()).map((row) => ({ id: row.id, name: row.name, preview_image: row.previewImage }));
    },
  );
};
