/** GET /api/dashboard/: what the dashboard shows beyond the user (jobs and answers counted, recent activity, what is due). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard, dashboardQuery } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { ActivityRepository } from '../activity/repository.js';
import { dueSoon } from '../jobs/due-soon.js';
import { utcToday } from '../jobs/job-rows.js';
import { InterviewRepository } from '../interview/repository.js';
import { JobsRepository } from '../jobs/repository.js';

const RECENT_ACTIVITY = 8;

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const jobsRepository = new JobsRepository(db);
  const activity = new ActivityRepository(db);

  app.get(
    '/api/dashboard/',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Job count, latest events and what is due (?today=YYYY-MM-DD: the user’s own date)',
        querystring: dashboardQuery,
        response: { 200: dashboard },
      },
    },
    async (request) => {
      const { user } = request;
      const [jobCount, answerCount, recent, due] = await Promise.all([
        jobsRepository.count(user.id),
        new InterviewRepository(db).count(user.id),
        activity.recent(user.id, RECENT_ACTIVITY),
        dueSoon(db, user.id, request.query.today ?? utcToday()),
      ]);
      return { job_count: jobCount, interview_answer_count: answerCount, recent_activity: recent, due_soon: due };
    },
  );
};
