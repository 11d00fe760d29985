/** GET /api/account/export/: everything the account holds, as one zip. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disposition } from '../http/attachment.js';
import type { AccountService } from './service.js';

export const accountExportRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
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
      const { bytes, fileName } = await account.export(user.id);
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
