/** /api/content/personal-info/: GET (404 when none), PUT (204 when none), POST (create once). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { personalInfo, personalInfoPayload } from '@hirestride/shared';
import { notFound, validationError } from '../http/errors.js';
import { expectedVersion, tagVersion } from '../http/versions.js';
import type { ContentService } from './service.js';
import { personalInfoToApi } from './to-api.js';

const PATH = '/api/content/personal-info/';
const tags = ['content'];

export const personalInfoRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    PATH,
    { schema: { tags, summary: 'Your About You details (404 when none)', response: { 200: personalInfo } } },
    async (request, reply) => {
      const row = await content.personalInfo(request.user.id);
      if (!row) throw notFound();
      return tagVersion(reply, personalInfoToApi(row));
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        summary: 'Update About You (204 when none exists yet: POST instead)',
        body: personalInfoPayload,
        response: { 200: personalInfo, 204: z.null().describe('No About You yet: POST it') },
      },
    },
    async (request, reply) => {
      const row = await content.updatePersonalInfo(request.user.id, request.body, expectedVersion(request));
      if (!row) return reply.code(204).send(null);
      return tagVersion(reply, personalInfoToApi(row));
    },
  );

  app.post(
    PATH,
    { schema: { tags, summary: 'Create About You', body: personalInfoPayload, response: { 201: personalInfo } } },
    async (request, reply) => {
      const row = await content.createPersonalInfo(request.user.id, request.body);
      if (!row) throw validationError({ non_field_errors: ['Personal info already exists. Use PUT to update it.'] });
      return reply.code(201).send(personalInfoToApi(row));
    },
  );
};
