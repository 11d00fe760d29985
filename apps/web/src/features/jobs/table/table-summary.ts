/** The line above the jobs table: how many jobs it shows, or, when none, why and what to do next. */
import { stageLabels, type JobStage } from '@hirestride/shared/job-choices';
import { newJobPath } from '../new-job-path';

export interface TableSummaryInput {
  count: number;
  offset: number;
  shown: number;
  /** The stage list's stage, or null on the table of every job. */
  stage: JobStage | null;
  /** Whether a search, a stage or outcome filter, or the archived switch narrows the list. */
  narrowed: boolean;
}

/** The summary's sentence; `addJob` is where "Add a job" goes when that is the next step, else null. */
export function tableSummary({ count, offset, shown, stage, narrowed }: TableSummaryInput): {
  text: string;
  addJob: string | null;
} {
  if (count === 0) {
    if (narrowed) return { text: 'No jobs match your search and filters.', addJob: null };
    return {
      text: stage ? `Nothing in your ${stageLabels[stage]} yet.` : 'You have no jobs yet.',
      addJob: newJobPath(stage),
    };
  }
  const jobs = `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'}`;
  if (offset === 0 && shown >= count) return { text: jobs, addJob: null };
  return { text: `${offset + 1}–${offset + shown} of ${jobs}`, addJob: null };
}
