/** The Experience section as JSON Resume work entries: each role's title, employer, place, dates and description. */
import type { DocLine, UnreadLine } from '../types.js';
import { readBody, type BodyLine } from './body.js';
import { findDateRange, tidy, withoutRange, type DateRange } from './dates.js';
import type { JsonResume } from '@hirestride/resume-formats';
import { companyScore, isEmploymentType, titleScore } from './lexicon.js';
import { bulletOf, endsSentence, fullLength, splitParts, startsLowercase, wordCount } from './lines.js';
import { isPlace } from './places.js';
import { mendRoleLines } from './role-lines.js';

/** One role as JSON Resume holds it. */
export type WorkEntry = NonNullable<JsonResume['work']>[number];

interface Item {
  text: string;
  right: string;
  bullet: boolean;
  x?: number;
  range: DateRange | null;
  /** The range was found in `right`, not in `text`. */
  rangeInRight: boolean;
  kind: 'dated' | 'short' | 'body';
}

const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|llc|plc|s\.a|s\.l|jr|sr|st)\.$/i;

const DURATION = /^(?:\d+\+?\s*(?:years?|yrs?|months?|mos?)\b\s*)+$/i;
// A lone year after a preposition in a longer line is part of a sentence ("zero incidents in 2023"), not a period.
const YEAR_IN_SENTENCE = /\b(?:in|by|of|since|during|for|from|until)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b/iu;

function itemOf(line: DocLine): Item {
  const { text, bullet } = bulletOf(line);
  const right = line.right?.trim() ?? '';
  const found = findDateRange(text);
  const inSentence = found && found.end === found.start && wordCount(text) > 6 && YEAR_IN_SENTENCE.test(text);
  const inText = inSentence ? null : found;
  const inRight = inText ? null : right ? findDateRange(right) : null;
  const range = inText ?? inRight;
  const rest = inText ? withoutRange(text, inText) : text;
  const headerLike =
    !bullet && wordCount(rest) <= 12 && !startsLowercase(rest) && (!endsSentence(rest) || ABBREVIATION_END.test(rest));
  const kind: Item['kind'] =
    range?.start && !bullet && (headerLike || rest === '')
      ? 'dated'
      : headerLike && wordCount(rest) <= 10
        ? 'short'
        : 'body';
  return { text, right, bullet, x: line.x, range, rangeInRight: inRight !== null, kind };
}

// Lines whose left edges are this close (a share of the column) start at the same place.
const SAME_X = 0.015;

/**
 * A line without a marker that starts where the bullet's text above it starts is that bullet wrapped (a hanging
 * indent), however short: "West" after "…across South Wales and the South" is no new role.
 */
function asHangingLines(items: Item[]): Item[] {
  let hang: number | undefined;
  for (const item of items) {
    if (item.bullet) hang = item.x;
    else if (hang !== undefined && item.x !== undefined && hang > 0 && Math.abs(item.x - hang) < SAME_X)
      item.kind = 'body';
    else hang = undefined;
  }
  return items;
}

/** Splits "Title at Company" and "Title, Company" style parts into their pieces, keeping places whole. */
function piecesOf(part: string): Array<{ text: string; role?: 'title' | 'company' }> {
  const at = /^(.+?)\s+(?:at|@|chez|bei|presso|bij|na|en la|en el)\s+(.+)$/i.exec(part);
  if (at && titleScore(at[1]!) > 0)
    return [
      { text: at[1]!, role: 'title' },
      { text: at[2]!, role: 'company' },
    ];
  if (isPlace(part) || !part.includes(',')) return [{ text: part }];
  const commas = part.split(/\s*,\s*/).filter(Boolean);
  // A trailing "City, Region" stays one place.
  for (let cut = 1; cut < commas.length; cut += 1) {
    const tail = commas.slice(cut).join(', ');
    if (isPlace(tail)) return [...commas.slice(0, cut).map((text) => ({ text })), { text: tail }];
  }
  return commas.map((text) => ({ text }));
}

/** A role's heading lines as title, company and place; pieces that are none of these go to `unread`. */
function readHeader(
  items: Item[],
  range: DateRange | null,
  rangeItem: Item | undefined,
  label: string,
  unread: UnreadLine[],
) {
  const pieces: Array<{ text: string; role?: 'title' | 'company' }> = [];
  for (const item of items) {
    const text = item === rangeItem && range && !item.rangeInRight ? withoutRange(item.text, range) : item.text;
    const right = item === rangeItem && range && item.rangeInRight ? withoutRange(item.right, range) : item.right;
    for (const part of [...splitParts(text), ...(right ? splitParts(right) : [])]) {
      // Brackets around a whole part go ("(Contract)"); a title's own "(P3)" stays.
      const clean = tidy(part.replace(/^\((.*)\)$/, '$1'));
      // A length of service ("2 years 6 months") is worked out from the dates, not a title or an employer.
      if (clean && !DURATION.test(clean)) pieces.push(...piecesOf(clean));
    }
  }
  let position = pieces.find((piece) => piece.role === 'title')?.text;
  let name = pieces.find((piece) => piece.role === 'company')?.text;
  let location: string | undefined;
  const open = pieces.filter((piece) => !piece.role);
  const left: string[] = [];
  for (const piece of open) {
    if (!location && isPlace(piece.text)) location = piece.text;
    else if (isEmploymentType(piece.text)) continue;
    else left.push(piece.text);
  }
  const lean = (text: string) => titleScore(text) - companyScore(text);
  if (!position) {
    const best = [...left].sort((a, b) => lean(b) - lean(a))[0];
    if (best !== undefined && lean(best) > 0) position = best;
  }
  if (!name) {
    const best = left.filter((text) => text !== position).sort((a, b) => lean(a) - lean(b))[0];
    if (best !== undefined && lean(best) < 0) name = best;
  }
  const rest = left.filter((text) => text !== position && text !== name);
  if (!position && rest.length > 0) position = rest.shift();
  if (!name && rest.length > 0) name = rest.shift();
  // With title and employer known, a short capitalised leftover is the place ("Acme Foods — Leeds").
  if (
    !location &&
    name &&
    position &&
    rest[0] &&
    wordCount(rest[0]) <= 3 &&
    /^\p{Lu}/u.test(rest[0]) &&
    titleScore(rest[0]) === 0
  ) {
    location = rest.shift();
  }
  for (const text of rest)
    unread.push({ text, reason: `From a role in “${label}”: not a title, employer, place or date` });
  return { position, name, location };
}

