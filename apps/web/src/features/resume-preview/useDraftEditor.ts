/**
 * The draft on the preview screen: every change shows at once and is then saved. Saves run one after another;
 * if one fails the spec's toast appears and the screen returns to what the server holds.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { ResumeVersion } from '@hirestride/shared/resume';
import { ApiError } from '../../api/client';
import { resumeKeys, resumesApi } from '../../api/resumes';
import { draftKey } from '../../lib/draft-key';

export const LOAD_FAILED = 'Unable to load resume preview.';

/** A save refused because the resume was saved elsewhere first: the user's copy and the server's. */
export interface DraftConflict {
  mine: ResumeVersion;
  theirs: ResumeVersion;
}

export type DraftState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; draft: ResumeVersion };

/** A template's draft (the seed's flow), or with `versionId` one version from My Resumes. */
export function useDraftEditor(templateId: string, versionId: string | null = null) {
  const queryClient = useQueryClient();
  const numeric = (raw: string | null) => (raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null);
  const numericId = numeric(templateId);
  const numericVersion = numeric(versionId);
  const byVersion = versionId !== null;
  const key = byVersion ? resumeKeys.version(numericVersion ?? 0) : draftKey(templateId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => {
      if (byVersion) return numericVersion === null ? null : resumesApi.get(numericVersion);
      return numericId === null ? null : resumesApi.getOrCreateDraft(numericId);
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    staleTime: Infinity,
  });

  /** The last version the server confirmed: what the screen returns to after a failed save. */
  const confirmed = useRef<ResumeVersion | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const generation = useRef(0);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);

  useEffect(() => {
    if (query.data && pending.current === 0) confirmed.current = query.data;
  }, [query.data]);

  const notFound = query.data === null || (query.error instanceof ApiError && [400, 404].includes(query.error.status));
  useEffect(() => {
    if (query.isError && !notFound) toast.error(LOAD_FAILED, { id: 'draft-load-failed' });
  }, [query.isError, notFound]);

  const change = useCallback(
    (next: ResumeVersion, failureMessage: string) => {
      queryClient.setQueryData(key, next);
      pending.current += 1;
      const startedIn = generation.current;
      queue.current = queue.current.then(async () => {
        try {
          // A change made before a failure was reverted with it: do not send it.
          if (startedIn !== generation.current) return;
          // Saved from the version this tab last had confirmed: a save made elsewhere since is never replaced.
          const saved = await resumesApi.save(next, confirmed.current?.version);
          confirmed.current = saved;
          if (pending.current === 1) queryClient.setQueryData(key, saved);
          void queryClient.invalidateQueries({ queryKey: resumeKeys.list });
          // An edit on the resume can turn a pending profile change into a conflict.
          void queryClient.invalidateQueries({ queryKey: resumeKeys.refresh(saved.id) });
        } catch (failure) {
          generation.current += 1;
          const theirs = failure instanceof ApiError ? failure.changedElsewhere : null;
          // Changed elsewhere: the screen keeps the user's copy until they choose which one to keep.
          if (theirs) setConflict({ mine: next, theirs: theirs as ResumeVersion });
          else {
            toast.error(failureMessage);
            queryClient.setQueryData(key, confirmed.current);
          }
        } finally {
          pending.current -= 1;
        }
      });
      return queue.current;
    },
    [queryClient, key],
  );

  /**
   * Runs a change the server makes itself (a refresh from profile) after the saves already queued, so it reads
   * the latest content and no earlier save lands on top of it; rejects when it fails.
   */
  const serverChange = useCallback(
    (task: () => Promise<ResumeVersion>): Promise<ResumeVersion> => {
      const run = queue.current.then(async () => {
        const saved = await task();
        confirmed.current = saved;
        queryClient.setQueryData(key, saved);
        void queryClient.invalidateQueries({ queryKey: resumeKeys.list });
        return saved;
      });
      queue.current = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    [queryClient, key],
  );

  /** Resolves a conflict: the user's copy saved over the other one, or the other one shown instead. */
  const resolve = useCallback(
    (keep: 'mine' | 'theirs') => {
      if (!conflict) return;
      setConflict(null);
      confirmed.current = conflict.theirs;
      if (keep === 'theirs') {
        queryClient.setQueryData(key, conflict.theirs);
        return;
      }
      void change({ ...conflict.mine, version: conflict.theirs.version }, 'Your version could not be saved.');
    },
    [conflict, change, queryClient, key],
  );

  let state: DraftState;
  if (query.isPending) state = { status: 'loading' };
  else if (notFound) state = { status: 'not-found' };
  else if (query.isError || !query.data) state = { status: 'failed' };
  else state = { status: 'ready', draft: query.data };
  return { state, change, serverChange, conflict, resolve, retry: () => query.refetch() };
}
