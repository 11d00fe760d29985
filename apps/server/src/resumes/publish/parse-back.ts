/**
 * Reads a rendered resume PDF back the way an applicant-tracking system would (text extraction with pdfjs-dist) and
 * compares it with the layout it was drawn from: every piece of text present, in order, no entry split across pages,
 * no heading left at the foot of a page, no text drawn over other text, no line past the right margin, pages of the
 * chosen size.
 */
import { PAGE_POINTS, type ResumeLayout } from '@hirestride/resume-formats';
import { mayOutgrowPage, type PageSize } from '../pdf/resume-pdf.js';

/** One run of text as pdfjs-dist extracts it; x and y (the baseline) in points from the page's bottom left. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  /** In points, as the file declares them. */
  width: number;
  height: number;
  /** The page's text with all whitespace removed, so line wrapping cannot hide a match. */
  text: string;
  items: PdfTextItem[];
  /** Where the page's link annotations lead. */
  links: string[];
}

export interface PageStart {
  page: number;
  section: string;
  entry: number | null;
}

export interface ParseBack {
  pages: number;
  /** The first page's size in points; pageSizeOk says whether every page has the chosen size. */
  pageSize: { width: number; height: number };
  pageSizeOk: boolean;
  /** Names, headings, entry titles, dates and lines that the extracted text does not contain. */
  missing: string[];
  /** Entries (by title, or first line when untitled) found before an entry that comes ahead of them. */
  outOfOrder: string[];
  /** Entries whose first and last lines are on different pages although the entry fits on one. */
  splitEntries: string[];
  /** Section headings that end a page, their section starting on the next. */
  orphanHeadings: string[];
  /** Runs of text drawn over another run (a long title into its date), as "first / second". */
  overlappingText: string[];
  /** Text that runs past the right margin or off the page. */
  overflowingLines: string[];
  /** Where each page after the first starts: the section, and the entry's index in it (null: the section's heading). */
  pageStarts: PageStart[];
  ok: boolean;
  summary: string;
}

// Glyph advances and pdfjs-dist's rounding differ by fractions of a point; a line really past the margin is further.
const MARGIN_TOLERANCE = 1;
const SIZE_TOLERANCE = 1;
// An entry taller than a page must break; its text measures a page's height less the gap left at the page's foot,
// which is under two lines of 10 pt text.
const TALLER_THAN_PAGE_SLACK = 24;
// Runs on one line touch at their ends (kerning, a space's advance); drawn over each other, they share far more.
const OVERLAP_POINTS = 2;

/** Text with all whitespace removed, as the pages' `text` holds it. */
export const squash = (text: string) => text.replace(/\s+/g, '');

/**
 * Text as compared with the extraction: compatibility forms folded (ligatures, Arabic presentation forms) and hyphens
 * dropped, because the renderer hyphenates where it breaks a long word.
 */
const plain = (text: string) => text.normalize('NFKC').replace(/[\s\-\u00ad\u2010\u2011]+/gu, '');
// pdfjs-dist reorders a mostly right-to-left run into its own idea of logical order, which differs from the
// layout's word order when the line mixes directions; such lines are matched word by word.
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** Reads a PDF's pages back: size in points, each page's text and its text items with their positions. */
export async function readPdf(bytes: Buffer | Uint8Array): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs-dist takes over (detaches) the array it is given; new Uint8Array copies, leaving the caller's bytes intact.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const transform = item.transform as number[];
        items.push({ text: item.str, x: transform[4]!, y: transform[5]!, width: item.width, height: item.height });
      }
      const links = (await page.getAnnotations())
        .filter((annotation) => annotation.subtype === 'Link' && typeof annotation.url === 'string')
        .map((annotation) => annotation.url as string);
      pages.push({ width, height, text: squash(items.map((item) => item.text).join('')), items, links });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

interface Placed {
  start: number;
  end: number;
}

