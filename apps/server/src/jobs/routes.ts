/** /api/jobs/: list, save, read, edit and delete jobs (DRF conventions: trailing slashes, `detail`, 404 for others'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  job,
  jobListItem,
  jobListQuery,
  jobPage,
  jobPatch,
  jobPayload,
  jobReplace,
  JOB_STAGES,
} from '@hirestride/shared';
import { parseId } from '../http/ids.js';
import { expectedVersion, tagVersion } from '../http/versions.js';
import type { JobChanges, JobsService } from './service.js';
import { jobToApi } from './to-api.js';

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

export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
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
      if (query.limit === undefined) return (await jobs.list(userId, options)).map(jobToApi);
      const offset = query.offset ?? 0;
      const { rows, total } = await jobs.page(userId, { ...options, limit: query.limit });
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
      const row = await jobs.create(request.user.id, request.body, request.query.allow_duplicate === 'true');
      return reply.code(201).send(jobToApi(row));
    },
  );

  app.get(
    '/api/jobs/:id/',
    { schema: { tags, summary: 'One job', params: idParams, response: { 200: job } } },
    async (request, reply) => tagVersion(reply, jobToApi(await jobs.get(request.user.id, parseId(request.params.id)))),
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
      async (request, reply) => {
        const changes: JobChanges = request.body;
        const row = await jobs.update(request.user.id, parseId(request.params.id), changes, expectedVersion(request));
        return tagVersion(reply, jobToApi(row));
      },
    );
  }

  app.delete(
    '/api/jobs/:id/',
    { schema: { tags, summary: 'Delete a job with its contacts, interviews and timeline', params: idParams } },
    async (request, reply) => {
      await jobs.delete(request.user.id, parseId(request.params.id));
      return reply.code(204).send();
    },
  );
};
