/** Refresh from profile: what the library changed since a resume copied it, and pulling those changes in. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { applyRefreshRequest, refreshPlan, resumeVersion } from '@hirestride/shared';
import { parseId } from '../http/ids.js';
import type { ResumesService } from './service.js';
import { versionToApi } from './to-api.js';

const tags = ['resumes'];
const params = z.object({ id: z.string() });

export const resumeRefreshRoutes: FastifyPluginAsyncZod<{ resumes: ResumesService }> = async (app, { resumes }) => {
  app.get(
    '/resumes/resume-versions/:id/refresh/',
    {
      schema: {
        tags,
        summary: 'What pulling in your profile would change in this resume, and where your own edits meet changes',
        params,
        response: { 200: refreshPlan },
      },
    },
    async (request) => {
      const plan = await resumes.refreshPlan(request.user, parseId(request.params.id));
      return { up_to_date: plan.upToDate, changes: plan.changes };
    },
  );

  app.post(
    '/resumes/resume-versions/:id/refresh/',
    {
      schema: {
        tags,
        summary: 'Pull your profile into this resume, keeping your edits on it unless overwrite_edits',
        params,
        body: applyRefreshRequest,
        response: { 200: resumeVersion },
      },
    },
    async (request) =>
      versionToApi(await resumes.refresh(request.user, parseId(request.params.id), request.body.overwrite_edits)),
  );
};
