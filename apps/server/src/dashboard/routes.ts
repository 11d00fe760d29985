/** GET /api/dashboard/: what the dashboard shows beyond the user (jobs and answers counted, recent activity, what is due). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard, dashboardQuery } from '@hirestride/shared';
import type { DashboardService } from './service.js';
import { dashboardToApi } from './to-api.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (app, { service }) => {
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
    async (request) => dashboardToApi(await service.summary(request.user.id, request.query.today)),
  );
};
