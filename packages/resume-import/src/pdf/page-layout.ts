/**
 * One page's lines in reading order: the text across the top, then each column top to bottom, left column first,
 * then the text across the foot. A row with text on both sides of a gutter is one line per column.
 */
import { startsWithLetterMarker, stripMarker, withoutUnmapped } from './bullets.js';
import { findGutters, type Gutter } from './columns.js';
import { gridBands } from './grid-bands.js';
import { restoreLigatures } from './ligatures.js';
import type { PageRuns, PlacedLine, TextRun } from './pdf-types.js';
import { textLeftEdges, splitLeftMargin } from './left-margin.js';
import { findDateRange, isOnlyDate } from '../sectioner/dates.js';
import { joinRuns, segmentsOf, type Row, type Segment } from './rows.js';

// The last piece of a line is a right-hand field (a date, a place) when it ends this close to the column's right
// edge, as a share of the column's width, and starts in the column's right half.
const RIGHT_EDGE_SHARE = 0.1;
const RIGHT_HALF = 0.5;

export function layoutPage(page: PageRuns, rows: Row[], bodySize: number): PlacedLine[] {
  const rowSegments = new Map(rows.map((row) => [row, segmentsOf(row)]));
  const gutters = findGutters([...rowSegments.values()].flat(), bodySize);
  const all = [...rowSegments.values()].flat();
  const whole = extent(all);
  if (gutters.length === 0) {
    const edges = textLeftEdges([...rowSegments.values()]);
    const across = (row: Row) =>
      splitLeftMargin(rowSegments.get(row)!, edges)
        .flatMap(splitAtMarker)
        .flatMap((pieces) => placeLine(page, runsOf(pieces), row, whole, undefined) ?? []);
    // Stretches set as a grid of items (two roles side by side) are read a column at a time, like a page's columns.
    const lines: PlacedLine[] = [];
    let next = 0;
    for (const band of gridBands(
      rows.map((row) => rowSegments.get(row)!),
      bodySize,
    )) {
      lines.push(...rows.slice(next, band.from).flatMap(across));
      lines.push(...bandLines(page, rows.slice(band.from, band.to), rowSegments, band.gutters));
      next = band.to;
    }
    return [...lines, ...rows.slice(next).flatMap(across)];
  }

  const crosses = (segment: Segment) => gutters.some((gutter) => segment.x0 < gutter.x1 && segment.x1 > gutter.x0);
  const columnOf = (segment: Segment) => gutters.filter((gutter) => (segment.x0 + segment.x1) / 2 >= gutter.x1).length;
  const inColumns = rows.filter((row) => !rowSegments.get(row)!.some(crosses));
  const top = Math.min(...inColumns.map((row) => row.baseline));
  const bottom = Math.max(...inColumns.map((row) => row.baseline));
  const columns = gutters.length + 1;
  const columnSegments = Array.from({ length: columns }, (_, index) =>
    all.filter((segment) => !crosses(segment) && columnOf(segment) === index),
  );
  const columnExtents = columnSegments.map((segments) => (segments.length > 0 ? extent(segments) : whole));

  const edges = columnSegments.map((_, index) =>
    textLeftEdges(
      rows.map((row) => rowSegments.get(row)!.filter((segment) => !crosses(segment) && columnOf(segment) === index)),
    ),
  );

  const header: PlacedLine[] = [];
  const footer: PlacedLine[] = [];
  const byColumn: PlacedLine[][] = Array.from({ length: columns }, () => []);
  for (const row of rows) {
    const segments = rowSegments.get(row)!;
    const across = segments.some(crosses);
    if (across && (row.baseline < top || row.baseline > bottom)) {
      const line = placeLine(page, row.runs, row, whole, undefined);
      if (line) (row.baseline < top ? header : footer).push(line);
      continue;
    }
    // A row in the columns' height: each piece goes to the column holding its middle.
    for (let index = 0; index < columns; index += 1) {
      const inColumn = segments.filter((segment) => columnOf(segment) === index);
      for (const pieces of splitLeftMargin(inColumn, edges[index] ?? []).flatMap(splitAtMarker)) {
        const line = pieces.length > 0 ? placeLine(page, runsOf(pieces), row, columnExtents[index]!, index) : null;
        if (line) byColumn[index]!.push(line);
      }
    }
  }
  return [
    ...header,
    ...besideName(page, header, nameColumnFirst(page, header, labelsBeside(datesBeside(byColumn)))).flat(),
    ...footer,
  ];
}

