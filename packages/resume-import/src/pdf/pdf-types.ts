import type { Shape } from './vector-markers.js';
/** The shapes the PDF reader passes between its steps: text runs as pdfjs-dist places them, and rebuilt lines. */

/** One run of text on a page, in points from the page's top left (y grows downwards), as the reader uses it. */
export interface TextRun {
  text: string;
  /** Left and right edges. */
  x0: number;
  x1: number;
  /** The baseline's distance from the top of the page. */
  baseline: number;
  /** Font size in points. */
  size: number;
  bold: boolean;
  /** The file put a space after the run (a blank run followed it), whatever the gap. */
  spaceAfter: boolean;
  /** Right-to-left text (Arabic, Hebrew): its characters in reading order, but the runs lie left to right. */
  rtl?: boolean;
}

/** One page's text runs and size. */
export interface PageRuns {
  page: number;
  width: number;
  height: number;
  runs: TextRun[];
  /** Small painted shapes (list markers drawn as circles or squares), page coordinates. */
  shapes?: Shape[];
  /** The addresses of the page's links (mailto:, https:…), in the file's order. */
  links?: string[];
}

/** A rebuilt line before it becomes a DocLine: its runs and where it sits. */
export interface PlacedLine {
  page: number;
  pageHeight: number;
  /** Index left to right when the page has columns; absent on a one-column page and for lines across the columns. */
  column?: number;
  text: string;
  right?: string;
  x0: number;
  x1: number;
  baseline: number;
  size: number;
  bold: boolean;
  bullet: boolean;
  /** Where each piece of `text` (the parts between " | ") starts, and then `right`'s, when the line has several. */
  pieceX0s?: number[];
  /** The left and right edges of the column (or page text) the line belongs to, for its relative x. */
  columnX0: number;
  columnX1: number;
}
