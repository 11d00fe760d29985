/** One stage's own page (/tracker/{stage}): its jobs in the column's order, in the table. */
import { Link } from 'react-router';
import { stageLabels, type JobStage } from '@hirestride/shared/job-choices';
import { paths } from '../../../app/paths';
import { AddJobLink } from '../AddJobLink';
import { JobTable } from './JobTable';

const intro: Record<JobStage, string> = {
  wishlist: 'Jobs you want to apply for.',
  maybe: 'Jobs you are still weighing up.',
  submitted: 'Applications you have sent.',
  interviewed: 'Applications where you have had, or have booked, an interview.',
  archived: 'Applications that have ended, with how each one ended.',
};

export function StagePage({ stage }: { stage: JobStage }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{stageLabels[stage]}</h1>
          <p className="mt-1 text-slate-600">{intro[stage]}</p>
        </div>
        <div className="flex gap-2">
          <Link
            to={paths.tracker}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Open the board
          </Link>
          <AddJobLink stage={stage} />
        </div>
      </div>
      <JobTable key={stage} fixedStage={stage} />
    </div>
  );
}
