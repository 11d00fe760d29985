/** /resumes/resume-versions/: get or create a draft for a template, and save changes to it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { getOrCreateDraftRequest, RESUME_JSON_MAX_BYTES, resumeVersion, resumeVersionPatch } from '@hirestride/shared';
import { parseId } from '../http/ids.js';
import { expectedVersion, tagVersion } from '../http/versions.js';
import type { ResumesService } from './service.js';
import { versionToApi } from './to-api.js';
import { requestPaper } from '../http/paper.js';

const tags = ['resumes'];

export const resumeRoutes: FastifyPluginAsyncZod<{ resumes: ResumesService }> = async (app, { resumes }) => {
  app.post(
    '/resumes/resume-versions/get-or-create-draft/',
    {
      schema: {
        tags,
        summary:
          'Your draft for a template (created from your profile if new); template_id null → your latest draft or 204',
        body: getOrCreateDraftRequest,
        response: { 200: resumeVersion, 201: resumeVersion, 204: z.null().describe('No draft yet') },
      },
    },
    async (request, reply) => {
      const draft = await resumes.draft(request.user, request.body.template_id, requestPaper(request));
      if (!draft) return reply.code(204).send(null);
      return reply.code(draft.created ? 201 : 200).send(versionToApi(draft.row));
    },
  );

  app.patch(
    '/resumes/resume-versions/:id/',
    {
      schema: {
        tags,
        summary: 'Save a resume version (design, content, renderer and snippet placement)',
        params: z.object({ id: z.string() }),
        body: resumeVersionPatch,
        response: { 200: resumeVersion },
      },
      bodyLimit: RESUME_JSON_MAX_BYTES * 2,
    },
    async (request, reply) => {
      const expected = expectedVersion(request);
      const row = await resumes.save(request.user.id, parseId(request.params.id), request.body, expected);
      return tagVersion(reply, versionToApi(row));
    },
  );
};
