/** The match scores the board's cards show, read once for the whole board after the app is live. */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchApi, matchKeys, type JobScore } from '../../../api/match';

const CardScores = createContext<ReadonlyMap<number, JobScore>>(new Map());

/**
 * The same query as the dashboard's (jobs with a posting and no score are scored, up to 50 a visit). Cards read it from
 * context, so that scores arriving redraw each card's body once and nothing that decides whether a card is drawn. A
 * library with nothing in it gives every job 0, which says nothing: no card shows a score then.
 */
export function CardScoresProvider({ live, children }: { live: boolean; children: ReactNode }) {
  const scores = useQuery({
    queryKey: matchKeys.scores,
    queryFn: matchApi.scoresScoringMissing,
    staleTime: 0,
    enabled: live,
  });
  const byJob = useMemo(
    () =>
      new Map(
        (scores.data ?? []).filter((score) => !score.library_empty).map((score) => [score.job_id, score] as const),
      ),
    [scores.data],
  );
  return <CardScores.Provider value={byJob}>{children}</CardScores.Provider>;
}

export const useCardScore = (jobId: number): JobScore | null => useContext(CardScores).get(jobId) ?? null;

/** "72% match" on a card; a score the library or posting has since outdated says so to the eye and the ear. */
export function MatchChip({ jobId }: { jobId: number }) {
  const score = useCardScore(jobId);
  if (!score) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 font-medium ${score.stale ? 'border border-dashed border-slate-400 text-slate-600' : 'bg-brand-50 text-brand-800'}`}
      title={score.stale ? 'Out of date: open the job to update its score' : undefined}
      data-testid="card-match"
    >
      {score.score}% match
      {score.stale && <span className="sr-only">, out of date</span>}
    </span>
  );
}
