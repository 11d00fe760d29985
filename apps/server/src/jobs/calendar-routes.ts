/** "Add to calendar": an interview entry as an iCalendar file that calendar apps import (shared/ics.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { calendarFile, interviewKindLabels, type InterviewKind } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { disposition, fileName } from '../http/attachment.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { JobsRepository } from './repository.js';

/** How long the event lasts: an entry has a start but no length, and most rounds are booked for an hour. */
const INTERVIEW_MINUTES = 60;

export const calendarRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
}> = async (app, { db, publicUrl }) => {
  const jobsRepository = new JobsRepository(db);

  app.get(
    '/api/jobs/:id/interviews/:itemId/calendar.ics',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'An interview entry as an iCalendar (.ics) event: the job in its title, the notes and a link back to the job; all day when it has no time',
        params: z.object({ id: z.string(), itemId: z.string() }),
      },
    },
    async (request, reply) => {
      const { user } = request;
      const row = await jobsRepository.interviewWithJob(
        user.id,
        parseId(request.params.id),
        parseId(request.params.itemId),
      );
      if (!row) throw notFound();
      const kind = interviewKindLabels[row.kind as InterviewKind];
      const jobLink = `${publicUrl}/jobs/${row.jobId}`;
      const summary = `${kind ? `${kind} interview` : 'Interview'}: ${row.title} at ${row.company}`;
      const description = [
        row.notes.trim(),
        `The job in HireStride: ${jobLink}`,
        row.postingUrl ? `The posting: ${row.postingUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      const ics = calendarFile({
        uid: `interview-${row.id}@hirestride`,
        date: row.date,
        time: row.time,
        minutes: INTERVIEW_MINUTES,
        summary,
        description,
        url: jobLink,
        stamp: new Date(),
      });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header(
          'Content-Disposition',
          disposition(fileName(`Interview ${row.title} at ${row.company}`, 'ics', 'interview')),
        )
        .header('Cache-Control', 'no-store')
        .send(ics);
    },
  );
};
