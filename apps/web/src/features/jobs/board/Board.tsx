/** The board: one column per stage in board order; cards move by drag and drop or by their "Move to…" menu. */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobListItem } from '@hirestride/shared/jobs';
import { JOB_STAGES, stageLabels, type JobStage } from '@hirestride/shared/job-choices';
import { localToday } from '../../../api/jobs';
import type { StageExtras } from '../stage/stage-extras';
import { useStageChooser } from '../stage/useStageChooser';
import {
  boardCollisions,
  boardKeyboardCoordinates,
  columnElementId,
  gapNow,
  startDrag,
  type BoardData,
} from './board-dnd';
import { placeFor, toColumns, type Columns, type DropTarget } from './board-moves';
import { JobScoresProvider } from '../job-scores';
import { CardBody } from './JobCard';
import { BoardLanes, FIRST_CARDS, MORE_CARDS } from './BoardLanes';
import { useHydrated } from '../../../app/useHydrated';
import { DragBridge, INERT_DRAG_SOURCE, type CardDragSource } from './DragBridge';

interface Props {
  jobs: JobListItem[];
  move(id: number, stage: JobStage, index: number, extras?: StageExtras): Promise<void>;
}

const instructions: ScreenReaderInstructions = {
  draggable:
    'To move this job, press Space. Then use the up and down arrows to move it within its column, and the left and right arrows to move it to another column. Press Space again to drop it there, or Escape to cancel.',
};

// The sensors' options, fixed: new options each render would make dnd-kit hand out new listeners each render, and the
// board's drag source (DragBridge) with them.
const MOUSE = { activationConstraint: { distance: 5 } };
/** A short press starts a drag on a phone; a swipe still scrolls the board. */
const TOUCH = { activationConstraint: { delay: 200, tolerance: 8 } };
/**
 * The sensor scrolls the board or the page when the next gap lies beyond the middle of the view; an instant scroll
 * keeps the counted position and what is under the card in step, where a smooth one lags behind keys.
 */
const KEYBOARD = { coordinateGetter: boardKeyboardCoordinates, scrollBehavior: 'auto' as const };

/** "Submitted, position 2 of 4" for where a card would go. */
function placeText(columns: Columns, id: number, target: DropTarget | null): string | null {
  if (!target) return null;
  const { stage, index } = placeFor(columns, id, target);
  const size = columns[stage].filter((other) => other !== id).length + 1;
  return `${stageLabels[stage]}, position ${index + 1} of ${size}`;
}

