/** The job page's server state: the job itself, and the changes that keep every screen's copy of it in step. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { JobMoveRequest } from '@hirestride/shared/job-requests';
import type { Job, JobPatch } from '@hirestride/shared/jobs';
import { ApiError } from '../../../api/client';
import { jobKeys, jobsApi } from '../../../api/jobs';
import { clashingFields, clashMessage } from './job-clash';

/** The id in /jobs/{id}, or null when it cannot be one (the page then says the job does not exist). */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function useJobQuery(jobId: number | null) {
  return useQuery({
    queryKey: jobKeys.job(jobId ?? 0),
    queryFn: () => jobsApi.get(jobId!),
    enabled: jobId !== null,
    // A 404 will not change by asking again; anything else gets the app's one retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/**
 * Marks what a change on this page makes stale elsewhere: the timeline, the board, the table and the dashboard.
 * The job's own copy is replaced from the server's answer, so nothing shows as saved that the server did not confirm.
 */
export function useJobSync(jobId: number) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const changed = () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.part(jobId, 'activity') });
      void queryClient.invalidateQueries({ queryKey: jobKeys.board });
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'table'] });
      void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard });
    };
    const store = (job: Job) => {
      queryClient.setQueryData(jobKeys.job(jobId), job);
      changed();
      return job;
    };
    return {
      changed,
      patch: async (changes: JobPatch) => {
        const seen = queryClient.getQueryData<Job>(jobKeys.job(jobId));
        try {
          return store(await jobsApi.patch(jobId, changes, { version: seen?.version }));
        } catch (error) {
          const current = error instanceof ApiError ? (error.changedElsewhere as Job | null) : null;
          if (!current || !seen) throw error;
          // Saved elsewhere since this page read the job. The page shows the job as it is now; a save of fields the
          // other save left alone goes through on that version, and one that would replace what it changed stops
          // once, beside the field, so that saving again is the user's choice to overwrite.
          store(current);
          const clashes = clashingFields(changes, seen, current);
          if (clashes.length === 0) return store(await jobsApi.patch(jobId, changes, { version: current.version }));
          throw new ApiError(409, Object.fromEntries(clashes.map((name) => [name, [clashMessage(current[name])]])));
        }
      },
      move: async (request: JobMoveRequest) => {
        const { job } = await jobsApi.move(jobId, request);
        // Moving to Interviewed may have added an interview entry.
        if (request.interview) void queryClient.invalidateQueries({ queryKey: jobKeys.part(jobId, 'interviews') });
        return store(job);
      },
    };
  }, [queryClient, jobId]);
}

export type JobSync = ReturnType<typeof useJobSync>;
