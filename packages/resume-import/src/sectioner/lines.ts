/** Small tests on a line's text shared by the section readers: bullets, sentence ends, wrapped lines. */
import type { DocLine } from '../types.js';
import { findDateRange } from './dates.js';

/** Markers a line can open with when the reader left them in the text. */
export const BULLET_MARK = /^\s*(?:[•●▪■◦○‣⁃∙·*►▶➢➤✓✔→❖◆◇□-]|[–—](?=\s)|\d{1,2}[.)](?=\s+\p{L}))\s*/u;

/** A line's text with its bullet marker removed, and whether it had one (from the reader or the text). */
export function bulletOf(line: DocLine): { text: string; bullet: boolean } {
  const text = line.text.trim();
  if (BULLET_MARK.test(text)) {
    return { text: text.replace(BULLET_MARK, '').trim(), bullet: true };
  }
  return { text, bullet: line.bullet === true };
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Written in capitals: at least two letters and none lowercase. */
export function isCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

export const endsSentence = (text: string) => /[.!?;:。]["'”’)]?$/.test(text.trim());

// A full stop that closes a legal form or title abbreviation ("Moda S.L.", "Acme Ltd.") ends no sentence.
export const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|llc|plc|s\.a|s\.l|jr|sr|st)\.$/i;

/** Ends a sentence, not merely an abbreviation such as "Ltd." or "S.L.". */
export const closesSentence = (text: string) => endsSentence(text) && !ABBREVIATION_END.test(text.trim());

export const startsLowercase = (text: string) => /^\p{Ll}/u.test(text.trim());

/** In a list (skills, certificates) a full line proves nothing: only a lowercase start or a dangling word joins. */
export const NO_LENGTH = Number.POSITIVE_INFINITY;

/**
 * Whether a line stops on a joining word, in English or in the other languages of a school's or employer's name
 * ("Christian-Albrechts-Universität zu" / "Kiel", "Universidad de" / "Sevilla"): it goes on on the next line.
 */
export const endsOnJoiningWord = (text: string) =>
  /[,&/+-]$|(?<!\p{L})(?:and|or|of|the|to|with|for|in|a|an|zu|von|der|und|de|del|della|di|da|do|dos|du|des|van|et|y)$/iu.test(
    text.trim(),
  );

/**
 * Whether `next` carries on the sentence `previous` began: it starts in lowercase (or with a joining word), or the
 * previous line ran to the margin without closing its sentence. `long` is the length a full line reaches.
 */
export function continues(previous: string, next: string, long: number): boolean {
  if (endsSentence(previous) && !/,$/.test(previous)) return false;
  if (startsLowercase(next) || endsOnJoiningWord(previous)) return true;
  return previous.length >= long;
}

/** The length a full line reaches in a set of lines: most lines that wrap are near the longest. */
export function fullLength(texts: string[]): number {
  const longest = Math.max(0, ...texts.map((text) => text.length));
  return Math.max(40, Math.round(longest * 0.75));
}

/** Joins a line to the one before, mending a word broken with a hyphen at the margin. */
export function joinWrapped(previous: string, next: string): string {
  if (
    /\p{Ll}-$/u.test(previous) &&
    startsLowercase(next) &&
    !/\b(?:self|well|non|co|multi|cross|full|part|long|short|high|low|front|back|end|top|hands|day|on)-$/i.test(
      previous,
    )
  ) {
    return previous.slice(0, -1) + next;
  }
  // A compound broken at its hyphen before a capital ("Christian-Albrechts-" / "Universität") keeps the hyphen.
  if (/\p{L}-$/u.test(previous) && /^\p{Lu}/u.test(next.trim())) return previous + next.trim();
  return `${previous} ${next}`;
}

/** Splits a list on commas, semicolons, pipes and bullets, but not inside brackets ("Office (Word, Excel)"). */
export function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;|•·●▪]/.test(char)) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim().replace(/\.$/, '').trim()).filter(Boolean);
}

/** Splits a heading line of a role or school into its parts: pipes, dashes with spaces, tabs, wide gaps, bullets. */
export function splitParts(text: string): string[] {
  return text
    .split(/\s+[|•·●]\s+|\s*\|\s*|\s+[–—]\s+|\s+-\s+|\t+|\s{3,}/)
    .map((part) => part.trim())
    .filter(Boolean);
}

// A heading line this long may have run to the column's edge; a title or an employer alone rarely does. In large
// type a shorter line does, where the file says it reaches that far across its column.
const WRAPS_AT = 40;
const NEAR_EDGE = 0.8;

/**
 * A heading too long for its column (a role's "Senior Staff Nurse, Respiratory Ward at Leeds Teaching Hospitals" then
 * "NHS Trust", a school's "…Master of Science - Texas A&M" then "University"): a few words set tight under a long
 * heading line in the same bold type, with no date of their own, finish it.
 */
export function joinWrappedHeadings(lines: DocLine[]): DocLine[] {
  const joined: DocLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const wraps =
      previous !== undefined &&
      line.gapBefore === 0 &&
      line.bold === true &&
      previous.bold === true &&
      line.size !== undefined &&
      line.size === previous.size &&
      !line.bullet &&
      !previous.bullet &&
      !line.right &&
      !previous.right &&
      (previous.text.length >= WRAPS_AT || (previous.end ?? 0) >= NEAR_EDGE) &&
      !closesSentence(previous.text) &&
      !findDateRange(previous.text) &&
      !findDateRange(line.text) &&
      wordCount(line.text) <= 5;
    if (wraps) joined[joined.length - 1] = { ...previous, text: `${previous.text.trimEnd()} ${line.text.trim()}` };
    else joined.push(line);
  }
  return joined;
}

/** Text written in capitals, in title case ("WORK EXPERIENCE" → "Work Experience", "ZOË ÅNGSTRÖM-NÚÑEZ"). */
export const titleCased = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s/&(-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * Where two words meet with no space, the second capitalised ("DriverSevern", "(P3)Glasgow", "PryceHGV"), as a page
 * converted to Word may join two of its elements: each place the text could be cut in two, as [before, after].
 */
export function gluedCuts(text: string): Array<[string, string]> {
  return [...text.matchAll(/(?<=\p{Ll}|\))(?=\p{Lu})/gu)].map((match) => [
    text.slice(0, match.index).trim(),
    text.slice(match.index).trim(),
  ]);
}
