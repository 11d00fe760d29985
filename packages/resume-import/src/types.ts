/** The shapes every reader shares: the lines a document yields, and what an import hands back. */
import type { JsonResume } from '@hirestride/resume-formats';

/** Where an imported resume came from. */
export type ImportSource = 'pdf' | 'docx' | 'linkedin' | 'text';

/**
 * One line of a document as its reader saw it, in reading order. Only `text` is always known: pasted text gives
 * nothing else, a PDF gives sizes and positions, a Word file gives styles.
 */
export interface DocLine {
  text: string;
  /** 1-based page (PDF); absent for other sources. */
  page?: number;
  /** Font size in points, the line's largest. */
  size?: number;
  /** Every character of the line is bold (or the style says so). */
  bold?: boolean;
  /** Written in capitals (a heading's look in many templates). */
  caps?: boolean;
  /** Left edge as a fraction of the page or column width, 0 to 1 (indented bullets, right-aligned dates). */
  x?: number;
  /** Where the line's text ends, as the same fraction (a line that reaches its column's edge may have wrapped). */
  end?: number;
  /** The empty space before this line, in multiples of the document's usual line height (0 when it follows on). */
  gapBefore?: number;
  /** The column the line was read from when the page has a sidebar or two columns (0 = the first read). */
  column?: number;
  /** The line opened with a bullet or list marker (the marker itself is removed from `text`). */
  bullet?: boolean;
  /** The bullet is the document's own list numbering (a Word list item), not a glyph that may be an icon. */
  listItem?: boolean;
  /** The document marks it as a heading (a Word heading style, a PDF outline entry). */
  heading?: boolean;
  /** Text on the same baseline set apart to the right (a date or a place at the right margin). */
  right?: string;
}

/** A line the reader could not place in the resume, and why; the review offers it as a snippet. */
export interface UnreadLine {
  text: string;
  reason: string;
}

/** What every reader returns: a JSON Resume document (v1.0.0) and the lines left over. */
export interface ImportResult {
  document: JsonResume;
  unread: UnreadLine[];
  source: ImportSource;
}

/** A file or text that cannot be read as a resume; `message` is the sentence the user is shown. */
export class ImportRefusal extends Error {
  constructor(
    message: string,
    readonly code: 'no_text' | 'encrypted' | 'not_resume' | 'empty' | 'unreadable' | 'too_large',
  ) {
    super(message);
    this.name = 'ImportRefusal';
  }
}
