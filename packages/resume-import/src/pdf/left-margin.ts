/**
 * Headings set in a left margin beside the text ("Work" level with the first role): they share a baseline with the
 * line they head, so they are taken off as lines of their own when every piece of them lies left of where the page's
 * text lines start.
 */
import type { Segment } from './rows.js';

// x positions are compared to the point, rounded to this many points, to find where most lines start.
const BUCKET = 2;

/** Where most rows' text starts: the commonest left edge of their first pieces. */
export function textLeftEdge(rowsSegments: Segment[][]): number | undefined {
  const counts = new Map<number, number>();
  for (const segments of rowsSegments) {
    const first = segments[0];
    if (!first) continue;
    const key = Math.round(first.x0 / BUCKET) * BUCKET;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
}

/** The row's pieces as one or two lines: a leading piece wholly in the left margin stands apart. */
export function splitLeftMargin(segments: Segment[], leftEdge: number | undefined): Segment[][] {
  const [first, ...rest] = segments;
  if (!first || rest.length === 0 || leftEdge === undefined) return [segments];
  const size = first.runs[0]?.size ?? 0;
  if (first.x1 > leftEdge - 0.3 * size || rest[0]!.x0 < leftEdge - BUCKET) return [segments];
  return [[first], rest];
}
