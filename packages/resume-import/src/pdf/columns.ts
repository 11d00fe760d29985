/**
 * Finding a page's columns: a vertical gutter is an x band that no text crosses, except a few lines (a name or a
 * contact line across the top), with text on both sides down the page.
 */
import type { Row, Segment } from './rows.js';

/** A gutter's x band on the page. */
export interface Gutter {
  x0: number;
  x1: number;
}

// Lines allowed across a gutter, as a share of the page's rows: a header or footer across the columns.
const CROSSING_SHARE = 0.12;
// A gutter is at least this many body-text ems wide; word gaps are filled by the segments, so any such empty band
// with text on both sides is a real gap between columns.
const MIN_GUTTER_EMS = 1;
// Each side of a gutter holds at least this many rows: fewer is a label or a stray date, not a column.
const MIN_COLUMN_ROWS = 3;
// When most rows of the smaller side share their baseline with text on the other side, and that side is much
// shorter, the "column" is a field of the other side's lines (right-aligned dates, dates in a left margin).
const SHARED_ROWS_SHARE = 0.7;
const SHORT_SIDE_SHARE = 0.5;
// A short side whose every row stands in a gap between the other side's lines, at least this many of its ems from
// the nearest, is lines of the other side set to the right (a date on a line of its own under a role's heading): a
// real sidebar's rows fall level with, or within half a line of, the lines beside them.
const IN_GAP_EMS = 0.75;
const LAST_ENTRY_EMS = 3;
// A row this many of its ems or fewer below the one before it follows it as the next line of text; a side whose rows
// mostly do so is text read down a column.
const FOLLOWING_EMS = 1.8;
const FLOWING_SHARE = 0.75;
const FLOWING_RUN = 5;
// Three columns at most: more is a table, read row by row.
const MAX_GUTTERS = 2;

/** The page's gutters, left to right, found among its segments (rows already split at wide gaps). */
export function findGutters(segments: Segment[], bodySize: number): Gutter[] {
  const gutters: Gutter[] = [];
  split(segments, bodySize, gutters);
  return gutters.sort((a, b) => a.x0 - b.x0).slice(0, MAX_GUTTERS);
}

function split(segments: Segment[], bodySize: number, gutters: Gutter[]): void {
  if (gutters.length >= MAX_GUTTERS) return;
  const gutter = bestGutter(segments, bodySize);
  if (!gutter) return;
  gutters.push(gutter);
  split(
    segments.filter((segment) => segment.x1 <= gutter.x0),
    bodySize,
    gutters,
  );
  split(
    segments.filter((segment) => segment.x0 >= gutter.x1),
    bodySize,
    gutters,
  );
}

function bestGutter(segments: Segment[], bodySize: number): Gutter | null {
  if (segments.length === 0) return null;
  const rows = new Set(segments.map((segment) => segment.row)).size;
  const allowed = Math.floor(rows * CROSSING_SHARE);
  const left = Math.floor(Math.min(...segments.map((segment) => segment.x0)));
  const right = Math.ceil(Math.max(...segments.map((segment) => segment.x1)));
  // How many segments cover each point-wide slice of the text's width.
  const cover = new Array<number>(right - left + 1).fill(0);
  for (const segment of segments)
    for (let x = Math.floor(segment.x0); x < Math.ceil(segment.x1); x += 1) cover[x - left]! += 1;

  let best: Gutter | null = null;
  let start = -1;
  for (let i = 0; i <= cover.length; i += 1) {
    const open = i < cover.length && cover[i]! <= allowed;
    if (open && start < 0) start = i;
    if (open || start < 0) continue;
    const band = emptiest(cover, start, i, left, MIN_GUTTER_EMS * bodySize);
    start = -1;
    if (band.x1 - band.x0 < MIN_GUTTER_EMS * bodySize) continue;
    if (!separatesColumns(segments, band, allowed)) continue;
    if (!best || band.x1 - band.x0 > best.x1 - best.x0) best = band;
  }
  return best;
}

/**
 * The widest stretch of [from, to) at its lowest cover: the run around a gutter also takes in the ragged ends of
 * short lines, which belong to the columns. When that stretch is narrower than a gutter (a name across the top
 * ends just inside it), the next cover level up is taken, and so on.
 */
