/** "Add to calendar": an interview entry as an iCalendar file that calendar apps import (shared/ics.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { calendarFile, interviewKindLabels, type InterviewKind } from '@hirestride/shared';
import { and, eq } from 'drizzle-orm';
import { requireCaller, type IdentityServices } from '../auth/authenticate.js';
import type { Database } from '../db/client.js';
import { jobInterviews, jobs } from '../db/schema.js';
import { disposition, fileName } from '../http/attachment.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';

/** An interview's length when the entry says none: most first rounds are booked for an hour. */
export const INTERVIEW_MINUTES = 60;

export const calendarRoutes: FastifyPluginAsyncZod<{
  db: Database;
  identity: IdentityServices;
  publicUrl: string;
}> = async (app, { db, identity, publicUrl }) => {
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
      const { user } = await requireCaller(request, identity);
      const [row] = await db
        .select({
          id: jobInterviews.id,
          date: jobInterviews.date,
          time: jobInterviews.time,
          kind: jobInterviews.kind,
          notes: jobInterviews.notes,
          jobId: jobs.id,
          title: jobs.title,
          company: jobs.company,
          postingUrl: jobs.url,
        })
        .from(jobInterviews)
        .innerJoin(jobs, eq(jobs.id, jobInterviews.jobId))
        .where(
          and(
            eq(jobInterviews.id, parseId(request.params.itemId)),
            eq(jobInterviews.jobId, parseId(request.params.id)),
            eq(jobInterviews.userId, user.id),
          ),
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
