/** A saved job's stored match: read it, score it the first time the job has a posting, and rescore on demand. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../api/client';
import { matchApi, matchKeys, type JobMatch, type StaleReason } from '../../api/match';
import { failureMessage } from '../../lib/save-errors';

/** Null when the job has not been scored yet. */
async function storedMatch(jobId: number): Promise<JobMatch | null> {
  try {
    return await matchApi.forJob(jobId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.body?.code === 'not_scored') return null;
    throw error;
  }
}

/** `autoScore`: score a job that has a posting and no score yet (one screen element does it, not each that shows it). */
export function useJobMatch(jobId: number, autoScore: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: matchKeys.job(jobId), queryFn: () => storedMatch(jobId) });
  const rescore = useMutation({
    mutationFn: () => matchApi.scoreJob(jobId),
    onSuccess: (result) => {
      queryClient.setQueryData(matchKeys.job(jobId), result);
      void queryClient.invalidateQueries({ queryKey: matchKeys.scores });
    },
    onError: (error) => toast.error(`The match could not be scored. ${failureMessage(error)}`),
  });
  // A job with a posting and no score yet is scored once, without a click: it costs milliseconds and nothing else.
  const triedFirstScore = useRef(false);
  useEffect(() => {
    if (query.data === null && autoScore && !triedFirstScore.current) {
      triedFirstScore.current = true;
      rescore.mutate();
    }
  }, [query.data, autoScore, rescore]);
  return { query, rescore };
}

/** Why a stored score is out of date, as one sentence. */
export function staleSentence(reasons: StaleReason[]): string {
  const named = reasons.map((reason) =>
    reason === 'library' ? 'your content library' : reason === 'posting' ? 'the posting' : 'the scoring rules',
  );
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
  return `Out of date: ${list} changed since this score.`;
}
