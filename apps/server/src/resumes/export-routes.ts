/** Resume files: a version as PDF or plain text, drawn from one layout (decision 009). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { layoutResume, layoutToText, type ResumeLayout } from '@hirestride/resume-formats';
import type { Snippet } from '@hirestride/shared';
import { requireCaller, type IdentityServices } from '../auth/authenticate.js';
import { listSection } from '../content/library.js';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { PAGE_SIZES, renderResumePdf } from './pdf/resume-pdf.js';
import { ResumesRepository, versionToApi } from './resumes-repository.js';

const tags = ['resumes'];
const params = z.object({ id: z.string() });

/** "Ada Lovelace resume.pdf", with nothing a file system or a header would trip on. */
function fileName(layout: ResumeLayout, extension: string): string {
  const base =
    `${layout.name} resume`
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim() || 'resume';
  return `${base}.${extension}`;
}

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const resumeExportRoutes: FastifyPluginAsyncZod<{ db: Database; identity: IdentityServices }> = async (
  app,
  { db, identity },
) => {
  const resumes = new ResumesRepository(db);

  /** The version (404 for another user's) as a layout, with the library's snippets it places. */
  const layoutFor = async (userId: number, rawId: string) => {
    const row = await resumes.byId(userId, parseId(rawId));
    if (!row) throw notFound();
    const snippets = await listSection<Snippet>(db, 'snippets', userId);
    return layoutResume(versionToApi(row), new Map(snippets.map((snippet) => [snippet.id, snippet])));
  };

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
      const { user } = await requireCaller(request, identity);
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
    '/resumes/resume-versions/:id/export.txt',
    { schema: { tags, summary: 'The resume as plain text, for pasting into application forms', params } },
    async (request, reply) => {
      const { user } = await requireCaller(request, identity);
      const layout = await layoutFor(user.id, request.params.id);
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', disposition(fileName(layout, 'txt')))
        .header('Cache-Control', 'no-store')
        .send(layoutToText(layout));
    },
  );
};
