/** The top of a resume: the person's name among the lines that are not contact details. */
import type { DocLine } from '../types.js';
import { findDateRange } from './dates.js';
import { headingKindByWords } from './headings.js';
import { titleScore } from './lexicon.js';
import { gluedCuts, isCaps, titleCased, wordCount } from './lines.js';
import { isPlace } from './places.js';

/** Letters of any script (accents, Arabic, Hebrew…) with the marks names use between them. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’.\- ]*[\p{L}\p{M}.]$/u;

/** Whether a line could be a person's name: one to five words of letters, not a heading, place or job title. */
export function isNameLike(text: string): boolean {
  const words = wordCount(text);
  return (
    words >= 1 &&
    words <= 5 &&
    text.length <= 60 &&
    NAME.test(text) &&
    !findDateRange(text) &&
    !isPlace(text) &&
    titleScore(text) === 0 &&
    headingKindByWords({ text }) === null &&
    // One word is a name only in a script without capitals (Arabic, Hebrew, CJK) or when it starts with one.
    (words > 1 || /^\p{Lu}/u.test(text) || !/[\p{Lu}\p{Ll}]/u.test(text))
  );
}

/** What a header line holds beside the name: credentials ("RN", "CPA") or a headline ("HGV Class 1 Driver"). */
export interface FoundName {
  index: number;
  /** The last line the name takes, when it wraps onto the next ("LUCÍA FERNÁNDEZ" / "GARCÍA"). */
  through?: number;
  name: string;
  credentials?: string;
  headline?: string;
}

const CREDENTIAL = /^[\p{Lu}.\- ]{2,12}$/u;

/**
 * The name: the largest name-like line near the top, else the first. "Jane Doe, RN", "Jane Doe, Staff Nurse" and
 * "Jane Doe | Staff Nurse" give "Jane Doe" and leave the credentials or the headline for the caller to keep.
 */
const DOCUMENT_OF =
  /^(?:(?:the\s+)?(?:resume|résumé|cv|curriculum vitae)\s+(?:of|for)|(?:cv|lebenslauf)\s+(?:von|de)|(?:cv|curriculum vitae)\s+de)\s+/i;

/**
 * A name and the job title after it set with nothing between ("Gareth PryceHGV Class 1 Driver", as a page converted
 * to Word may join them): cut where a name of two to four words ends and a title begins.
 */
function gluedHeadline(rest: string): { name: string; tail?: string } {
  // The last such cut: a name may hold a capital inside ("Siobhán McAllisterPrimary School Teacher").
  let found: { name: string; tail?: string } = { name: rest };
  for (const [name, tail] of gluedCuts(rest)) {
    const words = wordCount(name);
    if (words >= 2 && words <= 4 && isNameLike(name) && titleScore(tail) > 0) found = { name, tail };
  }
  return found;
}

export function findName(lines: Array<{ line: DocLine; rest: string }>): FoundName | null {
  let best: (FoundName & { size: number }) | null = null;
  for (const [index, { line, rest }] of lines.entries()) {
    // "Priya Raman | CPA, Senior Accountant": the name, then a headline after a bar or a spaced dash.
    const bar = /\s+[|–—]\s+/.exec(rest);
    const plainName = (text: string) => isNameLike(text.split(/\s*,\s*/)[0]!.replace(DOCUMENT_OF, ''));
    const parts = bar
      ? { name: rest.slice(0, bar.index), tail: rest.slice(bar.index + bar[0].length).trim() }
      : plainName(rest)
        ? { name: rest }
        : gluedHeadline(rest);
    // A name broken at its hyphen ends with it on this line; a document's title names the person after a word for
    // the document ("Resume of Chloé Martin").
    const named = parts.name.replace(/-\s*$/, '').replace(DOCUMENT_OF, '');
    const [first, ...others] = named.split(/\s*,\s*/);
    if (!first || !isNameLike(first)) continue;
    const credentials = others.filter((part) => CREDENTIAL.test(part));
    const said = others.filter((part) => !credentials.includes(part));
    // After a comma, only credentials or one job title ("Gareth Pryce, HGV Class 1 Driver"), not a sentence.
    if (said.length > 1 || (said.length === 1 && titleScore(said[0]!) === 0)) continue;
    const headline = [...said, ...(parts.tail ? [parts.tail] : [])].join(', ');
    const size = line.size ?? 0;
    if (!best || size > best.size)
      best = {
        index,
        name: first,
        size,
        ...(credentials.length > 0 ? { credentials: credentials.join(', ') } : {}),
        ...(headline ? { headline } : {}),
      };
    if (!line.size) break;
  }
  if (!best) return null;
  const { size, ...found } = best;
  // A name set large enough to wrap goes on on the next lines in the same type, tight under it (a narrow sidebar
  // may need three: "Ingrid" / "Sørensen-" / "Weiß").
  let last = lines[found.index]!.line.text.trim();
  for (let k = found.index + 1; k < lines.length && !found.headline && !found.credentials && size > 0; k += 1) {
    const next = lines[k]!;
    const wrapped = next.rest.trim().replace(/-$/, '');
    if (next.line.size !== size || next.line.gapBefore !== 0 || !isNameLike(wrapped)) break;
    if (wordCount(found.name) + wordCount(wrapped) > 5) break;
    found.name = /-$/.test(last) ? `${found.name.replace(/-$/, '')}-${wrapped}` : `${found.name} ${wrapped}`;
    found.through = k;
    last = next.rest.trim();
  }
  // A name set in capitals is a design: the person writes it "Zoë Ångström-Núñez".
  if (isCaps(found.name) && /\p{Ll}/u.test(found.name.toLowerCase())) found.name = nameCased(found.name);
  return found;
}

/** A name in capitals as a person writes it: each part capitalised, and O'Connor, D'Souza and McAllister kept so. */
const nameCased = (name: string) =>
  titleCased(name)
    .replace(/(^|[\s-])([OD]['’])(\p{Ll})/gu, (_, before: string, prefix: string, next: string) =>
      [before, prefix, next.toUpperCase()].join(''),
    )
    .replace(/(^|[\s-])Mc(\p{Ll})/gu, (_, before: string, next: string) => `${before}Mc${next.toUpperCase()}`);
