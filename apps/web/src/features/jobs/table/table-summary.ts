/** The line above the jobs table: how many jobs it shows, or, when none, why and what to do next. */

export interface TableSummaryInput {
  count: number;
  offset: number;
  shown: number;
  /** The stage list's name ("Wish List"), or null on the table of every job. */
  stage: string | null;
  /** Whether a search, a stage or outcome filter, or the archived switch narrows the list. */
  narrowed: boolean;
}

/** The summary's sentence; `addJob` is true when the next step is to add a job. */
export function tableSummary({ count, offset, shown, stage, narrowed }: TableSummaryInput): {
  text: string;
  addJob: boolean;
} {
  if (count === 0) {
    if (narrowed) return { text: 'No jobs match your search and filters.', addJob: false };
    return stage
      ? { text: `Nothing in your ${stage} yet.`, addJob: true }
      : { text: 'You have no jobs yet.', addJob: true };
  }
  const jobs = `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'}`;
  if (offset === 0 && shown >= count) return { text: jobs, addJob: false };
  return { text: `${offset + 1}–${offset + shown} of ${jobs}`, addJob: false };
}