/** A grid band's lines: each of its columns top to bottom, left to right. */
function bandLines(page: PageRuns, rows: Row[], rowSegments: Map<Row, Segment[]>, gutters: Gutter[]): PlacedLine[] {
  const columnOf = (segment: Segment) => gutters.filter((gutter) => (segment.x0 + segment.x1) / 2 >= gutter.x1).length;
  const columns = Array.from({ length: gutters.length + 1 }, (_, index) =>
    rows.map((row) => rowSegments.get(row)!.filter((segment) => columnOf(segment) === index)),
  );
  return columns.flatMap((pieces, index) => {
    const all = pieces.flat();
    if (all.length === 0) return [];
    const column = extent(all);
    return rows.flatMap((row, at) =>
      pieces[at]!.length === 0
        ? []
        : splitAtMarker(pieces[at]!).flatMap((part) => placeLine(page, runsOf(part), row, column, index) ?? []),
    );
  });
}

// A date stands alone in its column when its neighbours there are at least this many of its ems away.
const ALONE_EMS = 2;
// …and level with a heading in the column to its left when their baselines are this close, in ems of the larger.
const LEVEL_EMS = 0.6;

/**
 * Dates set in a column of their own, each level with the heading it dates (an employer at the left, its years at
 * the right, set apart by the page's widest gap), are that heading's right-hand field: read in their column they
 * would all come after the last role.
 */
function datesBeside(byColumn: PlacedLine[][]): PlacedLine[][] {
  if (byColumn.length < 2) return byColumn;
  const moved = new Set<PlacedLine>();
  const withRight = new Map<PlacedLine, string>();
  byColumn.forEach((lines, column) => {
    if (column === 0) return;
    lines.forEach((line, index) => {
      if (!isOnlyDate(line.text)) return;
      const far = (other: PlacedLine | undefined) =>
        !other || Math.abs(other.baseline - line.baseline) >= ALONE_EMS * Math.max(other.size, line.size);
      if (!far(lines[index - 1]) || !far(lines[index + 1])) return;
      const heading = byColumn
        .slice(0, column)
        .flat()
        .filter(
          (other) =>
            !other.bullet &&
            !other.right &&
            !withRight.has(other) &&
            !findDateRange(other.text) &&
            Math.abs(other.baseline - line.baseline) <= LEVEL_EMS * Math.max(other.size, line.size),
        )
        .sort((a, b) => Math.abs(a.baseline - line.baseline) - Math.abs(b.baseline - line.baseline))[0];
      if (!heading) return;
      withRight.set(heading, line.text);
      moved.add(line);
    });
  });
  if (moved.size === 0) return byColumn;
  return byColumn.map((lines) =>
    lines
      .filter((line) => !moved.has(line))
      .map((line) => (withRight.has(line) ? { ...line, right: withRight.get(line) } : line)),
  );
}

// A line this many of its ems or fewer below the one before it in its column follows it as the next line of text.
const FOLLOWING_EMS = 1.8;

/**
 * A narrow column of section labels level with the content they head ("Work", "Education" in a left margin, as
 * label-and-content templates set them) is not a column to read on its own: each label is read just before the line
 * it stands level with. Told from a sidebar by being sparse (half the other column's lines or fewer), set apart
 * from one another, and nearly every label level with a line beside it.
 */

