/**
 * The match rules: what a job is scored from, when a stored score is out of date or means nothing, which jobs a
 * "score the missing ones" covers. The engine runs in the worker pool, never on the request thread.
 */
import {
  ALGORITHM_VERSION,
  dictionaryVersion,
  libraryIsEmpty,
  PostingError,
  type MatchResult,
  type TrendPosting,
} from '@hirestride/match';
import type { SnippetSectionMap } from '@hirestride/shared';
import { readLibrary } from '../content/library.js';
import type { Database } from '../db/client.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Repositories } from '../repositories.js';
import type { WorkPool } from '../work/pool.js';
import { libraryFingerprint, postingFingerprint, scoredAgainstNothing, toEngineLibrary } from './library-input.js';
import { MatchesRepository, type MatchRow } from './repository.js';

export const matchMessages = {
  noPosting: 'This job has no posting text to score. Paste the job posting into the job first.',
  notScored: 'This job has not been scored yet.',
} as const;

/** Newest first and bounded, so one request never runs long. */
export const SCORE_MISSING_AT_ONCE = 50;
/** Job Trends answers the most asked-for skills only. */
const TRENDS_SHOWN = 60;

export type StaleReason = 'posting' | 'library' | 'engine';

type Fingerprinted = Pick<
  MatchRow,
  'postingFingerprint' | 'libraryFingerprint' | 'algorithmVersion' | 'dictionaryVersion'
>;

/** What changed since a stored score was computed. */
export function staleReasons(row: Fingerprinted, posting: string, library: string): StaleReason[] {
  const reasons: StaleReason[] = [];
  if (row.postingFingerprint !== posting) reasons.push('posting');
  if (row.libraryFingerprint !== library) reasons.push('library');
  if (row.algorithmVersion !== ALGORITHM_VERSION || row.dictionaryVersion !== dictionaryVersion())
    reasons.push('engine');
  return reasons;
}

/** A stored result scored against everything as it is now has nothing left to refresh. */
const engineUnchanged = (row: Pick<MatchRow, 'algorithmVersion' | 'dictionaryVersion'>) =>
  row.algorithmVersion === ALGORITHM_VERSION && row.dictionaryVersion === dictionaryVersion();

/** The engine's refusal (empty, too long, binary, nothing recognisable) is a 400 the user can read. */
async function engine<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PostingError) throw new HttpError(400, { detail: error.message, code: error.code });
    throw error;
  }
}

const noPosting = () => new HttpError(400, { detail: matchMessages.noPosting, code: 'empty' });

export interface JobMatch {
  result: MatchResult;
  jobId: number;
  reasons: StaleReason[];
  libraryEmpty: boolean;
}

export interface JobScore {
  jobId: number;
  score: number;
  computedAt: Date;
  stale: boolean;
  libraryEmpty: boolean;
}

export interface MatchingDependencies {
  db: Database;
  repositories: Pick<Repositories, 'jobs' | 'matches' | 'resumes'>;
  work: Pick<WorkPool, 'run'>;
}

export class MatchingService {
  private readonly db: Database;
  private readonly repositories: MatchingDependencies['repositories'];
  private readonly work: MatchingDependencies['work'];

  constructor({ db, repositories, work }: MatchingDependencies) {
    this.db = db;
    this.repositories = repositories;
    this.work = work;
  }

  /** The library as the engine reads it, its fingerprint, and whether it is empty. */
  private async library(userId: number) {
    const library = toEngineLibrary(await readLibrary(this.db, userId));
    return { library, print: libraryFingerprint(library), empty: libraryIsEmpty(library) };
  }

  /** The job (404 for another user's) and the library, as a job's score reads them. */
  private async jobInputs(userId: number, jobId: number) {
    const [job, library] = await Promise.all([this.repositories.jobs.byId(userId, jobId), this.library(userId)]);
    if (!job) throw notFound();
    return { job, library, posting: postingFingerprint(job.title, job.postingText) };
  }

  /** The job's stored result and what changed since; a score taken against an empty library is none. */
  async storedMatch(userId: number, jobId: number): Promise<JobMatch> {
    const { library, posting } = await this.jobInputs(userId, jobId);
    const row = await this.repositories.matches.forJob(userId, jobId);
    if (!row || scoredAgainstNothing(row, library.empty))
      throw new HttpError(404, { detail: matchMessages.notScored, code: 'not_scored' });
    return {
      result: row.result as MatchResult,
      jobId,
      reasons: staleReasons(row, posting, library.print),
      libraryEmpty: library.empty,
    };
  }

  /** Scores the job's posting against the library and keeps the result. */
  async scoreJob(userId: number, jobId: number): Promise<JobMatch> {
    const { job, library, posting } = await this.jobInputs(userId, jobId);
    if (job.postingText.trim() === '') throw noPosting();
    const result = await engine(() =>
      this.work.run(userId, 'matchPosting', {
        postingText: job.postingText,
        title: job.title,
        company: job.company,
        library: library.library,
        now: new Date().toISOString(),
      }),
    );
    await this.repositories.matches.save(userId, jobId, result, { posting, library: library.print });
    return { result, jobId, reasons: [], libraryEmpty: library.empty };
  }

  /** Scores a pasted posting; nothing is kept. */
  async scorePasted(
    userId: number,
    posting: { postingText: string; title: string | null; company: string | null },
  ): Promise<{ result: MatchResult; libraryEmpty: boolean }> {
    const library = await this.library(userId);
    const result = await engine(() =>
      this.work.run(userId, 'matchPosting', { ...posting, library: library.library, now: new Date().toISOString() }),
    );
    return { result, libraryEmpty: library.empty };
  }