export function Board({ jobs, move }: Props) {
  const columns = useMemo(() => toColumns(jobs), [jobs]);
  const byId = useMemo(() => new Map(jobs.map((job) => [job.id, job])), [jobs]);
  const byStage = useMemo(
    () =>
      Object.fromEntries(JOB_STAGES.map((stage) => [stage, columns[stage].map((id) => byId.get(id)!)])) as Record<
        JobStage,
        JobListItem[]
      >,
    [columns, byId],
  );
  // Days in a stage and what is due depend on the user's clock and time zone, which the server that may have drawn
  // this board does not know: they are drawn once the app is live (decision 006).
  const hydrated = useHydrated();
  const [clock] = useState(() => new Date());
  const now = hydrated ? clock : null;
  // The first render draws the first cards of each column (what the server drew, and a screen's worth); the rest come
  // in steps, each a transition drawn after the one before has been painted: on a slow phone one step of hundreds of
  // cards was a long task that left the page unresponsive for a second.
  const [shown, setShown] = useState(FIRST_CARDS);
  const longest = Math.max(...JOB_STAGES.map((stage) => columns[stage].length));
  useEffect(() => {
    if (shown < longest) startTransition(() => setShown((count) => count + MORE_CARDS));
  }, [shown, longest]);
  const today = now ? localToday(now) : null;
  const [dragging, setDragging] = useState<JobListItem | null>(null);
  /** The gap the dragged card is over, for the line the board draws there. */
  const [gap, setGap] = useState<DropTarget | null>(null);
  const followGap = () => {
    const next = gapNow();
    setGap((current) => (current?.stage === next?.stage && current?.beforeId === next?.beforeId ? current : next));
  };
  const { ask, dialog } = useStageChooser();
  /** Handed out by the bridge once it is registered in the drag context; stable after that. */
  const [drag, setDrag] = useState<CardDragSource>(INERT_DRAG_SOURCE);
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );

  // A card that changes column is drawn afresh there; the control that moved it gets the focus back.
  const focusAfterMove = useRef<{ id: number; control: 'handle' | 'menu' } | null>(null);
  // After the paint: focusing forces a layout of the whole board, which would otherwise delay the drop's paint.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    const selector = wanted.control === 'handle' ? '[aria-roledescription="draggable"]' : '[aria-haspopup="menu"]';
    const moved = document.querySelector<HTMLElement>(`[data-job-id="${wanted.id}"]`);
    const control = moved?.querySelector<HTMLElement>(selector);
    if (!moved || !control) return;
    if (document.activeElement !== control) control.focus({ preventScroll: true });
    // The whole card comes into view, by the least scroll: on a phone its new column is often off to the side, or
    // "Move to the top" takes it above the screen, and focus the user cannot see leaves the next key acting on
    // something hidden.
    moved.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [jobs]);

  const requestMove = useCallback(
    async (job: JobListItem, stage: JobStage, index: number) => {
      try {
        const extras = await ask(job, stage);
        if (extras !== null) await move(job.id, stage, index, extras);
      } finally {
        focusAfterMove.current = null;
      }
    },
    [ask, move],
  );
  const moveFromMenu = useCallback(
    (job: JobListItem, stage: JobStage, index: number) => {
      focusAfterMove.current = { id: job.id, control: 'menu' };
      return requestMove(job, stage, index);
    },
    [requestMove],
  );

  const jobOf = (data: unknown) => byId.get((data as BoardData & { jobId: number }).jobId);
  const nameOf = (data: unknown) => {
    const job = jobOf(data);
    return job ? `${job.title} at ${job.company}` : 'the job';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const data = active.data.current as { stage: JobStage; index: number };
      return `Picked up ${nameOf(active.data.current)}, in ${stageLabels[data.stage]}, position ${data.index + 1} of ${columns[data.stage].length}.`;
    },
    // Every move: a gap changes within a column without the column (what dnd-kit calls "over") changing.
    onDragMove: ({ active }) => {
      const where = placeText(columns, jobOf(active.data.current)?.id ?? -1, gapNow());
      return where ? `${nameOf(active.data.current)} will go to ${where}.` : 'Not over a column.';
    },
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => {
      const where = placeText(columns, jobOf(active.data.current)?.id ?? -1, gapNow());
      return where
        ? `Dropped ${nameOf(active.data.current)} in ${where}.`
        : `${nameOf(active.data.current)} stays where it was.`;
    },
    onDragCancel: ({ active }) => `Stopped dragging. ${nameOf(active.data.current)} stays where it was.`,
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragging(null);
    setGap(null);
    const job = jobOf(active.data.current);
    const target = over ? gapNow() : null;
    if (!job || !target) return;
    if (activatorEvent instanceof KeyboardEvent) focusAfterMove.current = { id: job.id, control: 'handle' };
    const { stage, index } = placeFor(columns, job.id, target);
    void requestMove(job, stage, index);
  };

  return (
    <JobScoresProvider live={hydrated}>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        // Measure the drop area before a drag starts, so the first arrow key after picking up already moves.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={({ active }) => {
          const data = active.data.current as BoardData;
          startDrag(data.stage, data.index, data.jobId);
          setDragging(jobOf(data) ?? null);
          followGap();
        }}
        onDragMove={followGap}
        onDragOver={followGap}
        onDragCancel={() => {
          setDragging(null);
          setGap(null);
        }}
        onDragEnd={onDragEnd}
      >
        <DragBridge onReady={setDrag} />
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div className="rotate-1 rounded-xl border border-brand-400 bg-white p-3 shadow-xl">
              <p className="font-semibold text-slate-900">{dragging.title}</p>
              <CardBody job={dragging} today={today} now={now} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <nav aria-label="Columns" className="mb-3 flex gap-2 overflow-x-auto pb-1 xl:hidden">
        {JOB_STAGES.map((stage) => (
          // In-page links: they bring the column into view before the app is live too.
          <a
            key={stage}
            href={`#${columnElementId(stage)}`}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:bg-slate-100"
          >
            {stageLabels[stage]} <span className="text-slate-500">{columns[stage].length}</span>
          </a>
        ))}
      </nav>
      <BoardLanes
        byStage={byStage}
        gap={gap}
        dragging={dragging}
        today={today}
        now={now}
        onMove={moveFromMenu}
        drag={drag}
        shown={shown}
        live={drag !== INERT_DRAG_SOURCE}
      />
      {dialog}
    </JobScoresProvider>
  );
}