function labelsBeside(byColumn: PlacedLine[][]): PlacedLine[][] {
  if (byColumn.length !== 2) return byColumn;
  const [labels, content] = byColumn as [PlacedLine[], PlacedLine[]];
  if (labels.length === 0 || labels.length > 0.5 * content.length) return byColumn;
  // Labels head blocks, so they stand apart; lines that mostly follow one another at a line's spacing are a
  // sidebar's text (contact lines, a list of skills), however many of them fall level with the main column's.
  const following = labels.filter(
    (label, index) => index > 0 && label.baseline - labels[index - 1]!.baseline <= FOLLOWING_EMS * label.size,
  ).length;
  if (following >= 0.5 * (labels.length - 1)) return byColumn;
  const level = (a: PlacedLine, b: PlacedLine) => Math.abs(a.baseline - b.baseline) <= 0.5 * Math.max(a.size, b.size);
  const beside = labels.filter((label) => content.some((line) => level(label, line)));
  // A label below the last line of content heads a section the page leaves empty: it has nothing to stand beside.
  const lowest = Math.max(...content.map((line) => line.baseline + 0.5 * line.size));
  const heading = labels.filter((label) => label.baseline <= lowest);
  if (heading.length === 0 || beside.length < 0.7 * heading.length) return byColumn;
  const merged: PlacedLine[] = [];
  let next = 0;
  for (const line of content) {
    while (next < labels.length && labels[next]!.baseline <= line.baseline + 0.5 * line.size)
      merged.push(labels[next++]!);
    merged.push(line);
  }
  merged.push(...labels.slice(next));
  return [merged.map((line) => ({ ...line, column: content[0]!.column }))];
}

/**
 * The columns in reading order: left to right, except that on the first page a column that opens with the page's
 * largest text (the person's name, in a sidebar on the right) is read first, so the name and contact details come
 * before the sections rather than after the last of them.
 */
function nameColumnFirst(page: PageRuns, header: PlacedLine[], byColumn: PlacedLine[][]): PlacedLine[][] {
  if (page.page !== 1 || header.length > 0) return byColumn;
  const largest = Math.max(...byColumn.flat().map((line) => line.size));
  // The name opens its column, or follows one short line set level with it (a place at the top right).
  const opens = byColumn.findIndex((lines) => lines.slice(0, 2).some((line) => line.size >= largest));
  if (opens <= 0 || byColumn.slice(0, opens).some((lines) => lines.some((line) => line.size >= largest)))
    return byColumn;
  return [byColumn[opens]!, ...byColumn.filter((_, index) => index !== opens)];
}

/**
 * On the first page, what another column opens with level with the name (a headline set at the top right, across
 * from the name) is read with the name, not after the name's whole column.
 */
function besideName(page: PageRuns, header: PlacedLine[], byColumn: PlacedLine[][]): PlacedLine[][] {
  if (page.page !== 1 || header.length > 0 || byColumn.length < 2) return byColumn;
  const largest = Math.max(...byColumn.flat().map((line) => line.size));
  const nameAt = byColumn[0]!.slice(0, 2).findIndex((line) => line.size >= largest);
  if (nameAt < 0) return byColumn;
  const name = byColumn[0]![nameAt]!;
  const level = (line: PlacedLine) => Math.abs(line.baseline - name.baseline) <= LEVEL_EMS * name.size;
  // Set larger than the rest of its column, as a headline is; a main column's first heading beside a sidebar's name
  // is the size of that column's other headings.
  const standsOut = (lines: PlacedLine[]) => lines.slice(1).every((line) => line.size < lines[0]!.size);
  const beside = byColumn.slice(1).map((lines) => (lines[0] && level(lines[0]) && standsOut(lines) ? lines[0] : null));
  if (beside.every((line) => line === null)) return byColumn;
  const first = byColumn[0]!;
  const moved = beside
    .filter((line): line is PlacedLine => line !== null)
    .map((line) => ({ ...line, column: name.column }));
  return [
    [...first.slice(0, nameAt + 1), ...moved, ...first.slice(nameAt + 1)],
    ...byColumn.slice(1).map((lines, index) => (beside[index] ? lines.slice(1) : lines)),
  ];
}

// Capitalised words, a town's joining words among them, and an optional region after a comma: "Madrid",
// "Abu Dhabi", "Mississauga, ON", "Stratford-upon-Avon".
const CAPITALISED_TAIL =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|del|la|le|am|upon|on|sur)){0,3}(?:,\s*\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?)?$/u;

/**
 * A line set in bold that ends in a few capitalised words in the regular weight ("**Moda Atlántica S.L.** Madrid",
 * a role's employer and then its place) ends with a piece of its own, as if set apart by a gap: the weight is the
 * only thing that tells the two apart. A bold label ending in a colon keeps its content.
 */
