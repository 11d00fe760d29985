/** Rebuilding rows of text from runs: runs on one baseline together, split where a wide gap sets them apart. */
import type { TextRun } from './pdf-types.js';

/** The runs sharing a baseline across the whole page, left to right; columns are split from it later. */
export interface Row {
  baseline: number;
  runs: TextRun[];
}

/** Runs of a row close enough to read as one piece of text (a wider gap starts another). */
export interface Segment {
  runs: TextRun[];
  x0: number;
  x1: number;
  row: Row;
}

// Runs whose baselines differ by less than this share of the larger size sit on one line: superscripts ("1st"), a
// bullet glyph in another font and baseline rounding stay with their line, while lines, set at least about one size
// apart, do not merge.
const BASELINE_TOLERANCE = 0.4;
// A gap wider than this many ems ends a segment: wider than any word space, even in justified text, and narrower
// than a column gutter or a tab to a right-aligned date.
const SEGMENT_GAP = 1.5;
// Runs whose sizes differ by more than this factor, with a gap of more than this many ems, are separate pieces.
const SIZE_CHANGE = 1.15;
const SIZE_BREAK_GAP = 0.5;
// A gap wider than this many ems between two runs is a word space; narrower ones are letter spacing or kerning
// inside a word that the file drew in pieces.
const SPACE_GAP = 0.2;

/** Groups a page's runs into rows, top to bottom, each row's runs left to right, duplicates dropped. */
export function groupRows(runs: TextRun[]): Row[] {
  const sorted = [...runs].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const rows: Row[] = [];
  let anchor: TextRun | undefined;
  for (const run of sorted) {
    const row = rows.at(-1);
    if (row && anchor && run.baseline - anchor.baseline <= BASELINE_TOLERANCE * Math.max(run.size, anchor.size)) {
      row.runs.push(run);
      continue;
    }
    anchor = run;
    rows.push({ baseline: run.baseline, runs: [run] });
  }
  for (const row of rows) {
    row.runs = withoutOverprint(row.runs.sort((a, b) => a.x0 - b.x0));
    row.baseline = row.runs.reduce((sum, run) => sum + run.baseline, 0) / row.runs.length;
  }
  return rows;
}

/**
 * Drops runs drawn twice at nearly the same place: some tools fake bold by printing the text again a fraction of a
 * point aside, which would otherwise read "JJoohhnn". The doubled run counts as bold.
 */
function withoutOverprint(runs: TextRun[]): TextRun[] {
  const kept: TextRun[] = [];
  for (const run of runs) {
    const twin = kept.find(
      (other) =>
        other.text === run.text &&
        Math.abs(other.x0 - run.x0) < 0.15 * run.size &&
        Math.abs(other.x1 - run.x1) < 0.15 * run.size,
    );
    if (twin) twin.bold = true;
    else kept.push(run);
  }
  return kept;
}

/** Splits a row's runs (left to right) where a gap wider than a word space sets them apart. */
export function segmentsOf(row: Row, runs: TextRun[] = row.runs): Segment[] {
  const segments: Segment[] = [];
  for (const run of runs) {
    const last = segments.at(-1);
    const before = last?.runs.at(-1);
    const gap = last ? run.x0 - last.x1 : 0;
    // A clear gap where the size changes much sets a heading apart from the text beside it ("Work  Senior Nurse").
    const sizeBreak =
      before !== undefined &&
      Math.max(run.size, before.size) > SIZE_CHANGE * Math.min(run.size, before.size) &&
      gap > SIZE_BREAK_GAP * Math.min(run.size, before.size);
    if (last && !sizeBreak && gap <= SEGMENT_GAP * Math.max(run.size, before!.size)) {
      last.runs.push(run);
      last.x1 = Math.max(last.x1, run.x1);
    } else segments.push({ runs: [run], x0: run.x0, x1: run.x1, row });
  }
  return segments.flatMap(spreadTags);
}

// Words drawn one by one with at least this many ems between every two of them are tags spread across a line, not a
// sentence: a justified line wide enough for its words spaces them less, and is drawn as one run.
const TAG_GAP = 1;

/** A segment of three or more words or names, each its own run with a wide gap between every two: each is a piece. */
function spreadTags(segment: Segment): Segment[] {
  const { runs } = segment;
  if (runs.length < 3) return [segment];
  for (let k = 1; k < runs.length; k += 1) {
    const gap = runs[k]!.x0 - runs[k - 1]!.x1;
    if (gap < TAG_GAP * Math.max(runs[k]!.size, runs[k - 1]!.size)) return [segment];
  }
  // Each must hold a letter: "Jan 2020   –   Present" spread wide is still one period.
  if (runs.some((run) => !/\p{L}/u.test(run.text))) return [segment];
  return runs.map((run) => ({ runs: [run], x0: run.x0, x1: run.x1, row: segment.row }));
}

/** The text of runs read left to right, with a space where the gap or the file says a word ends. */
export function joinRuns(runs: TextRun[]): string {
  // What stands between each run and the one left of it on the page: a word space or nothing.
  const before = runs.map((run, index) => {
    const previous = runs[index - 1];
    if (!previous) return '';
    const gap = run.x0 - previous.x1;
    const wordEnds = previous.spaceAfter || /^\s/.test(run.text) || gap > SPACE_GAP * Math.max(run.size, previous.size);
    return wordEnds ? ' ' : '';
  });
  let text = '';
  for (let index = 0; index < runs.length;) {
    if (!runs[index]!.rtl) {
      text += before[index]! + runs[index]!.text;
      index += 1;
      continue;
    }
    // Right-to-left words lie right to left on the page: their runs are read from the right end of the stretch.
    let end = index;
    while (runs[end + 1]?.rtl) end += 1;
    text += before[index]!;
    for (let at = end; at >= index; at -= 1) text += runs[at]!.text + (at > index ? before[at]! : '');
    index = end + 1;
  }
  return text.replace(/\s+/g, ' ').trim();
}