  /** Which unplaced snippets of a draft show what a saved job asks for; nothing is placed. */
  async suggestions(userId: number, versionId: number, jobId: number | null) {
    const [draft, job, library] = await Promise.all([
      this.repositories.resumes.byId(userId, versionId),
      jobId === null ? null : this.repositories.jobs.byId(userId, jobId),
      this.library(userId),
    ]);
    if (!draft || (jobId !== null && !job)) throw notFound();
    if (job && job.postingText.trim() === '') throw noPosting();
    const placed = new Set(Object.values(draft.snippetSectionMap as SnippetSectionMap).flat());
    const answer = await engine(() =>
      this.work.run(userId, 'suggestMappings', {
        library: library.library,
        placed,
        job: job ? { postingText: job.postingText, title: job.title, company: job.company } : null,
        now: new Date().toISOString(),
      }),
    );
    return { job, answer };
  }

  /** The skills most asked for across the saved postings, and whether the library shows each. */
  async trends(userId: number) {
    const { jobs, matches } = this.repositories;
    const [prints, stored, library] = await Promise.all([
      jobs.postingFingerprints(userId),
      matches.stored(userId),
      this.library(userId),
    ]);
    const withPosting = prints.filter((job) => job.hasPosting);
    const printById = new Map(prints.map((job) => [job.id, job.fingerprint]));
    // A stored result whose posting and engine are unchanged has the requirements read already.
    const fresh = new Map(
      stored
        .filter((row) => printById.get(row.jobId) === row.postingFingerprint && engineUnchanged(row))
        .map((row) => [row.jobId, (row.result as MatchResult).requirements]),
    );
    const toRead = await jobs.postings(
      userId,
      withPosting.filter((job) => !fresh.has(job.id)).map((job) => job.id),
    );
    const postings: TrendPosting[] = [
      ...[...fresh].map(([jobId, requirements]) => ({ jobId, requirements })),
      ...toRead.map((job) => ({
        jobId: job.id,
        posting: { text: job.postingText, title: job.title, company: job.company },
      })),
    ];
    const trends = await this.work.run(userId, 'skillTrends', {
      postings,
      library: library.library,
      now: new Date().toISOString(),
    });
    return {
      postings: withPosting.length,
      withoutPosting: prints.length - withPosting.length,
      trends: trends.slice(0, TRENDS_SHOWN),
    };
  }

  /** Every saved job's stored score, best first, and whether it is out of date. Reads only. */
  async scores(userId: number): Promise<JobScore[]> {
    const [stored, library, jobRows] = await this.scoreInputs(userId);
    return rankScores(stored, library, jobRows);
  }

  private scoreInputs(userId: number) {
    return Promise.all([
      this.repositories.matches.scores(userId),
      this.library(userId),
      this.repositories.jobs.postingFingerprints(userId),
    ]);
  }

  /**
   * Scores the newest jobs (up to SCORE_MISSING_AT_ONCE) that have a posting and no score, keeps the results, then
   * answers every score. A score taken against an empty library counts as none once the library has something; a
   * posting the engine cannot read stays unscored.
   */
  async scoreMissing(userId: number): Promise<JobScore[]> {
    const [stored, library, jobRows] = await this.scoreInputs(userId);
    const scored = new Set(stored.filter((row) => !scoredAgainstNothing(row, library.empty)).map((row) => row.jobId));
    const missing = jobRows
      .filter((job) => job.hasPosting && !scored.has(job.id))
      .sort((a, b) => b.id - a.id)
      .slice(0, SCORE_MISSING_AT_ONCE);
    if (missing.length === 0) return rankScores(stored, library, jobRows);
    const rows = await this.repositories.jobs.postings(
      userId,
      missing.map((job) => job.id),
    );
    const batch = await this.work.run(userId, 'matchPostings', {
      library: library.library,
      now: new Date().toISOString(),
      postings: rows.map((job) => ({
        jobId: job.id,
        postingText: job.postingText,
        title: job.title,
        company: job.company,
      })),
    });
    const printOf = new Map(missing.map((job) => [job.id, job.fingerprint]));
    await this.db.transaction(async (tx) => {
      const matches = new MatchesRepository(tx);
      for (const entry of batch) {
        if ('result' in entry)
          await matches.save(userId, entry.jobId, entry.result, {
            posting: printOf.get(entry.jobId)!,
            library: library.print,
          });
      }
    });
    return rankScores(await this.repositories.matches.scores(userId), library, jobRows);
  }
}

/** The scores of jobs that still exist, best first; one taken against an empty library is none once it is not. */
function rankScores(
  stored: Awaited<ReturnType<MatchesRepository['scores']>>,
  library: { print: string; empty: boolean },
  jobRows: Array<{ id: number; fingerprint: string }>,
): JobScore[] {
  const postings = new Map(jobRows.map((job) => [job.id, job.fingerprint]));
  return stored
    .filter((row) => !scoredAgainstNothing(row, library.empty) && postings.has(row.jobId))
    .sort((a, b) => b.score - a.score || a.jobId - b.jobId)
    .map((row) => ({
      jobId: row.jobId,
      score: row.score,
      computedAt: row.computedAt,
      stale: staleReasons(row, postings.get(row.jobId)!, library.print).length > 0,
      libraryEmpty: library.empty,
    }));
}