/**
 * Splits a run of heading lines that holds several roles (roles with no description follow each other). Roles
 * laid out alike repeat every few lines; otherwise each dated line takes the lines before it, or after it when
 * the run opens with a date.
 */
function splitRun(run: Item[]): Item[][] {
  const dated = run.map((item, index) => (item.kind === 'dated' ? index : -1)).filter((index) => index >= 0);
  if (dated.length <= 1) return [run];
  if (run.length % dated.length === 0) {
    const size = run.length / dated.length;
    const groups = Array.from({ length: dated.length }, (_, k) => run.slice(k * size, (k + 1) * size));
    if (groups.every((group) => group.filter((item) => item.kind === 'dated').length === 1)) return groups;
  }
  const groups: Item[][] = [];
  if (dated[0] === 0) {
    for (const [k, start] of dated.entries()) groups.push(run.slice(start, dated[k + 1] ?? run.length));
  } else {
    let from = 0;
    for (const [k, end] of dated.entries()) {
      groups.push(run.slice(from, k === dated.length - 1 ? run.length : end + 1));
      from = end + 1;
    }
  }
  return groups;
}

/** Reads the roles in an Experience section; `label` is the heading as written, for the reasons in `unread`. */
export function readRoles(lines: DocLine[], label: string): { work: WorkEntry[]; unread: UnreadLine[] } {
  const items = asHangingLines(
    mendRoleLines(lines)
      .map(itemOf)
      .filter((item) => item.text || item.right),
  );
  const unread: UnreadLine[] = [];
  const anyDated = items.some((item) => item.kind === 'dated');
  const long = fullLength(items.map((item) => item.text));

  // Runs of heading-like lines alternate with runs of description lines.
  const blocks: Array<{ head: Item[]; body: Item[] }> = [];
  let current: { head: Item[]; body: Item[] } | null = null;
  for (const item of items) {
    const heading = item.kind !== 'body';
    if (heading && (!current || current.body.length > 0)) {
      current = { head: [item], body: [] };
      blocks.push(current);
    } else if (heading && current) current.head.push(item);
    else if (current) current.body.push(item);
    else {
      current = { head: [], body: [item] };
      blocks.push(current);
    }
  }

  const entries: Array<{ head: Item[]; body: Item[] }> = [];
  for (const block of blocks) {
    const hasDate = block.head.some((item) => item.kind === 'dated');
    const previous = entries[entries.length - 1];
    if (block.head.length === 0 || (anyDated && !hasDate && previous)) {
      // Short lines with no date after a role are its description whose bullets were lost.
      if (previous) previous.body.push(...block.head, ...block.body);
      else entries.push(block);
      continue;
    }
    const groups = splitRun(block.head);
    // Lines above a role's heading that belong to the role before: more than three heading lines is unusual.
    const first = groups[0]!;
    const firstDated = first.findIndex((item) => item.kind === 'dated');
    if (previous && firstDated > 3) previous.body.push(...first.splice(0, firstDated - 3));
    for (const [k, group] of groups.entries())
      entries.push({ head: group, body: k === groups.length - 1 ? block.body : [] });
  }

  const work: WorkEntry[] = [];
  let lastCompany: { name: string; alone: boolean } | undefined;
  for (const entry of entries) {
    if (entry.head.length === 0) {
      for (const item of entry.body) unread.push({ text: item.text, reason: `From “${label}”: not under a role` });
      continue;
    }
    const rangeItem = entry.head.find((item) => item.kind === 'dated');
    const range = rangeItem?.range ?? null;
    const header = readHeader(entry.head, range, rangeItem, label, unread);
    // A second role at the same employer often names only the title.
    if (!header.name && header.position && lastCompany?.alone) header.name = lastCompany.name;
    const body = readBody(
      entry.body.map((item): BodyLine => ({
        text: [item.text, item.right].filter(Boolean).join(' '),
        bullet: item.bullet,
        x: item.x,
      })),
      long,
    );
    const role: WorkEntry = {
      ...(header.name ? { name: header.name } : {}),
      ...(header.position ? { position: header.position } : {}),
      ...(header.location ? { location: header.location } : {}),
      ...(range?.start ? { startDate: range.start } : {}),
      ...(range?.end && !range.ongoing ? { endDate: range.end } : {}),
      ...body,
    };
    work.push(role);
    if (header.name) {
      const alone = !rangeItem || !rangeItem.text.includes(header.name);
      lastCompany = { name: header.name, alone };
    }
  }
  return { work, unread };
}
