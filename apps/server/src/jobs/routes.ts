/** /api/jobs/: list, save, read, edit and delete jobs (DRF conventions: trailing slashes, `detail`, 404 for others'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  job,
  jobListItem,
  jobListQuery,
  jobMessages,
  jobPage,
  jobPatch,
  jobPayload,
  jobReplace,
  JOB_STAGES,
  type JobValues,
} from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { HttpError, notFound, validationError, type FieldErrors } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { readsTogether } from '../db/reads-together.js';
import { CoverLettersRepository } from '../cover-letters/repository.js';
import { ResumesRepository } from '../resumes/repository.js';
import { countJobs, listJobs } from './job-list.js';
import { jobToApi } from './job-rows.js';
import { JobsRepository } from './repository.js';

const tags = ['jobs'];
const idParams = z.object({ id: z.string() });
const duplicateAnswer = z.object({
  detail: z.string(),
  duplicate_of: z.object({ id: z.number().int(), title: z.string(), company: z.string(), stage: z.enum(JOB_STAGES) }),
});

/** DRF's limit/offset links: this request's URL with another offset. */
function pageLink(request: FastifyRequest, limit: number, offset: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('limit', String(limit));
  if (offset > 0) url.searchParams.set('offset', String(offset));
  else url.searchParams.delete('offset');
  return url.toString();
}

export const jobRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const jobsRepository = new JobsRepository(db);
  const resumes = new ResumesRepository(db);
  const letters = new CoverLettersRepository(db);

  /** The resume version and the cover letter must be the user's own. */
  const checkReferences = async (userId: number, fields: Partial<JobValues>) => {
    const errors: FieldErrors = {};
    if (
      fields.resume_version !== null &&
      fields.resume_version !== undefined &&
      !(await resumes.owns(userId, fields.resume_version))
    )
      errors.resume_version = [jobMessages.invalidPk(fields.resume_version)];
    if (
      fields.cover_letter !== null &&
      fields.cover_letter !== undefined &&
      !(await letters.byId(userId, fields.cover_letter))
    )
      errors.cover_letter = [jobMessages.invalidPk(fields.cover_letter)];
    if (Object.keys(errors).length > 0) throw validationError(errors);
  };

  app.get(
    '/api/jobs/',
    {
      schema: {
        tags,
        summary: 'Your jobs: ?stage, ?outcome, ?search, ?ordering, ?include_archived, ?omit; paged with ?limit/?offset',
        querystring: jobListQuery,
        response: { 200: z.union([z.array(jobListItem), jobPage]) },
      },
    },
    async (request) => {
      const query = request.query;
      const options = {
        stage: query.stage,
        outcome: query.outcome,
        search: query.search,
        ordering: query.ordering,
        includeArchived: query.include_archived === undefined ? undefined : query.include_archived === 'true',
        limit: query.limit,
        offset: query.offset,
        omit: query.omit,
      };
      const userId = request.user.id;
      if (query.limit === undefined) return (await listJobs(db, userId, options)).map(jobToApi);
      const offset = query.offset ?? 0;
      const [rows, total] = await readsTogether(db, [
        () => listJobs(db, userId, options),
        () => countJobs(db, userId, options),
      ]);
      return {
        count: total,
        next: total > offset + query.limit ? pageLink(request, query.limit, offset + query.limit) : null,
        previous: offset > 0 ? pageLink(request, query.limit, Math.max(0, offset - query.limit)) : null,
        results: rows.map(jobToApi),
      };
    },
  );

  app.post(
    '/api/jobs/',
    {
      schema: {
        tags,
        summary: 'Save a job (409 when the same posting URL, or title and company, is saved already)',
        querystring: z.object({ allow_duplicate: z.enum(['true', 'false']).optional() }),
        body: jobPayload,
        response: { 201: job, 409: duplicateAnswer },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const values = request.body;
      await checkReferences(user.id, values);
      if (request.query.allow_duplicate !== 'true') {
        const existing = await jobsRepository.findDuplicate(user.id, values);
        if (existing) {
          throw new HttpError(409, {
            detail: jobMessages.duplicate,
            duplicate_of: { id: existing.id, title: existing.title, company: existing.company, stage: existing.stage },
          });
        }
      }
      return reply.code(201).send(jobToApi(await jobsRepository.create(user.id, values)));
    },
  );

  app.get(
    '/api/jobs/:id/',
    { schema: { tags, summary: 'One job', params: idParams, response: { 200: job } } },
    async (request) => {
      const { user } = request;
      const row = await jobsRepository.byId(user.id, parseId(request.params.id));
      if (!row) throw notFound();
      return jobToApi(row);
    },
  );

  for (const [method, body] of [
    ['put', jobReplace],
    ['patch', jobPatch],
  ] as const) {
    app[method](
      '/api/jobs/:id/',
      {
        schema: {
          tags,
          summary:
            method === 'put'
              ? 'Replace a job’s fields (a new stage puts it at the top of that column)'
              : 'Change some of a job’s fields',
          params: idParams,
          body,
          response: { 200: job },
        },
      },
      async (request) => {
        const { user } = request;
        const id = parseId(request.params.id);
        const changes = request.body as Partial<JobValues>;
        await checkReferences(user.id, changes);
        const row = await jobsRepository.update(user.id, id, changes);
        if (!row) throw notFound();
        return jobToApi(row);
      },
    );
  }

  app.delete(
    '/api/jobs/:id/',
    { schema: { tags, summary: 'Delete a job with its contacts, interviews and timeline', params: idParams } },
    async (request, reply) => {
      const { user } = request;
      if (!(await jobsRepository.delete(user.id, parseId(request.params.id)))) throw notFound();
      return reply.code(204).send();
    },
  );
};
