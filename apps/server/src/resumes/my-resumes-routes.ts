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
  type ContentData,
  type SnippetSectionMap,
} from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { notFound, unknownId } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { JobsRepository } from '../jobs/repository.js';
import { TemplatesRepository } from '../templates/repository.js';
import { buildContentData } from './build-content.js';
import { createVersion } from './create-version.js';
import { pageCounts } from './page-count.js';
import { ResumesRepository, versionToApi } from './repository.js';

const tags = ['resumes'];
const params = z.object({ id: z.string() });
export const myResumesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const resumes = new ResumesRepository(db);
  const templates = new TemplatesRepository(db);
  const jobs = new JobsRepository(db);

  app.get(
    '/resumes/resume-versions/',
    {
      schema: {
        tags,
        summary: 'Your resume versions, latest edited first, with their template, jobs and page count',
        response: { 200: z.array(resumeSummary) },
      },
    },
    async (request) => {
      const { user } = request;
      const rows = await resumes.list(user.id);
      const versions = rows.map((row) => row.version);
      const [counts, jobRows] = await Promise.all([
        pageCounts(db, user.id, versions),
        resumes.jobsUsing(
          user.id,
          versions.map((version) => version.id),
        ),
      ]);
      return rows.map(({ version, templateName }) => ({
        id: version.id,
        name: version.name,
        template: version.templateId,
        template_name: templateName,
        renderer_key: version.rendererKey,
        updated_at: version.updatedAt.toISOString(),
        page_count: counts.get(version.id) ?? null,
        jobs: jobRows
          .filter((job) => job.versionId === version.id)
          .map(({ id, title, company }) => ({ id, title, company })),
      }));
    },
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
    async (request, reply) => {
      const { user } = request;
      const { template: templateId, job: jobId, name } = request.body;
      const template = await templates.byId(templateId);
      if (!template) throw unknownId('template', templateId);
      const job = jobId ? await jobs.byId(user.id, jobId) : null;
      if (jobId && !job) throw unknownId('job', jobId);
      const contentData = await buildContentData(db, user);
      const created = await createVersion(db, {
        userId: user.id,
        template,
        name: name ?? (job ? `Resume for ${job.company || job.title}` : `${template.name} resume`),
        contentData,
        baseContent: contentData,
        jobId: job?.id ?? null,
      });
      return reply.code(201).send(versionToApi(created));
    },
  );

  app.get(
    '/resumes/resume-versions/:id/',
    { schema: { tags, summary: 'One of your resume versions', params, response: { 200: resumeVersion } } },
    async (request) => {
      const { user } = request;
      const row = await resumes.byId(user.id, parseId(request.params.id));
      if (!row) throw notFound();
      return versionToApi(row);
    },
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
      const { user } = request;
      const source = await resumes.byId(user.id, parseId(request.params.id));
      if (!source) throw notFound();
      const template = await templates.byId(source.templateId);
      if (!template) throw notFound();
      const created = await createVersion(db, {
        userId: user.id,
        template,
        name: request.body.name ?? `${source.name} (copy)`.slice(0, 120),
        contentData: source.contentData as ContentData,
        baseContent: source.baseContent as ContentData | null,
        designJson: source.designJson,
        snippetSectionMap: source.snippetSectionMap as SnippetSectionMap,
      });
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
      const { user } = request;
      const id = parseId(request.params.id);
      // The jobs are read and the row deleted together, so the answer names exactly the jobs that lost it.
      return db.transaction(async (tx) => {
        const txResumes = new ResumesRepository(tx);
        const unlinked = await txResumes.jobsUsing(user.id, [id]);
        const row = await txResumes.delete(user.id, id);
        if (!row) throw notFound();
        return {
          restore: {
            name: row.name || 'Resume',
            template: row.templateId,
            design_json: row.designJson as z.infer<typeof resumeVersion>['design_json'],
            content_data: row.contentData as ContentData,
            base_content: row.baseContent as ContentData | null,
            snippet_section_map: row.snippetSectionMap as SnippetSectionMap,
            jobs: unlinked.map((job) => job.id),
          },
          unlinked_jobs: unlinked.map(({ id: jobId, title, company }) => ({ id: jobId, title, company })),
        };
      });
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
    async (request, reply) => {
      const { user } = request;
      const body = request.body;
      const template = await templates.byId(body.template);
      if (!template) throw unknownId('template', body.template);
      const ids = Object.values(body.snippet_section_map).flat();
      const owned = await resumes.ownedSnippetIds(user.id, ids);
      // Snippets deleted since are left out rather than refusing the undo.
      const map = Object.fromEntries(
        Object.entries(body.snippet_section_map).map(([section, list]) => [
          section,
          (list ?? []).filter((snippetId) => owned.has(snippetId)),
        ]),
      ) as SnippetSectionMap;
      const created = await createVersion(db, {
        userId: user.id,
        template,
        name: body.name,
        contentData: body.content_data,
        baseContent: body.base_content,
        designJson: body.design_json,
        snippetSectionMap: map,
        relinkJobs: body.jobs,
      });
      return reply.code(201).send(versionToApi(created));
    },
  );
};
