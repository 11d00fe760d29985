/** Shown when the job being saved looks like one already saved: open that one, or save this one anyway. */
import { Link } from 'react-router';
import { stageLabels, type JobStage } from '@hirestride/shared/job-choices';
import { paths } from '../../../app/paths';

export interface Duplicate {
  id: number;
  title: string;
  company: string;
  stage: JobStage;
}

export function DuplicateWarning({
  duplicate,
  saving,
  onSaveAnyway,
}: {
  duplicate: Duplicate;
  saving: boolean;
  onSaveAnyway(): void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">You have already saved this job.</p>
      <p className="mt-1">
        “{duplicate.title}” at {duplicate.company} is in {stageLabels[duplicate.stage]}, with the same posting address
        or the same title and company.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={paths.job(duplicate.id)}
          className="rounded-lg bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700"
        >
          Open the saved job
        </Link>
        <button
          type="button"
          disabled={saving}
          onClick={onSaveAnyway}
          className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold text-amber-900 hover:bg-amber-100"
        >
          Save this one anyway
        </button>
      </div>
    </div>
  );
}
