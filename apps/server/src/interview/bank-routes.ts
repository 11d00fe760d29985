/** The question banks (read-only, shipped with the app) and the user's stars on their questions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { shippedBanks } from '@hirestride/interview';
import { interviewBank, interviewQuestion, questionsQuery } from '@hirestride/shared';
import type { InterviewService } from './service.js';
import { bankToApi } from './to-api.js';

const tags = ['interview'];

export const interviewBankRoutes: FastifyPluginAsyncZod<{ interview: InterviewService }> = async (
  app,
  { interview },
) => {
  app.get(
    '/api/interview/banks/',
    { schema: { tags, summary: 'The question banks and their categories', response: { 200: z.array(interviewBank) } } },
    async () => shippedBanks().map(bankToApi),
  );

  app.get(
    '/api/interview/questions/',
    {
      schema: {
        tags,
        summary: 'Questions of a bank or category, those matching a search, or the starred ones ("My questions")',
        querystring: questionsQuery,
        response: { 200: z.array(interviewQuestion) },
      },
    },
    async (request) => interview.questions(request.user.id, request.query),
  );

  app.post(
    '/api/interview/stars/',
    {
      schema: {
        tags,
        summary: 'Star a question into "My questions"',
        body: z.strictObject({ question: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      await interview.star(request.user.id, request.body.question);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/interview/stars/:question/',
    { schema: { tags, summary: 'Take a question out of "My questions"', params: z.object({ question: z.string() }) } },
    async (request, reply) => {
      await interview.unstar(request.user.id, request.params.question);
      return reply.code(204).send();
    },
  );
};
