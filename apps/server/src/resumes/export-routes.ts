/** Resume files: a version as PDF, Word or plain text, drawn from one layout (decision 009). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { ResumeLayout } from '@hirestride/resume-formats';
import { disposition, fileName as attachmentName } from '../http/attachment.js';
import { parseId } from '../http/ids.js';
import type { ResumeFilesService } from './file-service.js';
import { PAGE_SIZES } from './pdf/resume-pdf.js';

const tags = ['resumes'];
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const params = z.object({ id: z.string() });

/** "Ada Lovelace resume.pdf". */
const fileName = (layout: ResumeLayout, extension: string) =>
  attachmentName(`${layout.name} resume`, extension, 'resume');

export const resumeExportRoutes: FastifyPluginAsyncZod<{ files: ResumeFilesService }> = async (app, { files }) => {
  app.get(
    '/resumes/resume-versions/:id/export.pdf',
    {
      schema: {
        tags,
        summary: 'The resume as a PDF file: A4 or US Letter, fonts embedded, no entry split across pages',
        params,
        querystring: z.object({
          size: z.enum(PAGE_SIZES).optional().describe('Left out: the resume’s own paper size'),
          page_numbers: z.enum(['true', 'false']).optional().describe('Left out: the resume’s own choice'),
        }),
      },
    },
    async (request, reply) => {
      const { layout, bytes } = await files.pdf(request.user.id, parseId(request.params.id), {
        size: request.query.size,
        ...(request.query.page_numbers ? { pageNumbers: request.query.page_numbers === 'true' } : {}),
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', disposition(fileName(layout, 'pdf')))
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/resumes/resume-versions/:id/export.docx',
    {
      schema: {
        tags,
        summary: 'The resume as a Word file: one column of text for applicant-tracking systems, A4 or US Letter',
        params,
        querystring: z.object({
          size: z.enum(PAGE_SIZES).optional().describe('Left out: the resume’s own paper size'),
        }),
      },
    },
    async (request, reply) => {
      const { layout, bytes } = await files.docx(request.user.id, parseId(request.params.id), request.query.size);
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Disposition', disposition(fileName(layout, 'docx')))
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/resumes/resume-versions/:id/export.txt',
    { schema: { tags, summary: 'The resume as plain text, for pasting into application forms', params } },
    async (request, reply) => {
      const { layout, text } = await files.text(request.user.id, parseId(request.params.id));
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', disposition(fileName(layout, 'txt')))
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  );
};
