/** My Cover Letters: list, create, open, replace, edit, duplicate and delete (issue 14). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { coverLetter, coverLetterCreate, coverLetterPatch, coverLetterPut } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { notFound, unknownId } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { JobsRepository } from '../jobs/repository.js';
import { CoverLettersRepository, createLetter, letterToApi } from './repository.js';

const tags = ['cover-letters'];
const params = z.object({ id: z.string() });
type Fields = z.infer<typeof coverLetterPatch>;

/** The API's fields as columns, and the job they name, which must be one of the user's own. */
async function columnsFor(userId: number, fields: Fields, jobs: JobsRepository) {
  const job = fields.job ? await jobs.byId(userId, fields.job) : null;
  if (fields.job && !job) throw unknownId('job', fields.job);
  const columns = {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.job !== undefined && { jobId: fields.job }),
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.company !== undefined && { company: fields.company }),
    ...(fields.tone !== undefined && { tone: fields.tone }),
    ...(fields.length !== undefined && { length: fields.length }),
    ...(fields.body !== undefined && { body: fields.body }),
    ...(fields.confirmed_claims !== undefined && { confirmedClaims: fields.confirmed_claims }),
    ...(fields.written_by !== undefined && { writtenBy: fields.written_by }),
  };
  return { columns, job };
}

export const coverLetterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const letters = new CoverLettersRepository(db);
  const jobs = new JobsRepository(db);

  app.get(
    '/api/cover-letters/',
    {
      schema: { tags, summary: 'Your cover letters, latest edited first', response: { 200: z.array(coverLetter) } },
    },
    async (request) => {
      const { user } = request;
      return (await letters.list(user.id)).map(letterToApi);
    },
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
    async (request, reply) => {
      const { user } = request;
      const { columns, job } = await columnsFor(user.id, request.body, jobs);
      const created = await createLetter(db, {
        userId: user.id,
        ...columns,
        name: columns.name ?? (job ? `Cover letter for ${job.company || job.title}` : 'Cover letter'),
      });
      return reply.code(201).send(letterToApi(created));
    },
  );

  app.get(
    '/api/cover-letters/:id/',
    { schema: { tags, summary: 'One of your cover letters', params, response: { 200: coverLetter } } },
    async (request) => {
      const { user } = request;
      const row = await letters.byId(user.id, parseId(request.params.id));
      if (!row) throw notFound();
      return letterToApi(row);
    },
  );

  for (const [method, body, summary] of [
    ['PUT', coverLetterPut, 'Replace a cover letter’s fields'],
    ['PATCH', coverLetterPatch, 'Change some of a cover letter’s fields'],
  ] as const) {
    app.route({
      method,
      url: '/api/cover-letters/:id/',
      schema: { tags, summary, params, body, response: { 200: coverLetter } },
      handler: async (request) => {
        const { user } = request;
        const id = parseId(request.params.id);
        if (!(await letters.byId(user.id, id))) throw notFound();
        const row = await letters.update(user.id, id, (await columnsFor(user.id, request.body, jobs)).columns);
        if (!row) throw notFound();
        return letterToApi(row);
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
    async (request, reply) => {
      const { user } = request;
      const source = await letters.byId(user.id, parseId(request.params.id));
      if (!source) throw notFound();
      const created = await createLetter(db, {
        userId: user.id,
        name: `${source.name} (copy)`.slice(0, 120),
        jobId: source.jobId,
        title: source.title,
        company: source.company,
        tone: source.tone,
        length: source.length,
        body: source.body,
        writtenBy: source.writtenBy,
        confirmedClaims: source.confirmedClaims,
      });
      return reply.code(201).send(letterToApi(created));
    },
  );

  app.delete(
    '/api/cover-letters/:id/',
    { schema: { tags, summary: 'Delete a cover letter; jobs that used it no longer point at it', params } },
    async (request, reply) => {
      const { user } = request;
      if (!(await letters.delete(user.id, parseId(request.params.id)))) throw notFound();
      return reply.code(204).send();
    },
  );
};
