/** A PDF resume into a JSON Resume document: its lines rebuilt here, then sectioned like every other source. */
import { sectionResume } from '../sectioner/section-resume.js';
import type { ImportResult } from '../types.js';
import { MIN_CHARS_PER_PAGE } from './pdf-limits.js';
import { readPdfLines } from './pdf-lines.js';
import { refuse } from './refusals.js';

/** Reads the PDF; throws an ImportRefusal (scan, password, damaged, too long, too large) the user can be shown. */
export async function readPdf(bytes: Uint8Array): Promise<ImportResult> {
  const reading = await readPdfLines(bytes);
  if (reading.characters < MIN_CHARS_PER_PAGE * reading.pagesRead) throw refuse.noText();
  const result = sectionResume(reading.lines, 'pdf', { links: reading.links });
  if (reading.totalPages > reading.pagesRead) {
    const first = reading.pagesRead + 1;
    result.unread.push({
      text: first === reading.totalPages ? `Page ${first}` : `Pages ${first}–${reading.totalPages}`,
      reason: `Only the first ${reading.pagesRead} pages of a PDF are read.`,
    });
  }
  return result;
}
