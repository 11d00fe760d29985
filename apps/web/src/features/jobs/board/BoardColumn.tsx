/** One stage's column: its count, its cards top to bottom, and a gap at the end to drop a card into. */
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { JobListItem } from '@hirestride/shared/jobs';
import { stageLabels, type JobStage } from '@hirestride/shared/job-choices';
import { columnElementId, END_ZONE } from './board-dnd';
import { JobCard } from './JobCard';
import type { CardDragSource } from './DragBridge';

interface Props {
  stage: JobStage;
  /** The cards to draw, top to bottom (all of them once the app is live). */
  jobs: JobListItem[];
  /** How many jobs the column holds. */
  count: number;
  today: string | null;
  now: Date | null;
  onMove(job: JobListItem, stage: JobStage, index: number): void;
  /** While a card is dragged over this column: the card it would go above, or null for the end. */
  gapBefore?: number | null | undefined;
  drag: CardDragSource;
  live: boolean;
  /** The card being dragged, if it is in this column. */
  draggingId?: number | undefined;
}

export const BoardColumn = memo(function BoardColumn(props: Props) {
  const { stage, jobs, count, today, now, onMove, gapBefore, drag, live, draggingId } = props;
  const headingId = `column-${stage}`;
  // The column's order, for its cards to read when they need their place (see PlaceOf).
  const order = useRef<number[]>([]);
  useLayoutEffect(() => {
    order.current = jobs.map((job) => job.id);
  }, [jobs]);
  const placeOf = useCallback(
    (jobId: number) => ({ index: order.current.indexOf(jobId), total: order.current.length }),
    [],
  );
  // The column a dragged card would land in is highlighted: the insertion line alone can hide under the card.
  const targeted = gapBefore !== undefined;
  return (
    <section
      id={columnElementId(stage)}
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      className={`flex w-[85vw] max-w-[20rem] shrink-0 snap-start flex-col rounded-2xl p-3 ${targeted ? 'bg-brand-50 ring-2 ring-brand-300' : 'bg-slate-100'} sm:w-72 xl:w-auto xl:max-w-none xl:min-w-[13rem] xl:flex-1 xl:shrink`}
    >
      <h2 id={headingId} className="flex items-baseline justify-between px-1 pb-2 font-semibold text-slate-800">
        {stageLabels[stage]}
        <span className="rounded-full bg-white px-2 text-sm font-medium text-slate-600" aria-label={`${count} jobs`}>
          {count}
        </span>
      </h2>
      <ol className="flex flex-col gap-3">
        {jobs.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            placeOf={placeOf}
            today={today}
            now={now}
            onMove={onMove}
            gapAbove={gapBefore === job.id}
            drag={drag}
            live={live}
            dragging={draggingId === job.id}
          />
        ))}
      </ol>
      <div {...{ [END_ZONE]: '' }} className="relative mt-2 min-h-12 flex-1 rounded-xl">
        {gapBefore === null && (
          <div aria-hidden="true" className="absolute top-0 right-1 left-1 h-1 rounded-full bg-brand-500" />
        )}
        {count === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 p-3 text-center text-sm text-slate-600">
            Nothing here yet. Drag a card here, or use a card’s “Move to…”.
          </p>
        )}
      </div>
    </section>
  );
});
