/** One resume in My Resumes: what it is, and Open / Rename / Duplicate / Delete. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { ResumeSummary } from '@hirestride/shared/resume';
import { paths } from '../../app/paths';
import { Dialog, DialogButtons } from '../../components/Dialog';
import { failureMessage } from '../jobs/job-page/save-errors';
import { RenameDialog } from './RenameDialog';

const action =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100';

const edited = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function ResumeRow({
  resume,
  onDuplicate,
  onDelete,
  onChanged,
}: {
  resume: ResumeSummary;
  onDuplicate(): Promise<void>;
  onDelete(): Promise<void>;
  onChanged(): void;
}) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    setDialog(null);
    setError('');
  };
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onDelete();
      close();
    } catch (failure) {
      setError(failureMessage(failure));
      toast.error(`“${resume.name}” was not deleted.`);
    } finally {
      setBusy(false);
    }
  };
  const usedBy = resume.jobs.map((job) => `${job.title} at ${job.company}`).join(', ');

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link
              to={paths.resumeVersion(resume.template, resume.id)}
              className="hover:underline focus-visible:underline"
            >
              {resume.name}
            </Link>
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
            <dt className="font-medium">Template</dt>
            <dd>{resume.template_name}</dd>
            <dt className="font-medium">For</dt>
            <dd className="break-words">{usedBy || 'No job yet'}</dd>
            <dt className="font-medium">Edited</dt>
            <dd>{edited(resume.updated_at)}</dd>
            <dt className="font-medium">Pages</dt>
            <dd>{resume.page_count ?? '—'}</dd>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.resumeVersion(resume.template, resume.id)} className={action}>
            Open<span className="sr-only"> {resume.name}</span>
          </Link>
          <button type="button" className={action} onClick={() => setDialog('rename')}>
            Rename<span className="sr-only"> {resume.name}</span>
          </button>
          <button type="button" className={action} onClick={() => void onDuplicate()}>
            Duplicate<span className="sr-only"> {resume.name}</span>
          </button>
          <button
            type="button"
            className={`${action} border-red-200 text-red-700 hover:bg-red-50`}
            onClick={() => setDialog('delete')}
          >
            Delete<span className="sr-only"> {resume.name}</span>
          </button>
        </div>
      </div>
      {dialog === 'rename' && <RenameDialog resume={resume} onClose={close} onRenamed={onChanged} />}
      {dialog === 'delete' && (
        <Dialog
          title={`Delete “${resume.name}”?`}
          onCancel={close}
          onSubmit={() => void remove()}
          actions={<DialogButtons onCancel={close} label="Delete resume" busyLabel="Deleting…" busy={busy} danger />}
        >
          <p className="text-sm text-slate-600">
            This resume and its edits are deleted; your profile is not touched. You can undo for a few seconds.
          </p>
          {usedBy && (
            <p className="text-sm text-amber-800">
              Used by {usedBy}: {resume.jobs.length === 1 ? 'that job' : 'those jobs'} will no longer point at a resume.
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </li>
  );
}
