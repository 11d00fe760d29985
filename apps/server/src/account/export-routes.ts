/** GET /api/account/export/: everything the account holds, as one zip. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { disposition } from '../http/attachment.js';
import { PAGE_SIZES } from '../resumes/pdf/resume-pdf.js';
import type { AccountService } from './service.js';

export const accountExportRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/api/account/export/',
    {
      schema: {
        tags: ['account'],
        summary:
          'Export my data: every table the account owns as JSON, plus the library as JSON Resume, and every resume and cover letter as PDF and Word (A4 or US Letter), in a zip',
        querystring: z.object({ size: z.enum(PAGE_SIZES).default('A4') }),
      },
    },
    async (request, reply) => {
      const { user } = request;
      const started = performance.now();
      // The answer's connection closing first means the user left: no more documents are drawn for them.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const { bytes, fileName, leftOut } = await account.export(user, {
        size: request.query.size,
        signal: gone.signal,
      });
      // Logged without the document's name: the user's words stay out of the logs.
      for (const { error } of leftOut.filter((left) => left.error !== undefined))
        request.log.warn({ err: error }, 'export: a document could not be made');
      request.log.info(
        {
          event: 'account_export',
          userId: user.id,
          bytes: bytes.length,
          leftOut: leftOut.length,
          ms: Math.round(performance.now() - started),
        },
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
