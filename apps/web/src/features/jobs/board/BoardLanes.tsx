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
  /** The server draws the first cards of each column (what a screen shows); the app draws the rest. */
  drawnByServer: boolean;
  /** Cards can be moved (the app is live); until then their drag and menu buttons are disabled. */
  live: boolean;
}

/** Cards per column the server draws: a tall screen's worth, without hundreds of cards to parse on a slow phone. */
export const SERVER_DRAWN_CARDS = 8;

export const BoardLanes = memo(function BoardLanes(props: Props) {
  const { byStage, gap, dragging, today, now, onMove, drag, drawnByServer, live } = props;
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
          jobs={drawnByServer ? byStage[stage].slice(0, SERVER_DRAWN_CARDS) : byStage[stage]}
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
