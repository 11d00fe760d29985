/** A PDF's text as lines in reading order, each with its look: size, weight, capitals, indent, spacing, column. */
import type { DocLine } from '../types.js';
import { joinGridWraps } from './grid-cells.js';
import { bodySize, gapsBefore } from './line-spacing.js';
import { MAX_FIELD_WORDS } from './grid-bands.js';
import { layoutPage } from './page-layout.js';
import { withoutFurniture } from './page-furniture.js';
import { readPdfText } from './pdf-pages.js';
import type { PlacedLine } from './pdf-types.js';
import { groupRows } from './rows.js';
import { withShapeMarkers } from './vector-markers.js';

/** What the reader found, with the counts the import needs to tell a scan or a long file. */
export interface PdfReading {
  lines: DocLine[];
  pagesRead: number;
  totalPages: number;
  /** Characters of text on the pages read, headers and footers included. */
  characters: number;
  /** The addresses of the links on the pages read, each once. */
  links: string[];
}

/** The PDF's lines in reading order; throws an ImportRefusal when the file cannot be read. */
export async function pdfLines(bytes: Uint8Array): Promise<DocLine[]> {
  return (await readPdfLines(bytes)).lines;
}

export async function readPdfLines(bytes: Uint8Array): Promise<PdfReading> {
  const { pages, totalPages, hyphenates } = await readPdfText(bytes);
  const runs = pages.flatMap((page) => page.runs);
  const body = bodySize(runs);
  const placed = withoutFurniture(
    pages.map((page) => ({ page, rows: withShapeMarkers(groupRows(page.runs), page.shapes ?? []) })),
  ).flatMap(({ page, rows }) => layoutPage(page, rows, body));
  const lines = joinHyphenated(
    joinGridWraps(withMarkersOnText(withStackedFields(withoutCutLines(placed)))),
    hyphenates,
  );
  const gaps = gapsBefore(lines, body);
  return {
    lines: lines.map((line, index) => docLine(line, gaps[index])),
    pagesRead: pages.length,
    totalPages,
    characters: runs.reduce((sum, run) => sum + run.text.trim().length, 0),
    links: [...new Set(pages.flatMap((page) => page.links ?? []))],
  };
}

/**
 * A line cut by the page's foot and drawn again whole at the top of the next page (a browser prints a block that
 * does not fit on both): the next page's copy is kept, so the line is read once, with what follows it.
 */
function withoutCutLines(lines: PlacedLine[]): PlacedLine[] {
  return lines.filter((line, index) => {
    const next = lines[index + 1];
    return !(next && next.page === line.page + 1 && next.text === line.text && next.right === line.right);
  });
}

// A heading's fields may stack this many lines down its right margin (place, dates, length of service).
const STACKED_FIELDS = 3;

/**
 * A role's place, dates and length of service stacked at the right margin, one under the other, stand level with its
 * first duties: they are the heading's fields, not the duties'. A short right-hand piece of a duty line (or of a
 * duty's wrapped line) right under a heading that has one of its own joins the heading's.
 */
function withStackedFields(lines: PlacedLine[]): PlacedLine[] {
  const out = lines.map((line) => ({ ...line }));
  for (const [index, line] of out.entries()) {
    if (!line.right || line.right.split(/\s+/).length > MAX_FIELD_WORDS) continue;
    const duty = line.bullet || /^\p{Ll}/u.test(line.text);
    if (!duty) continue;
    const heading = out
      .slice(Math.max(0, index - STACKED_FIELDS), index)
      .reverse()
      .find((other) => !other.bullet && other.right && other.page === line.page && other.column === line.column);
    const between = heading ? out.slice(out.indexOf(heading) + 1, index) : [];
    if (!heading || between.some((other) => !other.bullet && !/^\p{Ll}/u.test(other.text) && !other.right)) continue;
    heading.right = `${heading.right} | ${line.right}`;
    delete line.right;
    // The right-hand piece's start goes with it: the line's pieces are its text's alone now.
    if (line.pieceX0s) line.pieceX0s = line.pieceX0s.slice(0, -1);
    if (line.pieceX0s && line.pieceX0s.length < 2) delete line.pieceX0s;
  }
  return out;
}

