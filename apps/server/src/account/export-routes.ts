/** GET /api/account/export/: everything the account holds, as one zip. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { disposition } from '../http/attachment.js';
import { buildExport } from './export.js';

export const accountExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/account/export/',
    {
      schema: {
        tags: ['account'],
        summary: 'Export my data: every table the account owns as JSON, plus the library as JSON Resume, in a zip',
      },
    },
    async (request, reply) => {
      const { user } = request;
      const started = performance.now();
      const { bytes, fileName } = await buildExport(db, user.id);
      request.log.info(
        { event: 'account_export', userId: user.id, bytes: bytes.length, ms: Math.round(performance.now() - started) },
        'data exported',
      );
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', disposition(fileName))
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );
};
