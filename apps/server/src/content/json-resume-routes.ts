/** GET /api/content/json-resume/ (the library as a JSON Resume file) and POST …/import/ (dry run, or all or nothing). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { jsonResumeImportResult } from '@hirestride/shared';
import type { ContentService } from './service.js';

const BASE = '/api/content/json-resume/';
const tags = ['content'];
/** A résumé is kilobytes; this leaves room for a large library without inviting abuse. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const importRequest = z.object({
  document: z
    .record(z.string(), z.unknown(), { error: 'Expected a JSON Resume document (a JSON object).' })
    .describe('A JSON Resume document (https://jsonresume.org/schema)'),
  dry_run: z.boolean({ error: 'Must be true or false.' }),
});

export const jsonResumeRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    BASE,
    { schema: { tags, summary: 'Your content library as a JSON Resume document (v1.0.0), as a file' } },
    async (request, reply) => {
      const document = await content.exportJsonResume(request.user.id);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="resume.json"')
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(document, null, 2));
    },
  );

  app.post(
    `${BASE}import/`,
    {
      schema: {
        tags,
        summary:
          'Import a JSON Resume document into the library: dry_run reports what would be added; otherwise all or nothing',
        body: importRequest,
        response: { 200: jsonResumeImportResult, 201: jsonResumeImportResult },
      },
      bodyLimit: IMPORT_MAX_BYTES,
    },
    async (request, reply) => {
      const { document, dry_run: dryRun } = request.body;
      const result = await content.importJsonResume(request.user.id, document, dryRun);
      return reply.code(dryRun ? 200 : 201).send(result);
    },
  );
};
