/** The match API: score a saved job (stored, with staleness), score a pasted posting, list a user's scores. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  ALGORITHM_VERSION,
  dictionaryVersion,
  libraryIsEmpty,
  matchPosting,
  PostingError,
  skillTrends,
  suggestMappings,
  type TrendPosting,
  type MatchResult,
} from '@hirestride/match';
import type { SnippetSectionMap } from '@hirestride/shared';
import { readLibrary } from '../content/library.js';
import type { Database } from '../db/client.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { JobsRepository } from '../jobs/repository.js';
import { ResumesRepository } from '../resumes/repository.js';
import { libraryFingerprint, postingFingerprint, scoredAgainstNothing, toEngineLibrary } from './library-input.js';
import {
  jobMatchResult,
  jobScores,
  pastedMatchResult,
  pastedPosting,
  suggestionsAnswer,
  suggestionsRequest,
  trendsAnswer,
} from './match-schemas.js';
import { MatchesRepository, type MatchRow } from './repository.js';

const tags = ['match'];
const SCORE_MISSING_AT_ONCE = 50;
const idParams = z.object({ id: z.string() });
export const matchMessages = {
  noPosting: 'This job has no posting text to score. Paste the job posting into the job first.',
  notScored: 'This job has not been scored yet.',
} as const;

/** Runs the engine; its refusal (empty, too long, binary, nothing recognisable) becomes a 400 the user can read. */
function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof PostingError) throw new HttpError(400, { detail: error.message, code: error.code });
    throw error;
  }
}
const score = (input: Parameters<typeof matchPosting>[0]): MatchResult => engine(() => matchPosting(input));

type StaleReason = 'posting' | 'library' | 'engine';
function staleReasons(
  row: Pick<MatchRow, 'postingFingerprint' | 'libraryFingerprint' | 'algorithmVersion' | 'dictionaryVersion'>,
  posting: string,
  library: string,
): StaleReason[] {
  const reasons: StaleReason[] = [];
  if (row.postingFingerprint !== posting) reasons.push('posting');
  if (row.libraryFingerprint !== library) reasons.push('library');
  if (row.algorithmVersion !== ALGORITHM_VERSION || row.dictionaryVersion !== dictionaryVersion())
    reasons.push('engine');
  return reasons;
}

