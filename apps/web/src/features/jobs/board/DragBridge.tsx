/**
 * The board's one draggable and one drop area, registered inside the drag context and handed out to the lanes, which
 * are drawn beside the context rather than inside it. Each card starts the draggable through the same sensor
 * listeners, first pointing it at itself (its node, activator and data are read when a drag starts).
 *
 * Why: a draggable per card re-rendered every card on each change of drag state, and with the cards under the
 * context, React walked all of them to find its consumers on every change; with 500 jobs a pick-up or a drop took
 * 100–300 ms against a 50 ms budget per interaction.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useLayoutEffect, useMemo, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import type { JobStage } from '@hirestride/shared/job-choices';
import { BOARD_DROP_AREA, type BoardData } from './board-dnd';

export const BOARD_DRAGGABLE = 'board-card';

/** What a card needs to start a drag of itself: stable for the board's lifetime, so cards stay memoised. */
export interface CardDragSource {
  describedBy: string;
  /** The element of the lanes, where cards can be dropped. */
  bindDropArea(element: HTMLElement | null): void;
  onMouseDown(event: MouseEvent<HTMLElement>, card: CardRef): void;
  onTouchStart(event: TouchEvent<HTMLElement>, card: CardRef): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>, card: CardRef): void;
}

export interface CardRef {
  jobId: number;
  stage: JobStage;
  index: number;
  /** The card's element (what the drag measures) and its handle (where focus returns). */
  element: HTMLElement | null;
  handle: HTMLElement | null;
}

/** What cards hold until the bridge is registered (and while the server draws the board): they draw, but drag nothing. */
export const INERT_DRAG_SOURCE: CardDragSource = {
  describedBy: '',
  bindDropArea: () => undefined,
  onMouseDown: () => undefined,
  onTouchStart: () => undefined,
  onKeyDown: () => undefined,
};

export function DragBridge({ onReady }: { onReady(source: CardDragSource): void }) {
  // One object for the drag's lifetime, filled in by the card that starts it.
  const [data] = useState<Extract<BoardData, { type: 'job' }>>(() => ({
    type: 'job',
    jobId: 0,
    stage: 'wishlist',
    index: 0,
  }));
  const { listeners, attributes, setNodeRef, setActivatorNodeRef } = useDraggable({ id: BOARD_DRAGGABLE, data });
  const drop = useDroppable({ id: BOARD_DROP_AREA, data: { type: 'board' } });
  const describedBy = attributes['aria-describedby'];
  const bindDropArea = drop.setNodeRef;
  const source = useMemo<CardDragSource>(() => {
    // dnd-kit ignores a start while a drag is under way, so arming then changes nothing it uses.
    const arm = (card: CardRef) => {
      Object.assign(data, { jobId: card.jobId, stage: card.stage, index: card.index });
      setNodeRef(card.element);
      setActivatorNodeRef(card.handle);
    };
    return {
      describedBy,
      bindDropArea,
      onMouseDown: (event, card) => {
        arm(card);
        listeners?.onMouseDown?.(event);
      },
      onTouchStart: (event, card) => {
        arm(card);
        listeners?.onTouchStart?.(event);
      },
      onKeyDown: (event, card) => {
        arm(card);
        listeners?.onKeyDown?.(event);
      },
    };
  }, [data, describedBy, bindDropArea, listeners, setNodeRef, setActivatorNodeRef]);
  useLayoutEffect(() => onReady(source), [onReady, source]);
  return null;
}
