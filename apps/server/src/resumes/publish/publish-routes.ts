/** "Review and Publish": a resume version's checklist and what its PDF reads back as, from the file itself. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { checkResume } from '@hirestride/resume-formats';
import { resumeCheck } from '@hirestride/shared';
import type { Database } from '../../db/client.js';
import { PAGE_SIZES, renderResumePdf } from '../pdf/resume-pdf.js';
import { loadVersionLayout } from '../version-layout.js';
import { parseBack } from './parse-back.js';

const tags = ['resumes'];
export const MAX_PAGE_LIMIT = 10;

export const resumePublishRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/resumes/resume-versions/:id/check',
    {
      schema: {
        tags,
        summary: 'The version’s publish checklist, and its PDF read back: text present, in order, no split entries',
        params: z.object({ id: z.string() }),
        querystring: z.object({
          size: z.enum(PAGE_SIZES).default('A4'),
          page_limit: z
            .string()
            .regex(/^\d{1,2}$/, 'A valid integer is required.')
            .transform(Number)
            .refine(
              (value) => value >= 1 && value <= MAX_PAGE_LIMIT,
              `Ensure this value is between 1 and ${MAX_PAGE_LIMIT}.`,
            )
            .optional(),
        }),
        response: { 200: resumeCheck },
      },
    },
    async (request) => {
      const { user } = request;
      const { version, layout } = await loadVersionLayout(db, user.id, request.params.id);
      const { size, page_limit: pageLimit } = request.query;
      // Page numbers sit in the foot margin, so drawing them or not changes neither pages nor lines.
      const pdf = await renderResumePdf(layout, { size, pageNumbers: false });
      const read = await parseBack(pdf, layout, size);
      const checklist = checkResume({
        layout,
        content: version.content_data,
        design: version.design_json,
        pages: read.pages,
        pageLimit: pageLimit ?? null,
        overflowingLines: read.overflowingLines,
        today: new Date(),
      });
      return {
        checklist,
        parse_back: {
          pages: read.pages,
          page_size: read.pageSize,
          page_size_ok: read.pageSizeOk,
          missing: read.missing,
          out_of_order: read.outOfOrder,
          split_entries: read.splitEntries,
          overflowing_lines: read.overflowingLines,
          ok: read.ok,
          summary: read.summary,
        },
        pages: read.pages,
      };
    },
  );
};
