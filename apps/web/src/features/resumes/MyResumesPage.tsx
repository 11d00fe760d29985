/** My Resumes (/my-resumes): every resume version, with New resume, Open, Rename, Duplicate and Delete. */
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/Dialog';
import { ListStatus } from '../../components/DocumentRow';
import { NewResumeDialog } from './NewResumeDialog';
import { ResumeRow } from './ResumeRow';
import { useResumeList } from './useResumeList';

export function MyResumesPage() {
  const { list, duplicate, remove, refresh } = useResumeList();
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">My Resumes</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.generateResume} className={buttonClass.secondary}>
            Tailor to a job
          </Link>
          <button type="button" className={buttonClass.primary} onClick={() => setCreating(true)}>
            New resume
          </button>
        </div>
      </div>
      <ListStatus pending={list.isPending} failed={list.isError} noun="resumes" retry={() => void list.refetch()} />
      {list.data?.length === 0 && (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          <p className="font-semibold">No resumes yet.</p>
          <p className="mt-1 text-sm">
            A resume starts as a copy of your profile in a template. Make one here, or tailor one to a saved job.
          </p>
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="mt-6 space-y-4" aria-label="Your resumes">
          {list.data.map((resume) => (
            <ResumeRow
              key={resume.id}
              resume={resume}
              onDuplicate={() => duplicate(resume)}
              onDelete={() => remove(resume)}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-slate-600">
        Moving from another tool, or backing up?{' '}
        <Link to={`${paths.contentLibrary.review}#json-resume`} className="font-semibold text-brand-700 underline">
          Import or export your profile as JSON Resume
        </Link>
        .
      </p>
      {creating && <NewResumeDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
