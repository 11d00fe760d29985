/** A saved job's interview questions: from its match (gaps first) and the role bank its title fits. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { jobQuestions, roleBankFor } from '@hirestride/interview';
import { matchPosting, PostingError } from '@hirestride/match';
import { jobInterviewQuestions } from '@hirestride/shared';
import { readLibrary } from '../content/library.js';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { JobsRepository } from '../jobs/repository.js';
import { toEngineLibrary } from '../matching/library-input.js';

export const jobInterviewQuestionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const jobs = new JobsRepository(db);

  app.post(
    '/api/jobs/:id/interview-questions/',
    {
      schema: {
        tags: ['interview'],
        summary:
          'Questions for this job: what its posting asks that your profile does not show, what it shows partly, your strengths; and its role bank',
        params: z.object({ id: z.string() }),
        body: z.object({}).optional(),
        response: { 200: jobInterviewQuestions },
      },
    },
    async (request) => {
      const { user } = request;
      const jobId = parseId(request.params.id);
      const [job, content] = await Promise.all([jobs.byId(user.id, jobId), readLibrary(db, user.id)]);
      if (!job) throw notFound();
      const bank = roleBankFor(job.title);
      const role_bank = bank && { id: bank.id, name: bank.name };
      // Without a posting (or one the engine cannot read) there is nothing to draw from: the role bank and why.
      if (!job.postingText.trim())
        return {
          questions: [],
          role_bank,
          note: 'Paste the job’s posting on its page to get questions drawn from what it asks for.',
        };
      try {
        const result = matchPosting({
          postingText: job.postingText,
          title: job.title,
          company: job.company,
          library: toEngineLibrary(content),
          now: new Date().toISOString(),
        });
        return { questions: jobQuestions({ title: job.title, result }).questions, role_bank, note: null };
      } catch (error) {
        if (!(error instanceof PostingError)) throw error;
        return { questions: [], role_bank, note: error.message };
      }
    },
  );
};
