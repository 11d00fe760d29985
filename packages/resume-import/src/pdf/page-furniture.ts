/**
 * Headers and footers: page numbers, and text repeated at the same place near the top or foot of most pages (a
 * name, a date, a file address printed by the browser), which belong to no section of the resume.
 */
import type { PageRuns } from './pdf-types.js';
import { joinRuns, type Row } from './rows.js';

// The share of the page's height, at its top and at its foot, where headers and footers sit.
const BAND = 0.12;
// Repeated text counts as furniture at the same baseline within this many points (pages of one file share margins).
const SAME_PLACE = 4;
// A row naming its page ("Jane Doe – Page 2") is a running header only when it is this short; a longer one is text.
const RUNNING_HEAD_CHARS = 60;
// On at least this share of the pages read (and at least two).
const REPEATED_SHARE = 0.5;
const PAGE_NUMBER =
  /^[\s\-–—|]*(?:(?:page|p\.|seite|página|pagina|pág\.?)\s*)?\d{1,3}(?:\s*(?:\/|of|von|de|sur|di|z)\s*\d{1,3})?[\s\-–—|]*$/iu;
/** A page number at either end of a line: "2", "2/3", "2 of 3". */
const EDGE_NUMBER = /^\s*\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?(?=\D|$)|(?<=\D|^)\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?\s*$/giu;
const PAGE_WORD = /\b(?:page|seite|página|pagina)\s*\d{1,3}(?:\s*(?:\/|of|von|de|sur|di)\s*\d{1,3})?\b/iu;

export interface PageRows {
  page: PageRuns;
  rows: Row[];
}

/** The pages' rows without headers and footers. */
export function withoutFurniture(pages: PageRows[]): PageRows[] {
  const inBand = (page: PageRuns, row: Row) =>
    row.baseline < BAND * page.height || row.baseline > (1 - BAND) * page.height;
  // A running head may carry its page's number ("Jane Doe – 2", "Page 2 of 3 · Jane Doe"), so that number is not
  // compared; any other number must repeat exactly, or the first role at the top of each page ("Nurse, Ward 7",
  // "Nurse, Ward 9") would be taken for a running head.
  const key = (row: Row, page: number) =>
    joinRuns(row.runs)
      .toLowerCase()
      .replace(new RegExp(PAGE_WORD.source, 'giu'), '#')
      .replace(EDGE_NUMBER, (found) => (Number.parseInt(found.trim(), 10) === page ? '#' : found));
  // Where each banded text sits on each page.
  const places = new Map<string, Array<{ page: number; baseline: number }>>();
  for (const { page, rows } of pages)
    for (const row of rows)
      if (inBand(page, row)) {
        const list = places.get(key(row, page.page)) ?? [];
        list.push({ page: page.page, baseline: row.baseline });
        places.set(key(row, page.page), list);
      }
  const needed = Math.max(2, Math.ceil(REPEATED_SHARE * pages.length));
  const repeated = (row: Row, page: number) => {
    const list = places.get(key(row, page)) ?? [];
    const pagesThere = new Set(
      list.filter((place) => Math.abs(place.baseline - row.baseline) <= SAME_PLACE).map((place) => place.page),
    );
    return pagesThere.size >= needed;
  };
  return pages.map(({ page, rows }) => ({
    page,
    rows: rows.filter((row) => {
      if (!inBand(page, row)) return true;
      const text = joinRuns(row.runs);
      return !(
        PAGE_NUMBER.test(text) ||
        (text.length <= RUNNING_HEAD_CHARS && PAGE_WORD.test(text)) ||
        repeated(row, page.page)
      );
    }),
  }));
}