export const matchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const jobs = new JobsRepository(db);
  const matches = new MatchesRepository(db);
  const resumes = new ResumesRepository(db);

  /** The job (404 for another user's), the library as the engine reads it, and both fingerprints. */
  const loadInputs = async (userId: number, jobId: number) => {
    const [job, content] = await Promise.all([jobs.byId(userId, jobId), readLibrary(db, userId)]);
    if (!job) throw notFound();
    const library = toEngineLibrary(content);
    return {
      job,
      library,
      posting: postingFingerprint(job.title, job.postingText),
      libraryPrint: libraryFingerprint(library),
      libraryEmpty: libraryIsEmpty(library),
    };
  };

  app.get(
    '/api/jobs/:id/match/',
    {
      schema: {
        tags,
        summary: 'The job’s latest match result, and whether the posting, the library or the engine changed since',
        params: idParams,
        response: { 200: jobMatchResult },
      },
    },
    async (request) => {
      const { user } = request;
      const jobId = parseId(request.params.id);
      const { posting, libraryPrint, libraryEmpty } = await loadInputs(user.id, jobId);
      const row = await matches.forJob(user.id, jobId);
      if (!row || scoredAgainstNothing(row, libraryEmpty))
        throw new HttpError(404, { detail: matchMessages.notScored, code: 'not_scored' });
      const reasons = staleReasons(row, posting, libraryPrint);
      return {
        ...(row.result as MatchResult),
        job_id: jobId,
        stale: reasons.length > 0,
        stale_reasons: reasons,
        library_empty: libraryEmpty,
      };
    },
  );

  app.post(
    '/api/jobs/:id/match/',
    {
      schema: {
        tags,
        summary: 'Score the job’s posting against your content library and keep the result',
        params: idParams,
        response: { 200: jobMatchResult },
      },
    },
    async (request) => {
      const { user } = request;
      const jobId = parseId(request.params.id);
      const { job, library, posting, libraryPrint, libraryEmpty } = await loadInputs(user.id, jobId);
      if (job.postingText.trim() === '') throw new HttpError(400, { detail: matchMessages.noPosting, code: 'empty' });
      const result = score({
        postingText: job.postingText,
        title: job.title,
        company: job.company,
        library,
        now: new Date().toISOString(),
      });
      await matches.save(user.id, jobId, result, { posting, library: libraryPrint });
      return { ...result, job_id: jobId, stale: false, stale_reasons: [], library_empty: libraryEmpty };
    },
  );

  app.post(
    '/api/match/',
    {
      schema: {
        tags,
        summary: 'Score a pasted posting against your content library (nothing is saved)',
        body: pastedPosting,
        response: { 200: pastedMatchResult },
      },
    },
    async (request) => {
      const { user } = request;
      const library = toEngineLibrary(await readLibrary(db, user.id));
      const result = score({
        postingText: request.body.posting_text,
        title: request.body.title ?? null,
        company: request.body.company ?? null,
        library,
        now: new Date().toISOString(),
      });
      return { ...result, library_empty: libraryIsEmpty(library) };
    },
  );

  app.post(
    '/api/match/suggestions/',
    {
      schema: {
        tags,
        summary:
          'Which unplaced snippets of a resume draft show what a saved job asks for, and the section each fits (nothing is placed)',
        body: suggestionsRequest,
        response: { 200: suggestionsAnswer },
      },
    },
    async (request) => {
      const { user } = request;
      const { version_id: versionId, job_id: jobId } = request.body;
      const [draft, job, content] = await Promise.all([
        resumes.byId(user.id, versionId),
        jobId === null ? null : jobs.byId(user.id, jobId),
        readLibrary(db, user.id),
      ]);
      if (!draft || (jobId !== null && !job)) throw notFound();
      if (job && job.postingText.trim() === '')
        throw new HttpError(400, { detail: matchMessages.noPosting, code: 'empty' });
      const placed = new Set(Object.values(draft.snippetSectionMap as SnippetSectionMap).flat());
      const answer = engine(() =>
        suggestMappings({
          library: toEngineLibrary(content),
          placed,
          job: job ? { postingText: job.postingText, title: job.title, company: job.company } : null,
          now: new Date().toISOString(),
        }),
      );
      return { job: job ? { id: job.id, title: job.title, company: job.company } : null, ...answer };
    },
  );

  app.get(
    '/api/match/trends/',
    {
      schema: {
        tags,
        summary: 'Across your saved postings: the most requested skills, and whether your library shows each',
        response: { 200: trendsAnswer },
      },
    },
    async (request) => {
      const { user } = request;
      const [prints, stored, content] = await Promise.all([
        jobs.postingFingerprints(user.id),
        matches.stored(user.id),
        readLibrary(db, user.id),
      ]);
      const withPosting = prints.filter((job) => job.hasPosting);
      const printById = new Map(prints.map((job) => [job.id, job.fingerprint]));
      // A stored result whose posting and engine are unchanged has the requirements read already.
      const fresh = new Map(
        stored
          .filter((row) => printById.get(row.jobId) === row.postingFingerprint)
          .filter((row) => row.algorithmVersion === ALGORITHM_VERSION && row.dictionaryVersion === dictionaryVersion())
          .map((row) => [row.jobId, (row.result as MatchResult).requirements]),
      );
      const toRead = await jobs.postings(
        user.id,
        withPosting.filter((job) => !fresh.has(job.id)).map((job) => job.id),
      );
      const postings: TrendPosting[] = [
        ...[...fresh].map(([jobId, requirements]) => ({ jobId, requirements })),
        ...toRead.map((job) => ({
          jobId: job.id,
          posting: { text: job.postingText, title: job.title, company: job.company },
        })),
      ];
      const trends = skillTrends(postings, toEngineLibrary(content), new Date().toISOString());
      return {
        postings: withPosting.length,
        without_posting: prints.length - withPosting.length,
        trends: trends.slice(0, 60),
      };
    },
  );

  app.get(
    '/api/match/scores/',
    {
      schema: {
        tags,
        summary:
          'The stored score of each of your saved jobs, and whether it is out of date; ?score_missing=true first scores up to 50 jobs that have a posting and no score (a score taken while the library was empty counts as none once it is not)',
        querystring: z.object({ score_missing: z.enum(['true', 'false']).optional() }),
        response: { 200: jobScores },
      },
    },
    async (request) => {
      const { user } = request;
      const [stored, content, jobRows] = await Promise.all([
        matches.scores(user.id),
        readLibrary(db, user.id),
        jobs.postingFingerprints(user.id),
      ]);
      const library = toEngineLibrary(content);
      const libraryPrint = libraryFingerprint(library);
      const libraryEmpty = libraryIsEmpty(library);
      const usable = (rows: typeof stored) => rows.filter((row) => !scoredAgainstNothing(row, libraryEmpty));
      const initial = usable(stored);
      const postings = new Map(jobRows.map((job) => [job.id, job.fingerprint]));
      let rows = initial;
      if (request.query.score_missing === 'true') {
        const scored = new Set(initial.map((row) => row.jobId));
        // Newest first, bounded, so one visit never runs long; a posting that cannot be read stays unscored.
        const missing = jobRows
          .filter((job) => job.hasPosting && !scored.has(job.id))
          .sort((a, b) => b.id - a.id)
          .slice(0, SCORE_MISSING_AT_ONCE);
        const now = new Date().toISOString();
        for (const job of await jobs.postings(
          user.id,
          missing.map((entry) => entry.id),
        )) {
          let result: MatchResult;
          try {
            result = matchPosting({
              postingText: job.postingText,
              title: job.title,
              company: job.company,
              library,
              now,
            });
          } catch (error) {
            if (error instanceof PostingError) continue;
            throw error;
          }
          await matches.save(user.id, job.id, result, { posting: postings.get(job.id)!, library: libraryPrint });
        }
        if (missing.length > 0) rows = usable(await matches.scores(user.id));
      }
      return rows
        .filter((row) => postings.has(row.jobId))
        .sort((a, b) => b.score - a.score || a.jobId - b.jobId)
        .map((row) => ({
          job_id: row.jobId,
          score: row.score,
          computed_at: row.computedAt.toISOString(),
          stale: staleReasons(row, postings.get(row.jobId)!, libraryPrint).length > 0,
          library_empty: libraryEmpty,
        }));
    },
  );
};
