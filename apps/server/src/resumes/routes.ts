/** /resumes/resume-versions/: get or create a draft for a template, and save changes to it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  getOrCreateDraftRequest,
  RESUME_JSON_MAX_BYTES,
  resumeVersion,
  resumeVersionPatch,
  type SnippetSectionMap,
} from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { parseId } from '../http/ids.js';
import { notFound, unknownId, validationError } from '../http/errors.js';
import { TemplatesRepository } from '../templates/repository.js';
import { buildContentData } from './build-content.js';
import { createVersion } from './create-version.js';
import { ResumesRepository, versionToApi } from './repository.js';

const tags = ['resumes'];

export const resumeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const resumes = new ResumesRepository(db);
  const templates = new TemplatesRepository(db);

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
      const { user } = request;
      const templateId = request.body.template_id;
      if (templateId === null) {
        const latest = await resumes.latestDraft(user.id);
        return latest ? versionToApi(latest) : reply.code(204).send(null);
      }
      const template = await templates.byId(templateId);
      if (!template) throw unknownId('template_id', templateId);
      const existing = await resumes.draftFor(user.id, template.id);
      if (existing) return versionToApi(existing);
      const contentData = await buildContentData(db, user);
      const created = await createVersion(db, {
        userId: user.id,
        template,
        name: `${template.name} resume`,
        contentData,
        baseContent: contentData,
      });
      return reply.code(201).send(versionToApi(created));
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
    async (request) => {
      const { user } = request;
      const id = parseId(request.params.id);
      const body = request.body;
      if (Buffer.byteLength(JSON.stringify(body)) > RESUME_JSON_MAX_BYTES) {
        throw validationError({
          non_field_errors: [`A resume may hold at most ${RESUME_JSON_MAX_BYTES / 1024} KB of content.`],
        });
      }
      if (!(await templates.byId(body.template))) {
        throw unknownId('template', body.template);
      }
      const map = body.snippet_section_map as SnippetSectionMap | undefined;
      if (map) {
        const ids = Object.values(map).flat();
        const owned = await resumes.ownedSnippetIds(user.id, ids);
        const foreign = ids.filter((snippetId) => !owned.has(snippetId));
        if (foreign.length > 0)
          throw validationError({ snippet_section_map: [`Unknown snippet ids: ${foreign.join(', ')}.`] });
      }
      const row = await resumes.update(user.id, id, {
        templateId: body.template,
        designJson: body.design_json,
        contentData: body.content_data,
        ...(body.renderer_key !== undefined ? { rendererKey: body.renderer_key } : {}),
        ...(map !== undefined ? { snippetSectionMap: map } : {}),
        ...(body.name !== undefined ? { name: body.name } : {}),
      });
      if (!row) throw notFound();
      return versionToApi(row);
    },
  );
};
