/** The stored match scores the board's cards and the table's rows show, read once for the whole view. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { JobScore } from '../../api/match';
import { useJobScores } from '../../lib/useJobScores';

const JobScores = createContext<ReadonlyMap<number, JobScore>>(new Map());

/**
 * Cards and rows read the scores from context, so that scores arriving redraw each chip once and nothing that decides
 * whether a card is drawn. A library with nothing in it gives every job 0, which says nothing: no job shows a score
 * then.
 */
export function JobScoresProvider({ live, children }: { live: boolean; children: ReactNode }) {
  const scores = useJobScores(live);
  const byJob = useMemo(
    () =>
      new Map(
        (scores.data ?? []).filter((score) => !score.library_empty).map((score) => [score.job_id, score] as const),
      ),
    [scores.data],
  );
  return <JobScores.Provider value={byJob}>{children}</JobScores.Provider>;
}

export const useJobScore = (jobId: number): JobScore | null => useContext(JobScores).get(jobId) ?? null;

/**
 * "72% match" on a card, "72%" under the table's Match heading; a score the library or posting has since outdated
 * says so to the eye and the ear.
 */
export function MatchChip({ jobId, short = false }: { jobId: number; short?: boolean }) {
  const score = useJobScore(jobId);
  if (!score) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 font-medium ${score.stale ? 'border border-dashed border-slate-400 text-slate-600' : 'bg-brand-50 text-brand-800'}`}
      title={score.stale ? 'Out of date: open the job to update its score' : undefined}
      data-testid="match-chip"
    >
      {score.score}%{short ? '' : ' match'}
      {score.stale && <span className="sr-only">, out of date</span>}
    </span>
  );
}
