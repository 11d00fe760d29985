/** "Review and Publish": a resume version's checklist and what its PDF reads back as, from the file itself. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { resumeCheck } from '@hirestride/shared';
import { parseId } from '../../http/ids.js';
import { PAGE_SIZES } from '../pdf/resume-pdf.js';
import type { ResumeCheckService } from './service.js';

const tags = ['resumes'];
export const MAX_PAGE_LIMIT = 10;

export const resumePublishRoutes: FastifyPluginAsyncZod<{ checks: ResumeCheckService }> = async (app, { checks }) => {
  app.get(
    '/resumes/resume-versions/:id/check',
    {
      schema: {
        tags,
        summary: 'The version’s publish checklist, and its PDF read back: text present, in order, no split entries',
        params: z.object({ id: z.string() }),
        querystring: z.object({
          size: z.enum(PAGE_SIZES).optional().describe('Left out: the resume’s own paper size'),
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
      const { size, page_limit: pageLimit } = request.query;
      return checks.check(request.user.id, parseId(request.params.id), size, pageLimit ?? null);
    },
  );
};
