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
 * An employer set as a list item above its dates, wrapped in a narrow column ("• Leeds Teaching Hospitals NHS" /
 * "Trust" / "Apr 2021 – Present"): a few words set tight under it where its text starts, with the dates next, finish
 * its name.
 */
function joinWrappedItems(lines: DocLine[]): DocLine[] {
  const joined: DocLine[] = [];
  for (const [index, line] of lines.entries()) {
    const previous = joined.at(-1);
    const next = lines[index + 1];
    const wraps =
      previous !== undefined &&
      bulletOf(previous).bullet &&
      !bulletOf(line).bullet &&
      line.gapBefore === 0 &&
      previous.x !== undefined &&
      line.x !== undefined &&
      Math.abs(line.x - previous.x) < 0.01 &&
      !previous.right &&
      !line.right &&
      wordCount(previous.text) <= 8 &&
      wordCount(line.text) <= 4 &&
      !closesSentence(previous.text) &&
      !findDateRange(previous.text) &&
      !findDateRange(line.text) &&
      next !== undefined &&
      onlyDates(next);
    if (wraps) joined[joined.length - 1] = { ...previous, text: `${previous.text.trimEnd()} ${line.text.trim()}` };
    else joined.push(line);
  }
  return joined;
}

// Heading lines between a role's first line and its dates, at most.
const MAX_LINES_TO_DATES = 3;

/**
 * The section's lines without description labels, and with the marker taken off a short title line that a date
 * line follows, directly or after a few short heading lines: templates put an icon before each role, which reads like a bullet (a glyph, never a Word list's
 * numbering).
 */
export function mendRoleLines(lines: DocLine[]): DocLine[] {
  const kept = joinWrappedItems(joinWrappedHeadings(lines.filter((line) => !isDescriptionLabel(line.text))));
  return kept.map((line, index) => {
    const { text, bullet } = bulletOf(line);
    // The dates may come a few short lines later: employer, then title and place, then dates (a timeline's dot
    // before the employer).
    const datesAt = kept.slice(index + 1, index + 1 + MAX_LINES_TO_DATES).findIndex(onlyDates);
    const between = datesAt < 0 ? [] : kept.slice(index + 1, index + 1 + datesAt);
    const next = datesAt < 0 ? undefined : kept[index + 1 + datesAt];
    if (!bullet || !next || bulletOf(next).bullet) return line;
    // Lines between: only where the marked line stands out in bold over them, as an employer does and a last duty
    // before the next role's heading does not.
    const stands = between.length === 0 || (line.bold === true && !between.some((other) => other.bold));
    if (
      !stands ||
      between.some((other) => bulletOf(other).bullet || wordCount(other.text) > 8 || closesSentence(other.text))
    )
      return line;
    // Where a short heading follows the dates instead of duties (a role that opens with its dates), the item is the
    // last duty of the role before: a Word list item is no icon, and a PDF's heading stands out from the duties.
    const after = kept[index + 2 + datesAt];
    const headingAfter =
      after !== undefined &&
      !bulletOf(after).bullet &&
      wordCount(after.text) <= 8 &&
      !closesSentence(after.text) &&
      // …set with the dates (no further from them than they are from the item): not the next role's heading.
      (after.gapBefore ?? 0) <= (next.gapBefore ?? 0) &&
      (line.listItem === true || (after.bold === true && !line.bold) || (after.size ?? 0) > (line.size ?? 0));
    if (headingAfter) return line;
    if (wordCount(text) > 12 || closesSentence(text)) return line;
    return { ...line, text, bullet: false };
  });
}
