/**
 * Stretches of a one-column page set as a grid of items side by side: a section's roles, projects or certificates in
 * two columns, between headings and paragraphs that run across the page. The page has no gutter from top to bottom,
 * but each stretch has one of its own; read row by row, its two roles' lines would interleave.
 */
import { findGutters, type Gutter } from './columns.js';
import { findDateRange, isOnlyDate } from '../sectioner/dates.js';
import { joinRuns, type Segment } from './rows.js';

/** Rows [from, to) of the page, and the gutters between their columns. */
export interface Band {
  from: number;
  to: number;
  gutters: Gutter[];
}

// A band is at least this many rows: fewer is a heading with its date at the right, not a grid.
const MIN_BAND_ROWS = 4;
// A gap between two pieces of a row is a gutter's start when it is at least this many body ems wide.
const MIN_GAP_EMS = 1;
// Pages with more rows than this are not searched (the search looks down from every row).
const MAX_ROWS = 400;

/** The page's grid bands, top to bottom; `rows` holds each row's segments, left to right. */
export function gridBands(rows: Segment[][], bodySize: number): Band[] {
  const bands: Band[] = [];
  if (rows.length > MAX_ROWS) return bands;
  const minGap = MIN_GAP_EMS * bodySize;
  let start = 0;
  while (start < rows.length) {
    const band = bandFrom(rows, start, minGap, bodySize);
    if (band) {
      bands.push(band);
      start = band.to;
    } else start += 1;
  }
  return bands;
}

/** The band opening at row `start`, when a gap between its pieces runs down enough rows and holds as a gutter. */
function bandFrom(rows: Segment[][], start: number, minGap: number, bodySize: number): Band | null {
  const first = rows[start]!;
  for (let index = 1; index < first.length; index += 1) {
    let gap = { x0: first[index - 1]!.x1, x1: first[index]!.x0 };
    if (gap.x1 - gap.x0 < minGap) continue;
    let end = start + 1;
    for (; end < rows.length; end += 1) {
      const narrowed = narrow(gap, rows[end]!);
      if (!narrowed || narrowed.x1 - narrowed.x0 < minGap) break;
      gap = narrowed;
    }
    if (end - start < MIN_BAND_ROWS) continue;
    // The stretch's own columns, by the page's rules for columns: right-hand dates and labels are no grid.
    const band = rows.slice(start, end);
    const gutters = findGutters(band.flat(), bodySize);
    if (gutters.length > 0 && gutters.every((_, at) => datedItems(band, gutters, at)))
      return { from: start, to: end, gutters };
  }
  return null;
}

// Each column of a grid of items holds at least this many lines of its own words, not only dates, and a line of
// more than MAX_FIELD_WORDS words (a duty, a description): stacked places, dates and lengths of service have none.
const MIN_ITEM_ROWS = 3;
/** A field set beside a heading (a place, a period, a length of service) has at most this many words. */
export const MAX_FIELD_WORDS = 6;

/**
 * Whether both sides of the band's gutter hold dated items (roles, schools, certificates): lines of words, a
 * sentence among them, and a date. A grid of skills or a header beside the contact details reads well row by row and is left so; a column
 * of dates alone is the right-hand field of the other side's lines.
 */
function datedItems(band: Segment[][], gutters: Gutter[], at: number): boolean {
  const gutter = gutters[at]!;
  const sides = [
    band.map((row) => row.filter((segment) => segment.x1 <= gutter.x0)),
    band.map((row) =>
      row.filter((segment) => segment.x0 >= gutter.x1 && (gutters[at + 1]?.x0 ?? Infinity) >= segment.x1),
    ),
  ];
  return sides.every((side) => {
    const texts = side
      .filter((pieces) => pieces.length > 0)
      .map((pieces) => pieces.map((piece) => joinRuns(piece.runs)).join(' '));
    return (
      texts.filter((text) => !isOnlyDate(text)).length >= MIN_ITEM_ROWS &&
      texts.some((text) => text.split(/\s+/).length > MAX_FIELD_WORDS) &&
      texts.some((text) => findDateRange(text))
    );
  });
}

/** The widest part of the gap the row leaves empty, or null when the row fills all of it. */
function narrow(gap: Gutter, row: Segment[]): Gutter | null {
  let best: Gutter | null = null;
  let from = gap.x0;
  const inside = row.filter((segment) => segment.x1 > gap.x0 && segment.x0 < gap.x1).sort((a, b) => a.x0 - b.x0);
  for (const segment of [...inside, { x0: gap.x1, x1: gap.x1 }]) {
    const to = Math.min(segment.x0, gap.x1);
    if (to > from && (!best || to - from > best.x1 - best.x0)) best = { x0: from, x1: to };
    from = Math.max(from, segment.x1);
  }
  return best;
}
