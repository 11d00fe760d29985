/** Text pasted out of a PDF viewer or a word processor, mended into lines and read by the sectioner. */
import type { DocLine, ImportResult } from '../types.js';
import { findDateRange } from '../sectioner/dates.js';
import { sectionResume } from '../sectioner/section-resume.js';
import { isPlace } from '../sectioner/places.js';

/** A bullet glyph alone on its line: PDF viewers often copy the marker and its text as two lines. */
const LONE_BULLET = /^\s*[•●▪■◦○‣⁃∙·*►▶➢➤✓✔❖◆-]\s*$/;
/** Words whose hyphen stays when the word is broken at the line's end ("self-\nmotivated"). */
const KEEP_HYPHEN =
  /\b(?:self|well|non|co|multi|cross|full|part|long|short|high|low|front|back|end|top|hands|day|on|ex|pre|post|semi|sub|inter|anti)-$/i;

/** Pasted text as lines: lone bullets joined to their text, words broken at the margin mended, right-hand dates apart. */
export function textToLines(text: string): DocLine[] {
  const raw = text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n');
  const lines: DocLine[] = [];
  let pendingBullet = false;
  for (const original of raw) {
    const line = original.replace(/\s+$/, '');
    if (LONE_BULLET.test(line)) {
      pendingBullet = true;
      continue;
    }
    if (!line.trim()) {
      if (!pendingBullet) lines.push({ text: '' });
      continue;
    }
    const previous = lines[lines.length - 1];
    const trimmed = line.trim();
    if (previous && /\p{Ll}-$/u.test(previous.text) && /^\p{Ll}/u.test(trimmed) && !pendingBullet) {
      previous.text = KEEP_HYPHEN.test(previous.text) ? previous.text + trimmed : previous.text.slice(0, -1) + trimmed;
      continue;
    }
    const next: DocLine = { text: trimmed };
    if (pendingBullet) next.bullet = true;
    pendingBullet = false;
    // A date or place set apart by a tab or a wide gap sat at the right margin.
    const parts = trimmed.split(/\t+|\s{3,}/);
    const last = parts[parts.length - 1]!;
    if (parts.length >= 2 && (findDateRange(last) || isPlace(last))) {
      next.text = parts.slice(0, -1).join(' | ');
      next.right = last;
    } else if (parts.length >= 2) next.text = parts.join(' | ');
    lines.push(next);
  }
  return lines;
}

/** Reads pasted resume text. Throws ImportRefusal when there is no text or it does not look like a resume. */
export function readText(text: string): ImportResult {
  return sectionResume(textToLines(text), 'text');
}
