/** My Resumes: list, open, create, duplicate, delete (with what undo needs) and restore resume versions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  createResumeRequest,
  deletedResume,
  duplicateResumeRequest,
  restoreResumeRequest,
  resumeSummary,
  resumeVersion,
} from '@hirestride/shared';
import { parseId } from '../http/ids.js';
import { tagVersion } from '../http/versions.js';
import type { ResumesService } from './service.js';
import { deletedToApi, summaryToApi, versionToApi } from './to-api.js';
import { requestPaper } from '../http/paper.js';

const tags = ['resumes'];
const params = z.object({ id: z.string() });

export const myResumesRoutes: FastifyPluginAsyncZod<{ resumes: ResumesService }> = async (app, { resumes }) => {
  app.get(
    '/resumes/resume-versions/',
    {
      schema: {
        tags,
        summary: 'Your resume versions, latest edited first, with their template, jobs and page count',
        response: { 200: z.array(resumeSummary) },
      },
    },
    async (request) =>
      (await resumes.list(request.user.id)).map(({ version, templateName, jobs }) =>
        summaryToApi(version, templateName, jobs),
      ),
  );

  app.post(
    '/resumes/resume-versions/',
    {
      schema: {
        tags,
        summary: 'A new resume from your profile for a template, optionally for one of your saved jobs',
        body: createResumeRequest,
        response: { 201: resumeVersion },
      },
    },
    async (request, reply) =>
      reply.code(201).send(versionToApi(await resumes.create(request.user, request.body, requestPaper(request)))),
  );

  app.get(
    '/resumes/resume-versions/:id/',
    { schema: { tags, summary: 'One of your resume versions', params, response: { 200: resumeVersion } } },
    async (request, reply) =>
      tagVersion(reply, versionToApi(await resumes.one(request.user.id, parseId(request.params.id)))),
  );

  app.post(
    '/resumes/resume-versions/:id/duplicate/',
    {
      schema: {
        tags,
        summary: 'A copy of a version (content, design and snippet placement), named "… (copy)" unless named',
        params,
        body: duplicateResumeRequest,
        response: { 201: resumeVersion },
      },
    },
    async (request, reply) => {
      const created = await resumes.duplicate(request.user.id, parseId(request.params.id), request.body.name);
      return reply.code(201).send(versionToApi(created));
    },
  );

  app.delete(
    '/resumes/resume-versions/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a version; jobs that used it no longer point at it. Answers what Undo needs',
        params,
        response: { 200: deletedResume },
      },
    },
    async (request) => {
      const { row, unlinked } = await resumes.remove(request.user.id, parseId(request.params.id));
      return deletedToApi(row, unlinked);
    },
  );

  app.post(
    '/resumes/resume-versions/restore/',
    {
      schema: {
        tags,
        summary: 'Undo a delete: the version back as it was (a new id), and its jobs pointed at it again',
        body: restoreResumeRequest,
        response: { 201: resumeVersion },
      },
    },
    async (request, reply) => reply.code(201).send(versionToApi(await resumes.restore(request.user.id, request.body))),
  );
};
