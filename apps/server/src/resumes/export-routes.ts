/** Resume files: a version as PDF, Word or plain text, drawn from one layout (decision 009). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { layoutToText, type ResumeLayout } from '@hirestride/resume-formats';
import type { Database } from '../db/client.js';
import { renderResumeDocx } from './docx/resume-docx.js';
import { PAGE_SIZES, renderResumePdf } from './pdf/resume-pdf.js';
import { loadVersionLayout } from './version-layout.js';
import { disposition, fileName as attachmentName } from '../http/attachment.js';

const tags = ['resumes'];
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const params = z.object({ id: z.string() });

/** "Ada Lovelace resume.pdf". */
const fileName = (layout: ResumeLayout, extension: string) =>
  attachmentName(`${layout.name} resume`, extension, 'resume');

export const resumeExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** The version (404 for another user's) as a layout, with the library's snippets it places. */
  const layoutFor = async (userId: number, rawId: string) => (await loadVersionLayout(db, userId, rawId)).layout;

  app.get(
    '/resumes/resume-versions/:id/export.pdf',
    {
      schema: {
        tags,
        summary: 'The resume as a PDF file: A4 or US Letter, fonts embedded, no entry split across pages',
        params,
        querystring: z.object({
          size: z.enum(PAGE_SIZES).default('A4'),
          page_numbers: z.enum(['true', 'false']).default('false'),
        }),
      },
    },
    async (request, reply) => {
      const { user } = request;
      const layout = await layoutFor(user.id, request.params.id);
      const pdf = await renderResumePdf(layout, {
        size: request.query.size,
        pageNumbers: request.query.page_numbers === 'true',
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', disposition(fileName(layout, 'pdf')))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/resumes/resume-versions/:id/export.docx',
    {
      schema: {
        tags,
        summary: 'The resume as a Word file: one column of text for applicant-tracking systems, A4 or US Letter',
        params,
        querystring: z.object({ size: z.enum(PAGE_SIZES).default('A4') }),
      },
    },
    async (request, reply) => {
      const { user } = request;
      const layout = await layoutFor(user.id, request.params.id);
      const docx = await renderResumeDocx(layout, { size: request.query.size });
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Disposition', disposition(fileName(layout, 'docx')))
        .header('Cache-Control', 'no-store')
        .send(docx);
    },
  );

  app.get(
    '/resumes/resume-versions/:id/export.txt',
    { schema: { tags, summary: 'The resume as plain text, for pasting into application forms', params } },
    async (request, reply) => {
      const { user } = request;
      const layout = await layoutFor(user.id, request.params.id);
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', disposition(fileName(layout, 'txt')))
        .header('Cache-Control', 'no-store')
        .send(layoutToText(layout));
    },
  );
};
