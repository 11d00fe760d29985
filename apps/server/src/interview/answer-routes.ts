/** Interview answers: list (all, or one job's), create, open, replace, edit and delete; one per question and job. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { interviewAnswer, interviewAnswerCreate, interviewAnswerPatch, interviewAnswerPut } from '@hirestride/shared';
import { parseId } from '../http/ids.js';
import type { AnswerFields, InterviewService } from './service.js';
import { expectedVersion, tagVersion } from '../http/versions.js';
import { answerToApi } from './to-api.js';

const tags = ['interview'];
const params = z.object({ id: z.string() });

export const interviewAnswerRoutes: FastifyPluginAsyncZod<{ interview: InterviewService }> = async (
  app,
  { interview },
) => {
  app.get(
    '/api/interview/answers/',
    {
      schema: {
        tags,
        summary: 'Your interview answers, latest first (?job= for one job’s)',
        querystring: z.object({ job: z.coerce.number().int().positive().optional() }),
        response: { 200: z.array(interviewAnswer) },
      },
    },
    async (request) => (await interview.listAnswers(request.user.id, request.query.job)).map(answerToApi),
  );

  app.post(
    '/api/interview/answers/',
    {
      schema: {
        tags,
        summary: 'Save an answer to a question (for a job, or for none); the dashboard’s Interview Prep tile ticks',
        body: interviewAnswerCreate,
        response: { 201: interviewAnswer },
      },
    },
    async (request, reply) => {
      const created = await interview.createAnswer(request.user.id, request.body);
      return reply.code(201).send(answerToApi(created));
    },
  );

  app.get(
    '/api/interview/answers/:id/',
    { schema: { tags, summary: 'One of your answers', params, response: { 200: interviewAnswer } } },
    async (request, reply) =>
      tagVersion(reply, answerToApi(await interview.answer(request.user.id, parseId(request.params.id)))),
  );

  for (const [method, body, summary] of [
    ['PUT', interviewAnswerPut, 'Replace an answer'],
    ['PATCH', interviewAnswerPatch, 'Change some of an answer'],
  ] as const) {
    app.route({
      method,
      url: '/api/interview/answers/:id/',
      schema: { tags, summary, params, body, response: { 200: interviewAnswer } },
      handler: async (request, reply) => {
        const fields: AnswerFields = request.body;
        const id = parseId(request.params.id);
        const row = await interview.updateAnswer(request.user.id, id, fields, expectedVersion(request));
        return tagVersion(reply, answerToApi(row));
      },
    });
  }

  app.delete(
    '/api/interview/answers/:id/',
    { schema: { tags, summary: 'Delete an answer', params } },
    async (request, reply) => {
      await interview.deleteAnswer(request.user.id, parseId(request.params.id));
      return reply.code(204).send();
    },
  );
};
