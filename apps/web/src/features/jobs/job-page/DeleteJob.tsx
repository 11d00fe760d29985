/** Deleting the job, after a dialog that says what goes with it; then back to the board. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { Job } from '@hirestride/shared/jobs';
import { jobKeys, jobsApi } from '../../../api/jobs';
import { paths } from '../../../app/paths';
import { Dialog, DialogButtons } from '../../../components/Dialog';
import { failureMessage } from '../../../lib/save-errors';
import { smallButton } from '../../../components/edit-parts';
import { useAllowLeaving } from '../../../components/UnsavedGuard';

export function DeleteJob({ job }: { job: Job }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const allowLeaving = useAllowLeaving();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setAsking(false);
    setError('');
  };
  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    setError('');
    try {
      await jobsApi.remove(job.id);
    } catch (failure) {
      setError(failureMessage(failure));
      toast.error('The job was not deleted.');
      setDeleting(false);
      return;
    }
    toast.success('Job deleted.');
    // Leave first: while this page is showing, dropping its job would fetch it again and find nothing.
    allowLeaving();
    await navigate(paths.tracker);
    queryClient.removeQueries({ queryKey: jobKeys.job(job.id) });
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard });
  };

  return (
    <section aria-labelledby="job-delete" className="rounded-2xl border border-red-100 bg-white p-5 sm:p-6">
      <h2 id="job-delete" className="text-lg font-semibold text-slate-900">
        Delete this job
      </h2>
      <p className="mt-1 text-sm text-slate-600">Its contacts, interviews and activity are deleted with it.</p>
      <button type="button" className={`${smallButton.danger} mt-3`} onClick={() => setAsking(true)}>
        Delete job
      </button>
      {asking && (
        <Dialog
          title={`Delete “${job.title}” at ${job.company}?`}
          onCancel={close}
          onSubmit={() => void remove()}
          actions={<DialogButtons onCancel={close} label="Delete job" busyLabel="Deleting…" busy={deleting} danger />}
        >
          <p className="text-sm text-slate-600">
            The job, its contacts, interviews and activity will be gone for good. This cannot be undone.
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}
