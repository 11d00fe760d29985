/** Cover letter files: PDF and Word (the resume's export paths, decision 009) and plain text. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { disposition, fileName } from '../http/attachment.js';
import { parseId } from '../http/ids.js';
import { PAGE_SIZES } from '../resumes/pdf/resume-pdf.js';
import type { LetterExportService } from './export-service.js';

export { emptyLetterMessage } from './export-service.js';

const tags = ['cover-letters'];
const params = z.object({ id: z.string() });

const FILES = {
  pdf: { type: 'application/pdf', what: 'a PDF file (A4 or US Letter, fonts embedded)' },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    what: 'a Word file (A4 or US Letter)',
  },
} as const;

export const coverLetterExportRoutes: FastifyPluginAsyncZod<{ exports: LetterExportService }> = async (
  app,
  { exports },
) => {
  for (const extension of ['pdf', 'docx'] as const) {
    const file = FILES[extension];
    app.get(
      `/api/cover-letters/:id/export.${extension}`,
      {
        schema: {
          tags,
          summary: `The letter as ${file.what}; refused while it has unconfirmed claims`,
          params,
          querystring: z.object({ size: z.enum(PAGE_SIZES).default('A4') }),
        },
      },
      async (request, reply) => {
        const { letter, bytes } = await exports.file(
          request.user,
          parseId(request.params.id),
          extension,
          request.query.size,
        );
        return reply
          .header('Content-Type', file.type)
          .header('Content-Disposition', disposition(fileName(letter.name, extension, 'cover letter')))
          .header('Cache-Control', 'no-store')
          .send(bytes);
      },
    );
  }

  app.get(
    '/api/cover-letters/:id/export.txt',
    {
      schema: {
        tags,
        summary: 'The letter as plain text for pasting into a form; refused while it has unconfirmed claims',
        params,
      },
    },
    async (request, reply) => {
      const { letter, text } = await exports.text(request.user, parseId(request.params.id));
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', disposition(fileName(letter.name, 'txt', 'cover letter')))
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  );
};
