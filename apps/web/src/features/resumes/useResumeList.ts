/** My Resumes' data and actions: the list, and duplicate, rename and delete with an undo toast. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import toast from 'react-hot-toast';
import type { DeletedResume, ResumeSummary } from '@hirestride/shared/resume';
import { jobKeys } from '../../api/jobs';
import { resumeKeys, resumeQueries, resumesApi } from '../../api/resumes';
import { failureMessage } from '../../lib/save-errors';

export function useResumeList() {
  const queryClient = useQueryClient();
  const list = useQuery(resumeQueries.list);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard });
  };

  const duplicate = async (resume: ResumeSummary) => {
    try {
      const copy = await resumesApi.duplicate(resume.id);
      toast.success(`Made “${copy.name}”.`);
      refresh();
    } catch (error) {
      toast.error(`Could not duplicate “${resume.name}”: ${failureMessage(error)}`);
    }
  };

  const undo = async (deleted: DeletedResume) => {
    try {
      const restored = await resumesApi.restore(deleted.restore);
      toast.success(`Restored “${restored.name}”.`);
      refresh();
    } catch (error) {
      toast.error(`Could not restore “${deleted.restore.name}”: ${failureMessage(error)}`);
    }
  };

  /** Deletes, then offers Undo; says which jobs no longer point at the resume. Rejects when the delete failed. */
  const remove = async (resume: ResumeSummary) => {
    const deleted = await resumesApi.remove(resume.id);
    refresh();
    const jobs = deleted.unlinked_jobs.map((job) => `${job.title} at ${job.company}`);
    const message =
      `Deleted “${resume.name}”.` +
      (jobs.length > 0 ? ` ${jobs.join(', ')} no longer ${jobs.length === 1 ? 'has' : 'have'} a resume.` : '');
    toast.success(
      (shown) =>
        createElement(
          'span',
          { className: 'flex flex-wrap items-center gap-2' },
          createElement('span', null, message),
          createElement(
            'button',
            {
              type: 'button',
              className: 'rounded-md border border-slate-300 px-2 py-1 text-sm font-semibold text-brand-700',
              onClick: () => {
                toast.dismiss(shown.id);
                void undo(deleted);
              },
            },
            'Undo',
          ),
        ),
      { duration: 10_000 },
    );
  };

  return { list, duplicate, remove, refresh };
}
