/** The page's head: the way back, the title (the page's h1), company and location, and where the job stands. */
import { Link } from 'react-router';
import type { Job } from '@hirestride/shared/jobs';
import { outcomeLabels, stageLabels } from '@hirestride/shared/job-choices';
import { paths } from '../../../app/paths';
import { daysInStage } from '../../../lib/job-format';
import { jobFieldConfigs } from '../job-fields';
import { EditableField } from './EditableField';
import { card } from '../../../components/edit-parts';
import type { JobSync } from './useJob';

export function BackToBoard() {
  return (
    <Link
      to={paths.tracker}
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to the board
    </Link>
  );
}

/** "Submitted · 3 days in Submitted", and how it ended once archived. */
export function StageBadge({ job }: { job: Job }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 ring-1 ring-brand-100">
        {stageLabels[job.stage]}
      </span>
      {job.stage === 'archived' && job.outcome && (
        <span className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700">
          {outcomeLabels[job.outcome]}
        </span>
      )}
      <span className="text-slate-500">{daysInStage(job.stage_changed_at, job.stage)}</span>
    </p>
  );
}

export function JobHeader({ job, sync }: { job: Job; sync: JobSync }) {
  return (
    <header className={card}>
      <BackToBoard />
      <EditableField
        className="mt-3"
        field={jobFieldConfigs.title}
        value={job.title}
        showLabel={false}
        inline
        onSave={(title) => sync.patch({ title })}
        renderValue={(title) => <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>}
      />
      <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <EditableField
          inline
          field={jobFieldConfigs.company}
          value={job.company}
          onSave={(company) => sync.patch({ company })}
        />
        <EditableField
          inline
          field={jobFieldConfigs.location}
          value={job.location}
          onSave={(location) => sync.patch({ location })}
        />
      </div>
      <div className="mt-4">
        <StageBadge job={job} />
      </div>
    </header>
  );
}
