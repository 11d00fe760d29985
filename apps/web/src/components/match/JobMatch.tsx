/** The match on a job page: a card with the score beside the job, and the whole view on its Match tab. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Job } from '@hirestride/shared/jobs';
import { matchKeys } from '../../api/match';
import { BuildLibraryLink } from '../BuildLibraryLink';
import { failureMessage } from '../../lib/save-errors';
import { Card, smallButton } from '../edit-parts';
import { penaltySentence, scoreSummary } from './match-display';
import { MatchView } from './MatchView';
import { staleSentence, useJobMatch } from './useJobMatch';
import { useHaveThis } from './useHaveThis';

/**
 * The card's match: re-read whenever the job is saved, so an edited posting shows as stale at once, and scored the
 * first time. The card is always mounted on the job page (the Overview is hidden, not unmounted), so the Match tab
 * shares this query rather than doing either again.
 */
function useFreshMatch(job: Job) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: matchKeys.job(job.id) });
  }, [job.id, job.updated_at, queryClient]);
  return useJobMatch(job.id, job.posting_text.trim() !== '');
}

function StaleNotice({
  reasons,
  onRescore,
  busy,
}: {
  reasons: Parameters<typeof staleSentence>[0];
  onRescore: () => void;
  busy: boolean;
}) {
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
    >
      <span>{staleSentence(reasons)}</span>
      <button type="button" className={smallButton.outline} onClick={onRescore} disabled={busy}>
        {busy ? 'Scoring…' : 'Update score'}
      </button>
    </div>
  );
}

export function JobMatchCard({ job, onOpen }: { job: Job; onOpen: () => void }) {
  const { query, rescore } = useFreshMatch(job);
  const result = query.data;
  let body;
  if (job.posting_text.trim() === '') {
    body = (
      <p className="mt-2 text-sm text-slate-600">
        Paste the job posting into this job to see how well your library matches it.
      </p>
    );
  } else if (query.isError) {
    body = (
      <p className="mt-2 text-sm text-red-700">
        The match could not be loaded.{' '}
        <button type="button" className={smallButton.quiet} onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (!result) {
    body = (
      <p className="mt-2 text-sm text-slate-600">
        {rescore.isError ? `The posting could not be scored. ${failureMessage(rescore.error)}` : 'Scoring…'}
      </p>
    );
  } else if (result.library_empty) {
    body = (
      <div data-testid="job-match-library-empty">
        <p className="mt-2 font-medium text-slate-900">No score yet: your content library is empty.</p>
        <p className="mt-1 text-sm text-slate-700">
          Add your experience and skills, and this job is scored against them. <BuildLibraryLink />
        </p>
      </div>
    );
  } else {
    const penalty = penaltySentence(result);
    body = (
      <>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="text-4xl font-bold text-slate-900" data-testid="job-match-score">
            {result.score}
          </span>
          <span className="text-sm text-slate-500">/ 100</span>
        </p>
        <p className="mt-1 text-sm text-slate-700">{scoreSummary(result)}</p>
        {penalty && <p className="mt-1 text-sm text-red-800">{penalty}</p>}
        {result.stale && (
          <StaleNotice reasons={result.stale_reasons} onRescore={() => rescore.mutate()} busy={rescore.isPending} />
        )}
      </>
    );
  }
  return (
    <Card
      id="job-match-heading"
      title="Match score"
      action={
        result ? (
          <button type="button" className={smallButton.quiet} onClick={onOpen}>
            {result.library_empty ? 'See what it asks for' : 'See why'}
          </button>
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}

export function JobMatchTab({ job }: { job: Job }) {
  const { query, rescore } = useJobMatch(job.id, false);
  const haveThis = useHaveThis(() => rescore.mutateAsync());
  const result = query.data;
  if (job.posting_text.trim() === '') {
    return (
      <p className="text-slate-700">Paste the job posting into this job (Overview, Job posting) to see the match.</p>
    );
  }
  if (query.isError)
    return <p className="text-red-700">The match could not be loaded. Reload the page to try again.</p>;
  if (!result)
    return (
      <p className="text-slate-700">
        {rescore.isError ? `The posting could not be scored. ${failureMessage(rescore.error)}` : 'Scoring…'}
      </p>
    );
  return (
    <div className="space-y-4">
      {result.stale && (
        <StaleNotice reasons={result.stale_reasons} onRescore={() => rescore.mutate()} busy={rescore.isPending} />
      )}
      <MatchView result={result} haveThis={haveThis} />
    </div>
  );
}