/** All pages' text run together (whitespace and hyphens removed), with where each item's text starts in it. */
function textStream(pages: PdfPage[]) {
  let text = '';
  const spans: Array<{ start: number; end: number; page: number; item: PdfTextItem }> = [];
  pages.forEach((page, index) => {
    for (const item of page.items) {
      const piece = plain(item.text);
      if (!piece) continue;
      spans.push({ start: text.length, end: text.length + piece.length, page: index, item });
      text += piece;
    }
  });
  const spanAt = (offset: number) => spans.find((span) => offset >= span.start && offset < span.end)!;

  /** Where `needle` is, at or after `from`. */
  const locate = (needle: string, from: number): Placed | null => {
    if (!RIGHT_TO_LEFT.test(needle)) {
      const target = plain(needle);
      const start = text.indexOf(target, from);
      return start < 0 ? null : { start, end: start + target.length };
    }
    const words = needle.split(/\s+/).map(plain).filter(Boolean);
    let start = Infinity;
    let end = -1;
    for (const word of words) {
      const at = text.indexOf(word, from);
      if (at < 0) return null;
      start = Math.min(start, at);
      end = Math.max(end, at + word.length);
    }
    // The words of one line sit together; scattered hits are other lines that happen to share them.
    return end - start <= 2 * plain(needle).length ? { start, end } : null;
  };
  return { spans, spanAt, locate };
}

/** How tall the text in [start, end) is, adding up its extent on each page it touches. */
function drawnHeight(pages: PdfPage[], spans: ReturnType<typeof textStream>['spans'], { start, end }: Placed) {
  const extent = new Map<number, { top: number; bottom: number }>();
  for (const span of spans) {
    if (span.end <= start || span.start >= end) continue;
    const pageHeight = pages[span.page]!.height;
    const top = pageHeight - (span.item.y + span.item.height);
    const bottom = pageHeight - span.item.y;
    const known = extent.get(span.page);
    extent.set(span.page, {
      top: Math.min(known?.top ?? top, top),
      bottom: Math.max(known?.bottom ?? bottom, bottom),
    });
  }
  return [...extent.values()].reduce((sum, { top, bottom }) => sum + (bottom - top), 0);
}

