/** "Add to calendar": an interview entry as an iCalendar file that calendar apps import (shared/ics.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { disposition, fileName } from '../http/attachment.js';
import { parseId } from '../http/ids.js';
import type { JobsService } from './service.js';

export const calendarRoutes: FastifyPluginAsyncZod<{ jobs: JobsService; publicUrl: string }> = async (
  app,
  { jobs, publicUrl },
) => {
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
      const { ics, title } = await jobs.interviewCalendar(
        request.user.id,
        parseId(request.params.id),
        parseId(request.params.itemId),
        publicUrl,
      );
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', disposition(fileName(title, 'ics', 'interview')))
        .header('Cache-Control', 'no-store')
        .send(ics);
    },
  );
};
