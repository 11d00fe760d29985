/** The Learning Hub's API: the skills the user's saved jobs ask for that their library lacks, with our texts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippedDictionary, skillTrends, type Trend } from '@hirestride/match';
import { skillText } from '@hirestride/interview';
import { SKILL_GAP_CATEGORIES, skillGapsAnswer, type SkillGap } from '@hirestride/shared';
import { readLibrary } from '../content/library.js';
import type { Database } from '../db/client.js';
import { JobsRepository } from '../jobs/repository.js';
import { toEngineLibrary } from '../matching/library-input.js';

const tags = ['learning'];
const isGapCategory = (category: string): category is SkillGap['category'] =>
  (SKILL_GAP_CATEGORIES as readonly string[]).includes(category);

/** A trend the library does not show (or only partly), with what it is and how it is learnt; null when it shows it. */
function gapOf(trend: Trend): SkillGap | null {
  if (trend.status === 'matched' || !isGapCategory(trend.category)) return null;
  const dictionary = shippedDictionary();
  // Only dictionary terms have a text; a term outside it is one of the user's own skills, so never a gap anyway.
  const text = skillText(trend.term_id, dictionary);
  if (!text) return null;
  return {
    term: trend.term,
    term_id: trend.term_id,
    category: trend.category,
    family: dictionary.terms.get(trend.term_id)?.family ?? null,
    demand: trend.postings,
    required: trend.required,
    status: trend.status,
    close_match: trend.status === 'partial' ? (trend.evidence[0]?.excerpt ?? null) : null,
    what: text.what,
    learn: text.learn,
  };
}

export const learningRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const jobs = new JobsRepository(db);

  app.get(
    '/api/learning/skill-gaps/',
    {
      schema: {
        tags,
        summary:
          'The skills your saved jobs’ postings ask for that your content library does not show (or only partly): how many jobs ask for each, what it is and how people usually learn it',
        response: { 200: skillGapsAnswer },
      },
    },
    async (request) => {
      const { user } = request;
      const [prints, content] = await Promise.all([jobs.postingFingerprints(user.id), readLibrary(db, user.id)]);
      const withPosting = prints.filter((job) => job.hasPosting);
      // Every posting is read afresh, so the gaps follow the library and the engine as they are now.
      const postings = await jobs.postings(
        user.id,
        withPosting.map((job) => job.id),
      );
      const trends = skillTrends(
        postings.map((job) => ({
          jobId: job.id,
          posting: { text: job.postingText, title: job.title, company: job.company },
        })),
        toEngineLibrary(content),
        new Date().toISOString(),
      );
      return {
        jobs: withPosting.length,
        without_posting: prints.length - withPosting.length,
        gaps: trends.map(gapOf).filter((gap): gap is SkillGap => gap !== null),
      };
    },
  );
};
