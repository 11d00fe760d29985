/** GET /templates/resume-templates/: the templates a resume can start from. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { resumeTemplate } from '@hirestride/shared';
import type { TemplatesRepository } from './repository.js';
import { templateToApi } from './to-api.js';

export const templateRoutes: FastifyPluginAsyncZod<{ templates: TemplatesRepository }> = async (app, { templates }) => {
  app.get(
    '/templates/resume-templates/',
    { schema: { tags: ['templates'], summary: 'Resume templates', response: { 200: z.array(resumeTemplate) } } },
    async () => (await templates.list()).map(templateToApi),
  );
};
