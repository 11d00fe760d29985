/**
 * Headings set in a left margin beside the text ("Work" level with the first role): they share a baseline with the
 * line they head, so they are taken off as lines of their own when every piece of them lies left of where the page's
 * text lines start.
 */
import type { Segment } from './rows.js';

// x positions are compared to the point, rounded to this many points, to find where most lines start.
const BUCKET = 2;

// Another left edge counts where at least this many rows start (a role's heading set in from a label margin).
const EDGE_ROWS = 3;

/**
 * Where rows' text starts: the commonest left edge of their first pieces, then the other edges at least EDGE_ROWS
 * rows start at (a layout whose headings, bullets and labels each start at their own place). Empty for no rows.
 */
export function textLeftEdges(rowsSegments: Segment[][]): number[] {
  const counts = new Map<number, number>();
  for (const segments of rowsSegments) {
    const first = segments[0];
    if (!first) continue;
    const key = Math.round(first.x0 / BUCKET) * BUCKET;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return ranked.filter(([, rows], index) => index === 0 || rows >= EDGE_ROWS).map(([x]) => x);
}

/**
 * The row's pieces as one or two lines: a leading piece wholly in the left margin stands apart, when the rest starts
 * where the text lines start or where several other rows do.
 */
export function splitLeftMargin(segments: Segment[], edges: number[]): Segment[][] {
  const [first, ...rest] = segments;
  if (!first || rest.length === 0) return [segments];
  const size = first.runs[0]?.size ?? 0;
  // The edge the rest of the row stands on: the nearest one at or left of where it starts.
  const start = rest[0]!.x0;
  const edge = Math.max(...edges.filter((x) => x <= start + BUCKET));
  if (!Number.isFinite(edge) || first.x1 > edge - 0.3 * size) return [segments];
  return [[first], rest];
}
