/** Moving a job within or between columns: its new place, both columns renumbered, the stage's own fields, the event. */
import { jobMessages, stageOutcomeProblem, type JobOutcome, type JobStage } from '@hirestride/shared';
import type { Executor } from '../db/client.js';
import type { jobs } from '../db/schema.js';
import { validationError } from '../http/errors.js';
import { recordActivity } from '../activity/repository.js';
import { columnIds, renumber } from './columns.js';
import { utcToday, type JobRow } from './job-rows.js';

export interface StageTarget {
  stage: JobStage;
  /** Place in the target column, 0 at the top; past the end means the bottom. */
  index: number;
  /** undefined: keep the current one inside Archives; leaving Archives clears it. */
  outcome?: JobOutcome | null | undefined;
  /** undefined: entering Submitted sets today's date unless the job has one. */
  appliedOn?: string | null | undefined;
}

export interface PlacedJob {
  /** Column values for the job's own row. */
  set: Partial<typeof jobs.$inferInsert>;
  /** Each changed column's ids, top to bottom. */
  columns: Partial<Record<JobStage, number[]>>;
}

/** The outcome the job will have, or a 400 saying why the stage and outcome cannot go together. */
export function resolveOutcome(current: JobRow, stage: JobStage, outcome: JobOutcome | null | undefined) {
  const resolved =
    outcome !== undefined ? outcome : stage === 'archived' ? (current.outcome as JobOutcome | null) : null;
  const problem = stageOutcomeProblem(stage, resolved);
  if (problem) throw validationError({ [problem.field]: [problem.message] });
  return resolved;
}

/**
 * Places `current` at `target`, renumbering the columns it leaves and enters (inside the caller's column lock), and
 * records the stage change. The caller writes `set` to the job's row together with any other edits.
 */
export async function placeJob(tx: Executor, userId: number, current: JobRow, target: StageTarget): Promise<PlacedJob> {
  const from = current.stage as JobStage;
  const outcome = resolveOutcome(current, target.stage, target.outcome);
  const entering = target.stage !== from;
  const ids = await columnIds(tx, userId, target.stage, current.id);
  const index = Math.min(Math.max(target.index, 0), ids.length);
  ids.splice(index, 0, current.id);
  const columns: PlacedJob['columns'] = { [target.stage]: ids };
  if (entering) {
    const left = await columnIds(tx, userId, from, current.id);
    await renumber(tx, userId, left);
    columns[from] = left;
  }
  await renumber(tx, userId, ids);
  const set: PlacedJob['set'] = { stage: target.stage, outcome, position: index, updatedAt: new Date() };
  if (entering) set.stageChangedAt = new Date();
  if (target.appliedOn !== undefined) set.appliedOn = target.appliedOn;
  else if (entering && target.stage === 'submitted' && current.appliedOn === null) set.appliedOn = utcToday();
  if (entering) {
    await recordActivity(tx, {
      userId,
      jobId: current.id,
      kind: 'stage_changed',
      data: { from, to: target.stage, ...(outcome ? { outcome } : {}) },
    });
  }
  return { set, columns };
}

export const tooManyJobs = () => validationError({ non_field_errors: [jobMessages.tooManyJobs] });