function emptiest(cover: number[], from: number, to: number, left: number, minWidth: number): Gutter {
  const levels = [...new Set(cover.slice(from, to))].sort((a, b) => a - b);
  let best = { x0: left + from, x1: left + from };
  for (const level of levels) {
    best = widestAtMost(cover, from, to, left, level);
    if (best.x1 - best.x0 >= minWidth) break;
  }
  return best;
}

function widestAtMost(cover: number[], from: number, to: number, left: number, level: number): Gutter {
  let best = { x0: left + from, x1: left + from };
  let start = -1;
  for (let i = from; i <= to; i += 1) {
    const low = i < to && cover[i]! <= level;
    if (low && start < 0) start = i;
    if (low || start < 0) continue;
    if (i - start > best.x1 - best.x0) best = { x0: left + start, x1: left + i };
    start = -1;
  }
  return best;
}

/** True when the band has columns on both sides, rather than a few stray pieces or one side's right-hand fields. */
function separatesColumns(segments: Segment[], band: Gutter, allowed: number): boolean {
  const leftRows = new Set(segments.filter((segment) => segment.x1 <= band.x0).map((segment) => segment.row));
  const rightRows = new Set(segments.filter((segment) => segment.x0 >= band.x1).map((segment) => segment.row));
  const crossing = segments.filter((segment) => segment.x0 < band.x1 && segment.x1 > band.x0).length;
  if (crossing > allowed) return false;
  if (leftRows.size < MIN_COLUMN_ROWS || rightRows.size < MIN_COLUMN_ROWS) return false;
  const [small, large] = leftRows.size <= rightRows.size ? [leftRows, rightRows] : [rightRows, leftRows];
  const shared = [...small].filter((row) => large.has(row)).length;
  if (small.size >= SHORT_SIDE_SHARE * large.size) return true;
  // A side whose rows each stand level with the other side's (right-hand dates) or in a gap between its lines (the
  // headings of a template that sets them at the right) is no column either.
  // Lines that follow one another at a line's spacing are a column of text (a sidebar's contact lines and skills),
  // however many fall level with the other side's: fields stand beside the entries they belong to, apart.
  if (flowing(small)) return true;
  const apart = new Set([...small].filter((row) => !large.has(row)));
  return !(shared >= SHARED_ROWS_SHARE * small.size || inGaps(small, large) || (shared > 0 && inGaps(apart, large)));
}

/**
 * Whether most of the rows follow the row before them within FOLLOWING_EMS of their text's size, some of them in a run
 * of FLOWING_RUN or more (a sidebar's list): a heading's place, dates and length of service stacked at the right
 * margin follow one another too, but three or four at a time.
 */
function flowing(rows: Set<Row>): boolean {
  const sorted = [...rows].sort((a, b) => a.baseline - b.baseline);
  let following = 0;
  let run = 1;
  let longest = 1;
  sorted.forEach((row, index) => {
    const size = Math.max(...row.runs.map((textRun) => textRun.size));
    const follows = index > 0 && row.baseline - sorted[index - 1]!.baseline <= FOLLOWING_EMS * size;
    if (follows) following += 1;
    run = follows ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return following >= FLOWING_SHARE * (sorted.length - 1) && longest >= FLOWING_RUN;
}

/** Whether every row of `small` lies between two rows of `large`, clear of both by IN_GAP_EMS of its own text. */
function inGaps(small: Set<Row>, large: Set<Row>): boolean {
  const baselines = [...large].map((row) => row.baseline).sort((a, b) => a - b);
  return [...small].every((row) => {
    const size = Math.max(...row.runs.map((run) => run.size));
    const above = baselines.filter((baseline) => baseline < row.baseline).at(-1);
    const below = baselines.find((baseline) => baseline > row.baseline);
    // Under the other side's last line, it still belongs to that side's last entry when it follows it closely.
    const clearBelow =
      below === undefined ? row.baseline - above! <= LAST_ENTRY_EMS * size : below - row.baseline >= IN_GAP_EMS * size;
    return above !== undefined && row.baseline - above >= IN_GAP_EMS * size && clearBelow;
  });
}
