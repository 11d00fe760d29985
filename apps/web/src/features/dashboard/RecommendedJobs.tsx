/** Recommended Jobs: the user's own saved jobs ranked by match score, or the spec's sample cards (marked as examples, no
 * scores) until they have any. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { JobListItem } from '@hirestride/shared/jobs';
import { jobKeys, jobsApi } from '../../api/jobs';
import type { JobScore } from '../../api/match';
import { paths } from '../../app/paths';
import { BuildLibraryLink } from '../../components/BuildLibraryLink';
import { useJobScores } from '../../lib/useJobScores';
import { sampleJobs } from './dashboard-content';

const SHOWN = 3;
const row = 'flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-4';
const viewLink =
  'shrink-0 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/** Scored jobs best first, then the unscored ones newest first; archived jobs are done with. */
export function rankJobs(jobs: JobListItem[], scores: JobScore[]): Array<{ job: JobListItem; score: JobScore | null }> {
  const byJob = new Map(scores.map((score) => [score.job_id, score]));
  return jobs
    .filter((job) => job.stage !== 'archived')
    .map((job) => ({ job, score: byJob.get(job.id) ?? null }))
    .sort(
      (a, b) =>
        (b.score?.score ?? -1) - (a.score?.score ?? -1) ||
        (a.job.created_at < b.job.created_at ? 1 : a.job.created_at > b.job.created_at ? -1 : 0),
    );
}

// An empty library's scores are all 0 and say nothing: the list says why once, above the jobs, instead.
function matchText(score: JobScore | null): string | null {
  if (!score) return 'Not scored yet';
  if (score.library_empty) return null;
  return `${score.score}% match${score.stale ? ' (out of date)' : ''}`;
}

export function RecommendedJobs() {
  const jobs = useQuery({ queryKey: jobKeys.board, queryFn: jobsApi.board, staleTime: 0 });
  const scores = useJobScores();
  if (jobs.isError || scores.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        Your jobs could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void Promise.all([jobs.refetch(), scores.refetch()])}
        >
          Try again
        </button>
      </p>
    );
  }
  if (!jobs.data || !scores.data) return <p className="mt-4 text-sm text-slate-500">Loading…</p>;
  const ranked = rankJobs(jobs.data, scores.data).slice(0, SHOWN);
  if (ranked.length === 0) {
    // Examples, clearly marked: a match percentage here would claim a match with a library that may be empty.
    return (
      <>
        <p className="mt-2 text-sm text-slate-700" data-testid="recommended-examples">
          These are examples. Save jobs you are interested in and they appear here, ranked by how well your library
          matches each one.
        </p>
        <ul className="mt-4 space-y-3">
          {sampleJobs.map((job) => (
            <li key={job.title} className={row} data-testid="job-card">
              <div className="min-w-0">
                <span className="mb-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                  Example
                </span>
                <p className="font-medium text-slate-900">{job.title}</p>
                <p className="text-sm text-slate-500">
                  {job.company} · {job.location}
                </p>
              </div>
              <Link to={paths.jobMatchMaker} className={viewLink}>
                View Job
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  const libraryEmpty = scores.data.some((score) => score.library_empty);
  return (
    <>
      {libraryEmpty && (
        <p className="mt-2 text-sm text-slate-700" data-testid="recommended-library-empty">
          No scores yet: your content library is empty. <BuildLibraryLink /> to see how you match each job.
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {ranked.map(({ job, score }) => (
          <li key={job.id} className={row} data-testid="job-card">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{job.title}</p>
              <p className="text-sm text-slate-500">
                {[job.company, job.location, matchText(score)].filter(Boolean).join(' · ')}
              </p>
            </div>
            <Link
              to={`${paths.job(job.id)}?tab=match`}
              className={viewLink}
              aria-label={`View ${job.title} at ${job.company}`}
            >
              View Job
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
