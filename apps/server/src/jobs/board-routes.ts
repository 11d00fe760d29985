/** A job's card on the board and what hangs off it: the move, the timeline, contacts and interview entries. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { activity, activityNotePayload, jobMoveRequest, jobMoveResponse } from '@hirestride/shared';
import { activityToApi } from '../activity/to-api.js';
import { parseId } from '../http/ids.js';
import type { JobsService } from './service.js';
import { jobToApi } from './to-api.js';

const tags = ['jobs'];
const idParams = z.object({ id: z.string() });

export const boardRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.post(
    '/api/jobs/:id/move/',
    {
      schema: {
        tags,
        summary:
          'Move a card to a place in a column, renumbering both columns at once (entering Archives needs an outcome)',
        params: idParams,
        body: jobMoveRequest,
        response: { 200: jobMoveResponse },
      },
    },
    async (request) => {
      const moved = await jobs.move(request.user.id, parseId(request.params.id), request.body);
      return { job: jobToApi(moved.row), columns: moved.columns };
    },
  );

  app.get(
    '/api/jobs/:id/activity/',
    {
      schema: {
        tags,
        summary: 'A job’s timeline, newest first',
        params: idParams,
        response: { 200: z.array(activity) },
      },
    },
    async (request) => (await jobs.timeline(request.user.id, parseId(request.params.id))).map(activityToApi),
  );

  app.post(
    '/api/jobs/:id/activity/',
    {
      schema: {
        tags,
        summary: 'Add a note to a job’s timeline',
        params: idParams,
        body: activityNotePayload,
        response: { 201: activity },
      },
    },
    async (request, reply) => {
      const row = await jobs.addNote(request.user.id, parseId(request.params.id), request.body.text);
      return reply.code(201).send(activityToApi(row));
    },
  );
};
