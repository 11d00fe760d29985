/** The board's columns side by side: drawn beside the drag context, not inside it (see DragBridge). */
import { memo } from 'react';
import type { JobListItem } from '@hirestride/shared/jobs';
import { JOB_STAGES, type JobStage } from '@hirestride/shared/job-choices';
import type { DropTarget } from './board-moves';
import { BoardColumn } from './BoardColumn';
import type { CardDragSource } from './DragBridge';

interface Props {
  byStage: Record<JobStage, JobListItem[]>;
  gap: DropTarget | null;
  dragging: JobListItem | null;
  today: string | null;
  now: Date | null;
  onMove(job: JobListItem, stage: JobStage, index: number): void;
  drag: CardDragSource;
  /** How many cards of each column to draw: the first ones (what the server draws too), then more in steps. */
  shown: number;
  /** Cards can be moved (the app is live); until then their drag and menu buttons are disabled. */
  live: boolean;
}

/** Cards per column drawn first (by the server too): a tall screen's worth, not hundreds to parse on a slow phone. */
export const FIRST_CARDS = 8;
/** Cards per column added at each step after that. */
export const MORE_CARDS = 40;

export const BoardLanes = memo(function BoardLanes(props: Props) {
  const { byStage, gap, dragging, today, now, onMove, drag, shown, live } = props;
  return (
    <div
      ref={drag.bindDropArea}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-6 sm:snap-none xl:gap-3"
      data-testid="board"
    >
      {JOB_STAGES.map((stage) => (
        <BoardColumn
          key={stage}
          stage={stage}
          jobs={byStage[stage].length > shown ? byStage[stage].slice(0, shown) : byStage[stage]}
          count={byStage[stage].length}
          today={today}
          now={now}
          onMove={onMove}
          drag={drag}
          live={live}
          gapBefore={gap?.stage === stage ? gap.beforeId : undefined}
          draggingId={dragging?.stage === stage ? dragging.id : undefined}
        />
      ))}
    </div>
  );
});
