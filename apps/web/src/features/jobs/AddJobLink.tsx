/** The tracker's "Add job" button: the new-job form, starting in the stage list it sits on. */
import type { JobStage } from '@hirestride/shared/job-choices';
import { Link } from 'react-router';
import { newJobPath } from './new-job-path';

export function AddJobLink({ stage }: { stage?: JobStage }) {
  return (
    <Link
      to={newJobPath(stage)}
      className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      Add job
    </Link>
  );
}
