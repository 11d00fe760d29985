/** Generate Resume: a version tailored to a saved job by the match engine, which the job then uses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryIsEmpty, tailorResume } from '@hirestride/match';
import { generatedResume, generateResumeRequest, type Snippet } from '@hirestride/shared';
import { listSection } from '../content/library.js';
import type { Database } from '../db/client.js';
import { HttpError, unknownId } from '../http/errors.js';
import { JobsRepository } from '../jobs/repository.js';
import { TemplatesRepository } from '../templates/repository.js';
import { buildContentData } from './build-content.js';
import { createVersion } from './create-version.js';
import { versionToApi } from './repository.js';

export const generateMessages = {
  emptyLibrary:
    'Your profile has no experience, education, skills, certifications or snippets yet, so there is nothing to build a resume from. Add them to your content library first.',
} as const;

export const generateResumeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const jobs = new JobsRepository(db);
  const templates = new TemplatesRepository(db);

  app.post(
    '/resumes/resume-versions/generate/',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'A new resume tailored to a saved job: your own lines, what the posting asks for first; the job then uses it',
        body: generateResumeRequest,
        response: { 201: generatedResume },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const job = await jobs.byId(user.id, request.body.job);
      if (!job) throw unknownId('job', request.body.job);
      const template = await templates.byId(request.body.template);
      if (!template) throw unknownId('template', request.body.template);
      const [content, snippets] = await Promise.all([
        buildContentData(db, user),
        listSection<Snippet>(db, 'snippets', user.id),
      ]);
      // A resume of a name and nothing else helps nobody, and tailoring it would report a 0 that means nothing.
      const { experience: experiences, education, skills, certifications } = content;
      if (libraryIsEmpty({ experiences, education, skills, certifications, snippets }))
        throw new HttpError(400, { detail: generateMessages.emptyLibrary, code: 'empty_library' });
      const tailored = tailorResume({
        content,
        design: template.designJson as { section_order: string[] },
        snippets,
        job: { postingText: job.postingText, title: job.title, company: job.company },
        now: new Date().toISOString(),
      });
      const created = await createVersion(db, {
        userId: user.id,
        template,
        name: `Resume for ${job.company || job.title}`.slice(0, 120),
        contentData: tailored.content,
        // The library as copied, not the tailored order: a later refresh then sees the reordering as the
        // resume's own edit and keeps it.
        baseContent: content,
        snippetSectionMap: tailored.snippetSectionMap,
        jobId: job.id,
      });
      return reply.code(201).send({
        version: versionToApi(created),
        score_before: tailored.scoreBefore,
        score_after: tailored.scoreAfter,
        covered: tailored.covered,
        missing: tailored.missing,
        notes: job.postingText.trim()
          ? tailored.notes
          : [
              'This job has no posting text, so the resume keeps your profile’s order. Paste the posting on the job page to tailor it.',
            ],
      });
    },
  );
};
