/** My Cover Letters: list, create, open, replace, edit, duplicate and delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { coverLetter, coverLetterCreate, coverLetterPatch, coverLetterPut } from '@hirestride/shared';
import { parseId } from '../http/ids.js';
import { expectedVersion, tagVersion } from '../http/versions.js';
import type { CoverLettersService } from './service.js';
import { letterToApi } from './to-api.js';

const tags = ['cover-letters'];
const params = z.object({ id: z.string() });

export const coverLetterRoutes: FastifyPluginAsyncZod<{ letters: CoverLettersService }> = async (app, { letters }) => {
  app.get(
    '/api/cover-letters/',
    {
      schema: { tags, summary: 'Your cover letters, latest edited first', response: { 200: z.array(coverLetter) } },
    },
    async (request) => (await letters.list(request.user.id)).map(letterToApi),
  );

  app.post(
    '/api/cover-letters/',
    {
      schema: {
        tags,
        summary:
          'A new cover letter; named after its job unless named. A job without a letter starts using it, and the job’s timeline records it',
        body: coverLetterCreate,
        response: { 201: coverLetter },
      },
    },
    async (request, reply) => reply.code(201).send(letterToApi(await letters.create(request.user.id, request.body))),
  );

  app.get(
    '/api/cover-letters/:id/',
    { schema: { tags, summary: 'One of your cover letters', params, response: { 200: coverLetter } } },
    async (request, reply) =>
      tagVersion(reply, letterToApi(await letters.one(request.user.id, parseId(request.params.id)))),
  );

  for (const [method, body, summary] of [
    ['PUT', coverLetterPut, 'Replace a cover letter’s fields'],
    ['PATCH', coverLetterPatch, 'Change some of a cover letter’s fields'],
  ] as const) {
    app.route({
      method,
      url: '/api/cover-letters/:id/',
      schema: { tags, summary, params, body, response: { 200: coverLetter } },
      handler: async (request, reply) => {
        const expected = expectedVersion(request);
        const row = await letters.update(request.user.id, parseId(request.params.id), request.body, expected);
        return tagVersion(reply, letterToApi(row));
      },
    });
  }

  app.post(
    '/api/cover-letters/:id/duplicate/',
    {
      schema: {
        tags,
        summary: 'A copy of a cover letter, named "… (copy)"',
        params,
        body: z.object({}).optional(),
        response: { 201: coverLetter },
      },
    },
    async (request, reply) =>
      reply.code(201).send(letterToApi(await letters.duplicate(request.user.id, parseId(request.params.id)))),
  );

  app.delete(
    '/api/cover-letters/:id/',
    { schema: { tags, summary: 'Delete a cover letter; jobs that used it no longer point at it', params } },
    async (request, reply) => {
      await letters.remove(request.user.id, parseId(request.params.id));
      return reply.code(204).send();
    },
  );
};
