/**
 * How the board's drag and drop finds where a card goes. dnd-kit measures one drop area, the lanes (a drop target per
 * card made every drag step re-measure hundreds of them); the column and the gap inside it, before a card or at its
 * end, are read from the cards on screen: under the pointer for a mouse or a finger, stepped through for the keyboard
 * (up and down within a column, left and right between columns).
 */
import { KeyboardCode, pointerWithin, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { JOB_STAGES, type JobStage } from '@hirestride/shared/job-choices';
import type { DropTarget } from './board-moves';

/** What the dragged card carries. */
export type BoardData = { type: 'job'; jobId: number; stage: JobStage; index: number };

export const BOARD_DROP_AREA = 'board-lanes';

/** Where each column is drawn (BoardColumn sets these). */
export const columnElementId = (stage: JobStage) => `board-${stage}`;
export const END_ZONE = 'data-end-zone';

/** The gaps of a column as drawn, top to bottom: before each card but the dragged one, then the end. */
function gapsOf(stage: JobStage, activeJobId: number | undefined): Array<{ beforeId: number | null; rect: DOMRect }> {
  const column = document.getElementById(columnElementId(stage));
  if (!column) return [];
  const gaps: Array<{ beforeId: number | null; rect: DOMRect }> = [];
  for (const card of column.querySelectorAll<HTMLElement>('[data-job-id]')) {
    const id = Number(card.dataset.jobId);
    if (id !== activeJobId) gaps.push({ beforeId: id, rect: card.getBoundingClientRect() });
  }
  const end = column.querySelector(`[${END_ZONE}]`);
  if (end) gaps.push({ beforeId: null, rect: end.getBoundingClientRect() });
  return gaps;
}

const activeJobIdOf = (data: unknown) =>
  (data as BoardData | undefined)?.type === 'job' ? (data as BoardData).jobId : undefined;

/** The column under (or nearest to) a horizontal position. */
function columnAt(x: number): JobStage | undefined {
  let best: { stage: JobStage; distance: number } | undefined;
  for (const stage of JOB_STAGES) {
    const rect = document.getElementById(columnElementId(stage))?.getBoundingClientRect();
    if (!rect) continue;
    const distance = x < rect.left ? rect.left - x : x > rect.right ? x - rect.right : 0;
    if (!best || distance < best.distance) best = { stage, distance };
  }
  return best?.stage;
}

/**
 * The gap the dragged card is over, worked out with the collisions on every move: the board draws its line there,
 * and the announcements and the drop read it.
 */
let currentGap: DropTarget | null = null;
export const gapNow = () => currentGap;

/** Where the keyboard drag stands, counted here so that two key presses within one frame still move two steps. */
let position: { stage: JobStage; row: number } = { stage: 'wishlist', row: 0 };

/** Call when a drag starts: the card's own place is its starting gap. */
export function startDrag(stage: JobStage, index: number, jobId: number): void {
  position = { stage, row: index };
  const column = gapsOf(stage, jobId);
  currentGap = { stage, beforeId: column[Math.min(index, column.length - 1)]?.beforeId ?? null };
}

export const boardCollisions: CollisionDetection = (args) => {
  const activeJobId = activeJobIdOf(args.active.data.current);
  const area = args.droppableContainers.find((container) => container.id === BOARD_DROP_AREA);
  currentGap = null;
  if (!area) return [];
  if (args.pointerCoordinates) {
    if (pointerWithin({ ...args, droppableContainers: [area] }).length === 0) return [];
    const stage = columnAt(args.pointerCoordinates.x);
    if (!stage) return [];
    // The first card whose middle is below the pointer; past the last card, the end of the column.
    const y = args.pointerCoordinates.y;
    const gap = gapsOf(stage, activeJobId).find(
      (candidate) => candidate.beforeId === null || candidate.rect.top + candidate.rect.height / 2 > y,
    );
    currentGap = { stage, beforeId: gap?.beforeId ?? null };
  } else {
    // The keyboard is exactly where its keys have taken it: no geometry to disagree with.
    const gaps = gapsOf(position.stage, activeJobId);
    currentGap = { stage: position.stage, beforeId: gaps[Math.min(position.row, gaps.length - 1)]?.beforeId ?? null };
  }
  return [{ id: area.id, data: { droppableContainer: area, value: 0 } }];
};

export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const moves: Record<string, [number, number]> = {
    [KeyboardCode.Down]: [0, 1],
    [KeyboardCode.Up]: [0, -1],
    [KeyboardCode.Right]: [1, 0],
    [KeyboardCode.Left]: [-1, 0],
  };
  const step = moves[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const { active, collisionRect } = context;
  if (!collisionRect) return undefined;
  const stageIndex = Math.min(Math.max(JOB_STAGES.indexOf(position.stage) + step[0], 0), JOB_STAGES.length - 1);
  const stage = JOB_STAGES[stageIndex]!;
  const gaps = gapsOf(stage, activeJobIdOf(active?.data.current));
  if (gaps.length === 0) return undefined;
  const row = Math.min(Math.max(position.row + step[1], 0), gaps.length - 1);
  position = { stage, row };
  const { rect } = gaps[row]!;
  return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top - collisionRect.height / 2 };
};
