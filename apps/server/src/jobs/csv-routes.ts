/** GET /api/jobs/export.csv and POST /api/jobs/import/ (a dry run reports; a real run stores all or nothing). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { jobImportRequest, jobImportResult, JOB_IMPORT_MAX_BYTES } from '@hirestride/shared';
import { utcToday } from './job-rows.js';
import type { JobsService } from './service.js';

const tags = ['jobs'];

export const csvRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.get(
    '/api/jobs/export.csv',
    {
      schema: {
        tags,
        summary: 'Every job as CSV (UTF-8, RFC 4180), for Excel, LibreOffice or an import elsewhere',
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV text') },
      },
    },
    async (request, reply) => {
      const csv = await jobs.exportCsv(request.user.id);
      return reply
        .header('content-disposition', `attachment; filename="hirestride-jobs-${utcToday()}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    '/api/jobs/import/',
    {
      schema: {
        tags,
        summary: 'Import jobs from CSV text with a column mapping; dry_run reports what would happen',
        body: jobImportRequest,
        response: { 200: jobImportResult },
      },
      // The file's text travels as JSON, escaped; leave room for the escaping.
      bodyLimit: JOB_IMPORT_MAX_BYTES * 2,
    },
    async (request) => jobs.importCsv(request.user.id, request.body),
  );
};
