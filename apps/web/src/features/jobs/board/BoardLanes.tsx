/** The board's columns side by side: drawn beside the drag context, not inside it (see DragBridge). */
import { memo } from 'react';
import { JOB_STAGES, type JobListItem, type JobStage } from '@hirestride/shared/jobs';
import type { DropTarget } from './board-moves';
import { BoardColumn } from './BoardColumn';
import type { CardDragSource } from './DragBridge';

interface Props {
  byStage: Record<JobStage, JobListItem[]>;
  gap: DropTarget | null;
  dragging: JobListItem | null;
  today: string;
  now: Date;
  onMove(job: JobListItem, stage: JobStage, index: number): void;
  drag: CardDragSource;
}

export const BoardLanes = memo(function BoardLanes({ byStage, gap, dragging, today, now, onMove, drag }: Props) {
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
          jobs={byStage[stage]}
          today={today}
          now={now}
          onMove={onMove}
          drag={drag}
          gapBefore={gap?.stage === stage ? gap.beforeId : undefined}
          draggingId={dragging?.stage === stage ? dragging.id : undefined}
        />
      ))}
    </div>
  );
});
