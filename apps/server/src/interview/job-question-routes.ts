/** A saved job's interview questions: from its match (gaps first) and the role bank its title fits. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { jobInterviewQuestions } from '@hirestride/shared';
import { parseId } from '../http/ids.js';
import type { InterviewService } from './service.js';

export const jobInterviewQuestionRoutes: FastifyPluginAsyncZod<{ interview: InterviewService }> = async (
  app,
  { interview },
) => {
  app.post(
    '/api/jobs/:id/interview-questions/',
    {
      schema: {
        tags: ['interview'],
        summary:
          'Questions for this job: what its posting asks that your profile does not show, what it shows partly, your strengths; and its role bank',
        params: z.object({ id: z.string() }),
        body: z.object({}).optional(),
        response: { 200: jobInterviewQuestions },
      },
    },
    async (request) => interview.jobQuestions(request.user.id, parseId(request.params.id)),
  );
};
