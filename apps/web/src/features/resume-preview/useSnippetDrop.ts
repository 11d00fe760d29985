/** Turns a finished drag into a snippet-map change (drop from the list, move between sections, reorder). */
import type { DragEndEvent } from '@dnd-kit/core';
import type { SnippetSection, SnippetSectionMap } from '@hirestride/shared/resume';
import { dropSnippet, reorderSnippet } from './snippet-map';

interface DragData {
  type: 'library' | 'placed' | 'zone';
  section?: SnippetSection;
  snippetId?: number;
}

/** The new map, or null when the drag changes nothing. */
export function mapAfterDrag(
  map: SnippetSectionMap,
  event: Pick<DragEndEvent, 'active' | 'over'>,
): SnippetSectionMap | null {
  const from = event.active.data.current as DragData | undefined;
  const to = event.over?.data.current as DragData | undefined;
  if (!from?.snippetId || !to?.section) return null;
  let next: SnippetSectionMap;
  if (from.type === 'placed' && from.section === to.section) {
    if (to.type !== 'placed' || to.snippetId === undefined) return null;
    const ids = map[to.section] ?? [];
    next = reorderSnippet(map, to.section, ids.indexOf(from.snippetId), ids.indexOf(to.snippetId));
  } else {
    next = dropSnippet(map, from.snippetId, to.section);
  }
  return next === map ? null : next;
}
