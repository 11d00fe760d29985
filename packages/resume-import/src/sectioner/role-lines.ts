/** Lines of an Experience section mended before roles are read: labels over a description, icons before a title. */
import type { DocLine } from '../types.js';
import { findDateRange, isDuration, withoutRange } from './dates.js';
import { bulletOf, closesSentence, joinWrappedHeadings, wordCount } from './lines.js';

// Labels templates print over a role's description; they name no title, employer or place.
const DESCRIPTION_LABEL =
  /^(?:highlights|key highlights|responsibilities|key responsibilities|main duties|duties|tasks|achievements|key achievements|accomplishments|aufgaben|tätigkeiten|responsabilités|missions|logros|funciones|responsabilidades)\s*:?$/i;

/** A label such as "Highlights" or "Responsibilities:" standing alone over a role's description. */
export const isDescriptionLabel = (text: string) => DESCRIPTION_LABEL.test(bulletOf({ text }).text.trim());

/** Only a date range (and maybe a duration such as "2 years 3 months") on the line. */
export function onlyDates(line: DocLine): boolean {
  const text = line.text.trim();
  const range = findDateRange(text);
  if (!range) return false;
  const rest = withoutRange(text, range).replace(/[|·•,()]/g, ' ');
  return rest.trim() === '' || isDuration(rest);
}

/**
 * The section's lines without description labels, and with the marker taken off a short title line that a date
 * line follows: templates put an icon before each role, which reads like a bullet (a glyph, never a Word list's
 * numbering).
 */
export function mendRoleLines(lines: DocLine[]): DocLine[] {
  const kept = joinWrappedHeadings(lines.filter((line) => !isDescriptionLabel(line.text)));
  return kept.map((line, index) => {
    const { text, bullet } = bulletOf(line);
    const next = kept[index + 1];
    if (!bullet || !next || !onlyDates(next) || bulletOf(next).bullet) return line;
    // A Word list item is no icon: it is a title only when the role's duties follow its dates. Where a short line
    // follows them instead (the title of a role that opens with its dates), it is the last duty of the role before.
    const after = kept[index + 2];
    if (line.listItem && after && !bulletOf(after).bullet && wordCount(after.text) <= 8 && !closesSentence(after.text))
      return line;
    if (wordCount(text) > 12 || closesSentence(text)) return line;
    return { ...line, text, bullet: false };
  });
}