function withPlainTail(pieces: TextRun[][]): TextRun[][] {
  const last = pieces.at(-1);
  if (!last || last.length < 2) return pieces;
  let from = last.length;
  while (from > 0 && !last[from - 1]!.bold) from -= 1;
  if (from === 0 || from === last.length) return pieces;
  const head = last.slice(0, from);
  const tail = last.slice(from);
  if (/[:：]\s*$/.test(joinRuns(head)) || !CAPITALISED_TAIL.test(joinRuns(tail).trim())) return pieces;
  return [...pieces.slice(0, -1), head, tail];
}

const runsOf = (segments: Segment[]) => segments.flatMap((segment) => segment.runs);

/**
 * A row whose later piece opens with a bullet ("Senior Engineer | 2022 – Present   • Led the API team…", a grid
 * layout that sets the first bullet beside the title) is two lines: the heading, then the bullet.
 */
function splitAtMarker(segments: Segment[]): Segment[][] {
  const at = segments.findIndex((segment, index) => index > 0 && stripMarker(joinRuns(segment.runs)).bullet);
  return at > 0 ? [segments.slice(0, at), segments.slice(at)] : [segments];
}

function extent(segments: Segment[]): Gutter {
  return {
    x0: Math.min(...segments.map((segment) => segment.x0)),
    x1: Math.max(...segments.map((segment) => segment.x1)),
  };
}

/** A line from runs of one row within one column (or across the page). */
function placeLine(
  page: PageRuns,
  runs: TextRun[],
  row: Row,
  column: Gutter,
  columnIndex: number | undefined,
): PlacedLine | null {
  let body = runs;
  let bullet = false;
  if (startsWithLetterMarker(body)) {
    bullet = true;
    body = body.slice(1);
  }
  const segments = segmentsOf(row, body);
  const last = segments.at(-1)!;
  const width = column.x1 - column.x0;
  let right: string | undefined;
  if (
    segments.length >= 2 &&
    last.x1 >= column.x1 - RIGHT_EDGE_SHARE * width &&
    last.x0 >= column.x0 + RIGHT_HALF * width
  ) {
    right = joinRuns(last.runs);
    body = body.slice(0, body.length - last.runs.length);
  }
  // Pieces set far apart on one line (a grid of skills, a tab stop) stay apart: the sectioner splits at " | ".
  const pieceRuns = withPlainTail(segmentsOf(row, body).map((segment) => segment.runs));
  const pieces = pieceRuns.map(joinRuns);
  // A marker drawn well left of its text is a piece of its own: it opens the line, it does not separate.
  const loneMarker = pieces.length > 1 && stripMarker(pieces[0]!).bullet && !stripMarker(pieces[0]!).text.trim();
  const marked = stripMarker((loneMarker ? pieces.slice(1) : pieces).join(' | '));
  bullet ||= loneMarker;
  bullet ||= marked.bullet;
  // A marker drawn as its own run leaves the line starting where its text does.
  const first =
    (marked.bullet || loneMarker) && stripMarker(body[0]!.text).text.trim() === '' && body[1] ? body[1] : body[0]!;
  // An icon the font maps to no character, drawn inside a piece of text, says nothing.
  const text = withoutUnmapped(restoreLigatures(marked.text)).replace(/\u00ad(?!$)/g, '');
  if (!text && !right && !bullet) return null;
  // Where each piece starts, kept only when the text still splits into those pieces (a grid's cells; see grid-cells).
  const starts = [...pieceRuns.slice(loneMarker ? 1 : 0).map((piece) => piece[0]!.x0), ...(right ? [last.x0] : [])];
  const pieceX0s = starts.length >= 2 && text.split(' | ').length + (right ? 1 : 0) === starts.length ? starts : null;
  return {
    page: page.page,
    pageHeight: page.height,
    ...(columnIndex === undefined ? {} : { column: columnIndex }),
    text,
    ...(right ? { right } : {}),
    x0: first.x0,
    x1: Math.max(...body.map((run) => run.x1)),
    baseline: row.baseline,
    size: Math.max(...runs.map((run) => run.size)),
    bold: body.every((run) => run.bold),
    bullet,
    ...(pieceX0s ? { pieceX0s } : {}),
    columnX0: column.x0,
    columnX1: column.x1,
  };
}
