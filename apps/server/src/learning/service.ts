/**
 * Skill gaps: Job Trends' entries (skillTrends in packages/match) that the library does not show, each with our own
 * text on what it is and how it is learnt. Every posting is read afresh, so the gaps follow the library and the
 * engine as they are now; the reading runs in the worker pool.
 */
import { jobField, mostCommonField, shippedDictionary, type JobField, type Trend } from '@hirestride/match';
import { skillText } from '@hirestride/interview';
import { SKILL_GAP_CATEGORIES, type SkillGap } from '@hirestride/shared';
import { readLibrary } from '../content/library.js';
import type { Database } from '../db/client.js';
import { toEngineLibrary } from '../matching/library-input.js';
import type { Repositories } from '../repositories.js';
import type { WorkPool } from '../work/pool.js';
import { gapToApi, type SkillGapText } from './to-api.js';

const isGapCategory = (category: string): category is SkillGap['category'] =>
  (SKILL_GAP_CATEGORIES as readonly string[]).includes(category);

/**
 * The field most of the jobs asking for it are in (the first of them on a tie): a skill asked of a payments engineer
 * is explained for software, not for bookkeeping.
 */
export function fieldOf(jobIds: readonly number[], fieldByJob: ReadonlyMap<number, JobField | null>): JobField | null {
  return mostCommonField(jobIds.map((id) => fieldByJob.get(id)).filter((field): field is JobField => Boolean(field)));
}

/** A trend the library does not show (or only partly), with its text for the jobs' field; null when it is no gap. */
export function gapOf(trend: Trend, field: JobField | null = null): SkillGap | null {
  if (trend.status === 'matched' || !isGapCategory(trend.category)) return null;
  const dictionary = shippedDictionary();
  // Only dictionary terms have a text; a term outside it is one of the user's own skills, so never a gap anyway.
  const text: SkillGapText | null = skillText(trend.term_id, dictionary, field);
  if (!text) return null;
  return gapToApi(trend, trend.category, dictionary.terms.get(trend.term_id)?.family ?? null, text);
}

export interface LearningDependencies {
  db: Database;
  repositories: Pick<Repositories, 'jobs'>;
  work: Pick<WorkPool, 'run'>;
}

export class LearningService {
  constructor(private readonly deps: LearningDependencies) {}

  /** The user's skill gaps, most asked-for first, and how many saved jobs have a posting to read. */
  async skillGaps(userId: number): Promise<{ jobs: number; withoutPosting: number; gaps: SkillGap[] }> {
    const { db, repositories, work } = this.deps;
    const [prints, content] = await Promise.all([
      repositories.jobs.postingFingerprints(userId),
      readLibrary(db, userId),
    ]);
    const withPosting = prints.filter((job) => job.hasPosting);
    const postings = await repositories.jobs.postings(
      userId,
      withPosting.map((job) => job.id),
    );
    const trends = await work.run(userId, 'skillTrends', {
      postings: postings.map((job) => ({
        jobId: job.id,
        posting: { text: job.postingText, title: job.title, company: job.company },
      })),
      library: toEngineLibrary(content),
      now: new Date().toISOString(),
    });
    const fieldByJob = new Map(postings.map((job) => [job.id, jobField(job.title)]));
    return {
      jobs: withPosting.length,
      withoutPosting: prints.length - withPosting.length,
      gaps: trends
        .map((trend) => gapOf(trend, fieldOf(trend.job_ids, fieldByJob)))
        .filter((gap): gap is SkillGap => gap !== null),
    };
  }
}
