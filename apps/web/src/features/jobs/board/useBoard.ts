/**
 * The board's jobs and its moves. A move shows at once and is then sent; moves go one after another, and if one fails
 * the board returns to what the server last confirmed, with a toast saying so (a failed drag puts the card back).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import type { JobListItem } from '@hirestride/shared/jobs';
import type { JobStage } from '@hirestride/shared/job-choices';
import { ApiError } from '../../../api/client';
import { jobKeys, jobsApi } from '../../../api/jobs';
import type { StageExtras } from '../stage/stage-extras';
import { isSamePlace, moveCard, toColumns, withColumns } from './board-moves';

export const MOVE_FAILED = 'The card could not be moved, so it is back where it was.';
export const LOAD_FAILED = 'Your jobs could not be loaded.';

/** Why a move failed, in words: the server's reason, or the connection. */
function reason(error: unknown): string {
  if (error instanceof ApiError) return error.status === 404 ? 'That job no longer exists.' : (error.detail ?? '');
  return 'Check your connection and try again.';
}

export function useBoard() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: jobKeys.board, queryFn: jobsApi.board, staleTime: 30_000 });

  /** What the server last confirmed: where the board returns after a failed move. */
  const confirmed = useRef<JobListItem[] | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const generation = useRef(0);
  useEffect(() => {
    if (pending.current === 0 && query.data) confirmed.current = query.data;
  }, [query.data]);

  const move = useCallback(
    (id: number, stage: JobStage, index: number, extras: StageExtras = {}): Promise<void> => {
      const jobs = queryClient.getQueryData<JobListItem[]>(jobKeys.board);
      const job = jobs?.find((item) => item.id === id);
      if (!jobs || !job) return Promise.resolve();
      const columns = toColumns(jobs);
      if (isSamePlace(columns, id, stage, index) && Object.keys(extras).length === 0) return Promise.resolve();
      const shown = withColumns(jobs, moveCard(columns, id, stage, index)).map((item) =>
        item.id === id
          ? {
              ...item,
              outcome: stage === 'archived' ? (extras.outcome ?? item.outcome) : null,
              applied_on: extras.applied_on ?? item.applied_on,
              stage_changed_at: stage === item.stage ? item.stage_changed_at : new Date().toISOString(),
            }
          : item,
      );
      queryClient.setQueryData(jobKeys.board, shown);
      pending.current += 1;
      const startedIn = generation.current;
      queue.current = queue.current.then(async () => {
        try {
          // A move made before a failure was undone with it: do not send it.
          if (startedIn !== generation.current) return;
          // Sent once the move is on screen: starting a request takes the main thread a few milliseconds.
          await new Promise((resolve) => setTimeout(resolve));
          const answer = await jobsApi.move(id, { stage, position: Math.max(0, index), ...extras });
          const current = queryClient.getQueryData<JobListItem[]>(jobKeys.board) ?? shown;
          const settled = withColumns(current, answer.columns).map((item) =>
            item.id === id ? { ...item, ...answer.job } : item,
          );
          confirmed.current = withColumns(confirmed.current ?? settled, answer.columns).map((item) =>
            item.id === id ? { ...item, ...answer.job } : item,
          );
          if (pending.current === 1) queryClient.setQueryData(jobKeys.board, settled);
          queryClient.setQueryData(jobKeys.job(id), (old: object | undefined) =>
            old ? { ...old, ...answer.job } : old,
          );
          void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard });
          void queryClient.invalidateQueries({ queryKey: ['jobs', 'table'] });
          void queryClient.invalidateQueries({ queryKey: jobKeys.part(id, 'activity') });
        } catch (error) {
          generation.current += 1;
          queryClient.setQueryData(jobKeys.board, confirmed.current);
          toast.error(`${MOVE_FAILED} ${reason(error)}`.trim(), { id: 'move-failed' });
        } finally {
          pending.current -= 1;
        }
      });
      return queue.current;
    },
    [queryClient],
  );

  return { query, move };
}
