/** A job's card on the board and what hangs off it: the move, the timeline, contacts and interview entries. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  activity,
  activityNotePayload,
  contact,
  contactPayload,
  interview,
  interviewPayload,
  jobMoveRequest,
  jobMoveResponse,
} from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { jobContacts, jobInterviews, jobs } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { ownedListRoutes, type OwnedListResource } from '../lists/owned-list-routes.js';
import { ActivityRepository, activityToApi, recordActivity } from '../activity/repository.js';
import { jobToApi } from './job-rows.js';
import { JobsRepository } from './repository.js';

const tags = ['jobs'];
const idParams = z.object({ id: z.string() });
type Row = Record<string, unknown>;

/** Contacts and interview entries: lists nested under a job the caller owns, each addition on the timeline. */
function nestedResources(jobsRepository: JobsRepository): OwnedListResource[] {
  const parentJob = {
    field: 'jobId',
    table: jobs,
    owns: (_db: Database, userId: number, jobId: number) => jobsRepository.owns(userId, jobId),
  };
  return [
    {
      base: '/api/jobs/:id/contacts/',
      noun: 'contact',
      tags,
      table: jobContacts,
      payload: contactPayload,
      item: contact,
      parent: { ...parentJob, column: jobContacts.jobId },
      toRow: (p) => ({
        name: p.name,
        role: p.role,
        email: p.email,
        phone: p.phone,
        linkedin: p.linkedin,
        notes: p.notes,
      }),
      toApi: ({ id, name, role, email, phone, linkedin, notes }: Row) => ({
        id,
        name,
        role,
        email,
        phone,
        linkedin,
        notes,
      }),
      afterCreate: (tx, userId, row) =>
        recordActivity(tx, {
          userId,
          jobId: row.jobId as number,
          kind: 'contact_added',
          data: { name: row.name },
        }).then(() => undefined),
    },
    {
      base: '/api/jobs/:id/interviews/',
      noun: 'interview entry',
      tags,
      table: jobInterviews,
      payload: interviewPayload,
      item: interview,
      parent: { ...parentJob, column: jobInterviews.jobId },
      toRow: (p) => ({ date: p.date, time: p.time, kind: p.kind, notes: p.notes }),
      toApi: ({ id, date, time, kind, notes }: Row) => ({ id, date, time, kind, notes }),
      afterCreate: (tx, userId, row) =>
        recordActivity(tx, {
          userId,
          jobId: row.jobId as number,
          kind: 'interview_added',
          data: { interview: row.id, date: row.date, kind: row.kind },
        }).then(() => undefined),
    },
  ];
}

export const boardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  const { db } = options;
  const jobsRepository = new JobsRepository(db);
  const timeline = new ActivityRepository(db);

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
      const { user } = request;
      const moved = await jobsRepository.move(user.id, parseId(request.params.id), request.body);
      if (!moved) throw notFound();
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
    async (request) => {
      const { user } = request;
      const jobId = parseId(request.params.id);
      if (!(await jobsRepository.owns(user.id, jobId))) throw notFound();
      return timeline.forJob(user.id, jobId);
    },
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
      const { user } = request;
      const jobId = parseId(request.params.id);
      if (!(await jobsRepository.owns(user.id, jobId))) throw notFound();
      const [row] = await recordActivity(db, { userId: user.id, jobId, kind: 'note', text: request.body.text });
      return reply.code(201).send(activityToApi(row!));
    },
  );

  for (const resource of nestedResources(jobsRepository)) await app.register(ownedListRoutes(resource), options);
};
