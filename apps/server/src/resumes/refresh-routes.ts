/** Refresh from profile: what the library changed since a resume copied it, and pulling those changes in. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { applyRefresh, planRefresh } from '@hirestride/resume-formats';
import { applyRefreshRequest, refreshPlan, resumeVersion, type ContentData } from '@hirestride/shared';
import type { UserRow } from '../auth/users-repository.js';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { buildContentData } from './build-content.js';
import { ResumesRepository, versionToApi } from './repository.js';

const tags = ['resumes'];
const params = z.object({ id: z.string() });

export const resumeRefreshRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const resumes = new ResumesRepository(db);

  /** The version's three copies: what it was made from, what it holds now, and the library today. */
  const copies = async (user: UserRow, rawId: string) => {
    const row = await resumes.byId(user.id, parseId(rawId));
    if (!row) throw notFound();
    const resume = row.contentData as ContentData;
    // A version made before refresh existed has no base: its content is taken as what it was made from.
    const base = (row.baseContent as ContentData | null) ?? resume;
    return { row, base, resume, library: await buildContentData(db, user) };
  };

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
      const { user } = request;
      const { base, resume, library } = await copies(user, request.params.id);
      const plan = planRefresh(base, resume, library);
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
    async (request) => {
      const { user } = request;
      const { row, base, resume, library } = await copies(user, request.params.id);
      const merged = applyRefresh(base, resume, library, { overwriteEdits: request.body.overwrite_edits });
      const saved = await resumes.update(user.id, row.id, { contentData: merged, baseContent: library });
      if (!saved) throw notFound();
      return versionToApi(saved);
    },
  );
};
