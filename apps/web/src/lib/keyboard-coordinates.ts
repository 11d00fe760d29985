/**
 * Keyboard dragging that jumps between drop targets: arrow keys move the dragged snippet to the next or previous
 * section or placed snippet, in reading order, so every target is a few key presses away.
 */
import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const FORWARD = [KeyboardCode.Down, KeyboardCode.Right];
const BACKWARD = [KeyboardCode.Up, KeyboardCode.Left];

/**
 * Where the current keyboard drag is, counted here rather than read from the last rendered collision:
 * two quick key presses within one frame must still move two steps.
 */
let position: { target: string | number | null } = { target: null };

/** Call when a drag starts (DndContext onDragStart). */
export function resetKeyboardTargets(): void {
  position = { target: null };
}

export const jumpBetweenTargets: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = FORWARD.includes(event.code as KeyboardCode);
  if (!forward && !BACKWARD.includes(event.code as KeyboardCode)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const targets = droppableContainers
    .getEnabled()
    .filter((container) => container.id !== active?.id && droppableRects.get(container.id))
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id)! }))
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (targets.length === 0) return undefined;
  const current = targets.findIndex((target) => target.id === position.target);
  const index =
    current === -1
      ? forward
        ? 0
        : targets.length - 1
      : (current + (forward ? 1 : -1) + targets.length) % targets.length;
  const target = targets[index]!;
  position = { target: target.id };
  return {
    x: target.rect.left + target.rect.width / 2 - collisionRect.width / 2,
    y: target.rect.top + Math.min(target.rect.height / 2, 24) - collisionRect.height / 2,
  };
};