/** A marker drawn on a line of its own (another font, another baseline) marks the next line of its column. */
function withMarkersOnText(lines: PlacedLine[]): PlacedLine[] {
  const kept: PlacedLine[] = [];
  let marker = false;
  for (const line of lines) {
    if (!line.text && !line.right) {
      marker = true;
      continue;
    }
    kept.push(marker ? { ...line, bullet: true } : line);
    marker = false;
  }
  return kept;
}

// A word broken at the line's end: a letter then a hyphen (or a soft hyphen).
const BROKEN_WORD = /\p{L}[-\u00ad]$/u;
const STARTS_LOWERCASE = /^\p{Ll}/u;

// The end of a word broken between its syllables ("manage-" / "ment"): no word a writer joins with a hyphen.
const SYLLABLE_AFTER =
  /^(?:ment|ments|tion|tions|sion|sions|ing|ings|ence|ences|ance|ances|ity|ities|ness|ies|ial|ious|ous|ive|ives|able|ably|ible|ated|ation|ations|ically|ally|ure|ures|ism|isms|ist|ists|ent|ents|ant|ants|er|ers|ed|ly|al)\b/;

/**
 * Joins a word broken at a hyphen across two lines of one column when the next line goes on in lowercase. The hyphen
 * goes where the program that made the file hyphenates by itself (TeX), where it is a soft one, or where what follows
 * is the end of a word ("manage-" / "ment"); elsewhere it was typed ("cross-" / "device" is "cross-device") and stays.
 */
export function joinHyphenated(lines: PlacedLine[], hyphenates: boolean): PlacedLine[] {
  const joined: PlacedLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (
      previous &&
      !previous.right &&
      !line.bullet &&
      previous.column === line.column &&
      BROKEN_WORD.test(previous.text) &&
      STARTS_LOWERCASE.test(line.text)
    ) {
      // An address broken at one of its own hyphens keeps it ("…/in/chloe-" + "martin-mktg"): addresses are not
      // hyphenated by the typesetter, words are.
      const soft = previous.text.endsWith('\u00ad');
      const address = /(?:\/|@|www\.)\S*-$/.test(previous.text) && !soft;
      const typed = !hyphenates && !soft && !SYLLABLE_AFTER.test(line.text);
      joined[joined.length - 1] = {
        ...previous,
        text: (address || typed ? previous.text : previous.text.slice(0, -1)) + line.text,
        ...(line.right ? { right: line.right } : {}),
        x1: Math.max(previous.x1, line.x1),
      };
      continue;
    }
    joined.push(line);
  }
  return joined.map((line) => ({ ...line, text: line.text.replace(/\u00ad/g, '') }));
}

const CASED = /\p{Lu}|\p{Ll}/u;

/** A point's place across the line's column, 0 to 1, to three decimals. */
const share = (x: number, line: PlacedLine, width: number) =>
  width > 0 ? Math.round(Math.min(1, Math.max(0, (x - line.columnX0) / width)) * 1000) / 1000 : 0;

function docLine(line: PlacedLine, gapBefore: number | undefined): DocLine {
  const width = line.columnX1 - line.columnX0;
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  return {
    text: line.text,
    page: line.page,
    size: Math.round(line.size * 10) / 10,
    bold: line.bold,
    caps: letters.length >= 2 && CASED.test(letters) && letters === letters.toUpperCase(),
    x: share(line.x0, line, width),
    end: share(line.x1, line, width),
    ...(gapBefore === undefined ? {} : { gapBefore }),
    ...(line.column === undefined ? {} : { column: line.column }),
    bullet: line.bullet,
    ...(line.right ? { right: line.right } : {}),
  };
}
