/** The tracker (/tracker and /my-job-tracker): the board, or every job as a table; add, import and export jobs. */
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { jobsApi } from '../../../api/jobs';
import { AddJobLink } from '../AddJobLink';
import { JobTable } from '../table/JobTable';
import { Board } from './Board';
import { LOAD_FAILED, useBoard } from './useBoard';

const linkButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100';

function EmptyTracker() {
  return (
    <section className="mx-auto mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">No jobs saved yet</h2>
      <p className="mt-2 text-slate-600">
        Save the jobs you want, then move each one along as your application goes: Wish List, Maybe, Submitted,
        Interviewed, Archives.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Link
          to={paths.jobPosting}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Add your first job
        </Link>
        <Link to={paths.trackerImport} className={linkButton}>
          Import from a spreadsheet (CSV)
        </Link>
      </div>
    </section>
  );
}

export function BoardPage() {
  const [params] = useSearchParams();
  const view = params.get('view') === 'table' ? 'table' : 'board';
  const { query, move } = useBoard();
  const jobs = query.data;

  // Links, so that they work on a board the server drew before the app is live (decision 006).
  const viewLink = (name: 'board' | 'table', label: string) => (
    <Link
      to={{ search: name === 'table' ? '?view=table' : '' }}
      replace
      aria-current={view === name ? 'page' : undefined}
      className={`px-3 py-1.5 text-sm font-semibold ${view === name ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'}`}
    >
      {label}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-[100rem] px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Job Tracker</h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {jobs ? `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'} saved` : ' '}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="flex overflow-hidden rounded-lg border border-slate-300">
            {viewLink('board', 'Board')}
            {viewLink('table', 'Table')}
          </div>
          <Link to={paths.trackerImport} className={linkButton}>
            Import CSV
          </Link>
          <a href={jobsApi.exportUrl} download className={linkButton}>
            Export CSV
          </a>
          <AddJobLink />
        </div>
      </div>
      {query.isPending && (
        <p role="status" className="text-slate-600">
          Loading your jobs…
        </p>
      )}
      {query.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {LOAD_FAILED}{' '}
          <button type="button" onClick={() => void query.refetch()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {jobs && jobs.length === 0 && <EmptyTracker />}
      {jobs && jobs.length > 0 && (view === 'board' ? <Board jobs={jobs} move={move} /> : <JobTable />)}
    </div>
  );
}