/** Runs of text on one page whose boxes cross: "first / second" for each pair. */
function overlaps(pages: PdfPage[]): string[] {
  const found: string[] = [];
  for (const page of pages) {
    const runs = page.items.filter((item) => item.text.trim() && item.width > 0);
    for (let i = 0; i < runs.length; i += 1)
      for (let j = i + 1; j < runs.length; j += 1) {
        const [a, b] = [runs[i]!, runs[j]!];
        const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        if (across > OVERLAP_POINTS && down > Math.min(a.height, b.height) / 2)
          found.push(`${a.text.trim()} / ${b.text.trim()}`);
      }
  }
  return found;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const round = (points: number) => Math.round(points * 100) / 100;

/** The comparison of read-back pages with the layout they were drawn from; pure, so it can be tested on made-up pages. */
export function compareWithLayout(pages: PdfPage[], layout: ResumeLayout, size: PageSize): ParseBack {
  const expected = PAGE_POINTS[size];
  const { side: SIDE_MARGIN, top: TOP_MARGIN, bottom: BOTTOM_MARGIN } = layout.look.metrics.margins;
  const first = pages[0];
  const pageSize = { width: round(first?.width ?? 0), height: round(first?.height ?? 0) };
  const pageSizeOk =
    pages.length > 0 &&
    pages.every(
      (page) =>
        Math.abs(page.width - expected.width) <= SIZE_TOLERANCE &&
        Math.abs(page.height - expected.height) <= SIZE_TOLERANCE,
    );

  const { spans, spanAt, locate } = textStream(pages);
  const missing: string[] = [];
  const outOfOrder: string[] = [];
  const splitEntries: string[] = [];
  let cursor = 0;
  /** Where each piece found in order starts, in reading order. */
  const inOrderStarts: number[] = [];
  /** Finds the next piece of text in reading order; one found only earlier is out of order, one not found missing. */
  const find = (needle: string): { at: Placed; inOrder: boolean } | null => {
    if (!plain(needle)) return null;
    const next = locate(needle, cursor);
    if (next) {
      cursor = next.end;
      inOrderStarts.push(next.start);
      return { at: next, inOrder: true };
    }
    const earlier = locate(needle, 0);
    if (earlier) return { at: earlier, inOrder: false };
    missing.push(needle);
    return null;
  };

  find(layout.name);
  if (layout.headline) find(layout.headline);
  layout.contacts.forEach(find);
  let entryCount = 0;
  const orphanHeadings: string[] = [];
  const pageStarts: PageStart[] = [];
  /** Notes the piece as its page's start when it is the first piece read on a later page. */
  const startsPage = (hit: { at: Placed; inOrder: boolean } | null, section: string, entry: number | null) => {
    if (!hit?.inOrder) return;
    const page = spanAt(hit.at.start).page + 1;
    if (page > 1 && !pageStarts.some((start) => start.page >= page)) pageStarts.push({ page, section, entry });
  };
  for (const section of layout.sections) {
    const heading = find(layout.look.headingUppercase ? section.heading.toUpperCase() : section.heading);
    startsPage(heading, section.key, null);
    const bodyFirst = inOrderStarts.length;
    if (section.groups)
      for (const group of section.groups) {
        find(group.label);
        group.items.forEach(find);
      }
    else section.inline?.forEach(find);
    section.entries.forEach((entry, entryIndex) => {
      entryCount += 1;
      const label = entry.title || entry.lines[0] || entry.when;
      const found = [entry.title, entry.when, ...entry.lines].map(find).filter((hit) => hit !== null);
      // An entry whose own lines run onto a page starts it only when the page's text begins with it.
      found.forEach((hit, index) => {
        if (index === 0 || hit.inOrder) startsPage(hit, section.key, entryIndex);
      });
      if (found.some((hit) => !hit.inOrder)) outOfOrder.push(label);
      const placed = found.filter((hit) => hit.inOrder);
      if (placed.length === 0) return;
      const range = { start: placed[0]!.at.start, end: placed.at(-1)!.at.end };
      const firstPage = spanAt(range.start).page;
      const lastPage = spanAt(range.end - 1).page;
      // The renderer lets an entry that may outgrow a page break (mayOutgrowPage): not a split.
      if (firstPage === lastPage || mayOutgrowPage(entry, size, layout.look.metrics)) return;
      const page = pages[firstPage]!;
      const usable = page.height - TOP_MARGIN - BOTTOM_MARGIN;
      if (drawnHeight(pages, spans, range) < usable - TALLER_THAN_PAGE_SLACK) splitEntries.push(label);
    });
    // The section's first text after its heading: on a later page, the heading ended the page alone.
    const body = inOrderStarts[bodyFirst];
    if (heading?.inOrder && body !== undefined && spanAt(body).page > spanAt(heading.at.start).page)
      orphanHeadings.push(section.heading);
  }

  const overlappingText = overlaps(pages);

  const overflowing = new Set<string>();
  for (const page of pages)
    for (const item of page.items) {
      const right = item.x + item.width;
      if (item.text.trim() && right > page.width - SIDE_MARGIN + MARGIN_TOLERANCE) overflowing.add(item.text.trim());
    }
  const overflowingLines = [...overflowing];

  const sizeText = pageSizeOk
    ? expected.name
    : `pages of ${pageSize.width} × ${pageSize.height} pt, not ${expected.name}`;
  const entriesText =
    entryCount === 1
      ? 'the one entry present'
      : entryCount === 0
        ? 'all text present'
        : `all ${entryCount} entries present`;
  const parts = [
    missing.length === 0 ? entriesText : `${plural(missing.length, 'line')} of text not found`,
    outOfOrder.length === 0 ? 'in order' : `${plural(outOfOrder.length, 'entry', 'entries')} out of order`,
    splitEntries.length === 0
      ? 'none split across pages'
      : `${plural(splitEntries.length, 'entry', 'entries')} split across pages`,
    ...(orphanHeadings.length > 0 ? [`${plural(orphanHeadings.length, 'heading')} alone at the foot of a page`] : []),
    ...(overlappingText.length > 0 ? [`${plural(overlappingText.length, 'line')} drawn over other text`] : []),
    ...(overflowingLines.length > 0 ? [`${plural(overflowingLines.length, 'line')} past the right margin`] : []),
  ];
  return {
    pages: pages.length,
    pageSize,
    pageSizeOk,
    missing,
    outOfOrder,
    splitEntries,
    orphanHeadings,
    overlappingText,
    overflowingLines,
    pageStarts,
    ok:
      pageSizeOk &&
      missing.length === 0 &&
      outOfOrder.length === 0 &&
      splitEntries.length === 0 &&
      orphanHeadings.length === 0 &&
      overlappingText.length === 0 &&
      overflowingLines.length === 0,
    summary: `Read back ${plural(pages.length, 'page')} (${sizeText}): ${parts.join(', ')}.`,
  };
}

/** Reads the PDF back and compares it with the layout it was drawn from at the chosen page size. */
export async function parseBack(pdf: Buffer | Uint8Array, layout: ResumeLayout, size: PageSize): Promise<ParseBack> {
  return compareWithLayout(await readPdf(pdf), layout, size);
}
