/** The board as columns of job ids, and what a drop or a "Move to…" choice does to them. Pure: no React, no I/O. */
import type { JobListItem } from '@hirestride/shared/jobs';
import { JOB_STAGES, type JobStage } from '@hirestride/shared/job-choices';

export type Columns = Record<JobStage, number[]>;

/** Where a card can be dropped: before a card, or at the end of a column. */
export type DropTarget = { stage: JobStage; beforeId: number | null };

/** The jobs grouped into columns, each top to bottom. */
export function toColumns(jobs: ReadonlyArray<Pick<JobListItem, 'id' | 'stage' | 'position'>>): Columns {
  const columns = Object.fromEntries(JOB_STAGES.map((stage) => [stage, [] as number[]])) as Columns;
  const sorted = [...jobs].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const job of sorted) columns[job.stage].push(job.id);
  return columns;
}

export function stageOf(columns: Columns, id: number): JobStage | undefined {
  return JOB_STAGES.find((stage) => columns[stage].includes(id));
}

/** The stage and final index (what POST /move/ takes) for dropping `id` on `target`. */
export function placeFor(columns: Columns, id: number, target: DropTarget): { stage: JobStage; index: number } {
  const column = columns[target.stage].filter((other) => other !== id);
  const index = target.beforeId === null ? column.length : column.indexOf(target.beforeId);
  return { stage: target.stage, index: index === -1 ? column.length : index };
}

/** The columns after `id` moves to `index` of `stage` (clamped to the column). */
export function moveCard(columns: Columns, id: number, stage: JobStage, index: number): Columns {
  const next = { ...columns };
  const from = stageOf(columns, id);
  if (from) next[from] = columns[from].filter((other) => other !== id);
  const target = [...next[stage].filter((other) => other !== id)];
  target.splice(Math.min(Math.max(index, 0), target.length), 0, id);
  next[stage] = target;
  return next;
}

/** True when the move leaves the card where it is. */
export function isSamePlace(columns: Columns, id: number, stage: JobStage, index: number): boolean {
  return stageOf(columns, id) === stage && columns[stage].indexOf(id) === Math.min(index, columns[stage].length - 1);
}

/** The jobs with stages and positions as the columns say. */
export function withColumns<T extends Pick<JobListItem, 'id' | 'stage' | 'position'>>(
  jobs: T[],
  columns: Partial<Columns>,
): T[] {
  const place = new Map<number, { stage: JobStage; position: number }>();
  for (const stage of JOB_STAGES) columns[stage]?.forEach((id, position) => place.set(id, { stage, position }));
  return jobs.map((job) => {
    const placed = place.get(job.id);
    return placed && (placed.stage !== job.stage || placed.position !== job.position) ? { ...job, ...placed } : job;
  });
}
