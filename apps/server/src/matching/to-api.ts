/** The match API's answers, one mapper per resource, from what the service returns. */
import type { MatchResult, Trend } from '@hirestride/match';
import type * as z from 'zod';
import type { jobMatchResult, jobScores, pastedMatchResult, suggestionsAnswer, trendsAnswer } from './match-schemas.js';
import type { JobMatch, JobScore } from './service.js';

type Suggestions = Omit<z.infer<typeof suggestionsAnswer>, 'job'>;

/** A saved job's result, stored or fresh. */
export const jobMatchToApi = ({ result, jobId, reasons, libraryEmpty }: JobMatch): z.infer<typeof jobMatchResult> => ({
  ...result,
  job_id: jobId,
  stale: reasons.length > 0,
  stale_reasons: reasons,
  library_empty: libraryEmpty,
});

/** A pasted posting's result. */
export const pastedMatchToApi = ({
  result,
  libraryEmpty,
}: {
  result: MatchResult;
  libraryEmpty: boolean;
}): z.infer<typeof pastedMatchResult> => ({ ...result, library_empty: libraryEmpty });

/** One entry of the list of scores. */
export const scoreToApi = (score: JobScore): z.infer<typeof jobScores>[number] => ({
  job_id: score.jobId,
  score: score.score,
  computed_at: score.computedAt.toISOString(),
  stale: score.stale,
  library_empty: score.libraryEmpty,
});

/** The snippets suggested for a draft, and the job they were weighed against. */
export const suggestionsToApi = ({
  job,
  answer,
}: {
  job: { id: number; title: string; company: string } | null;
  answer: Suggestions;
}): z.infer<typeof suggestionsAnswer> => ({
  job: job ? { id: job.id, title: job.title, company: job.company } : null,
  ...answer,
});

/** Job Trends. */
export const trendsToApi = ({
  postings,
  withoutPosting,
  trends,
}: {
  postings: number;
  withoutPosting: number;
  trends: Trend[];
}): z.infer<typeof trendsAnswer> => ({ postings, without_posting: withoutPosting, trends });
