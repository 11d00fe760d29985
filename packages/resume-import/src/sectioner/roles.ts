/** The Experience section as JSON Resume work entries: each role's title, employer, place, dates and description. */
import type { DocLine, UnreadLine } from '../types.js';
import { readBody, type BodyLine } from './body.js';
import { findDateRange, isDuration, tidy, withoutRange, type DateRange } from './dates.js';
import type { JsonResume } from '@hirestride/resume-formats';
import { companyScore, isEmploymentType, titleScore } from './lexicon.js';
import {
  bulletOf,
  closesSentence,
  endsOnJoiningWord,
  fullLength,
  gluedCuts,
  splitParts,
  startsLowercase,
  wordCount,
} from './lines.js';
import { isPlace } from './places.js';
import { mendRoleLines, onlyDates } from './role-lines.js';

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
  /** Short, no marker, no closing full stop: reads like a heading whatever its length class. */
  headerLike: boolean;
}

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
  // The words a heading says: separators and a printed length of service ("4 ans 8 mois | Coastline Outdoor Co.")
  // are not counted.
  const said = splitParts(rest)
    .filter((part) => !isDuration(part))
    .join(' ');
  const words = wordCount(said);
  const headerLike = !bullet && words <= 12 && !startsLowercase(said) && !closesSentence(said);
  const kind: Item['kind'] =
    range?.start && !bullet && (headerLike || said === '') ? 'dated' : headerLike && words <= 10 ? 'short' : 'body';
  return { text, right, bullet, x: line.x, range, rangeInRight: inRight !== null, kind, headerLike };
}

/**
 * A long heading line ("Staff Nurse, Acute Medical Unit, Bradford Teaching Hospitals NHS Foundation Trust") right
 * above a line holding only its dates is a role's heading, not description.
 */
function withLongHeadings(items: Item[], lines: DocLine[]): Item[] {
  return items.map((item, index) => {
    const next = lines[index + 1];
    if (item.kind !== 'body' || !item.headerLike || !next || !onlyDates(next) || bulletOf(next).bullet) return item;
    return splitParts(item.text).length + item.text.split(',').length > 2 ? { ...item, kind: 'short' } : item;
  });
}

// Lines whose left edges are this close (a share of the column) start at the same place.
const SAME_X = 0.015;

/**
 * A line without a marker that starts where the bullet's text above it starts is that bullet wrapped (a hanging
 * indent), however short: "West" after "…across South Wales and the South" is no new role.
 */
function asHangingLines(items: Item[]): Item[] {
  let hang: number | undefined;
  for (const [index, item] of items.entries()) {
    // A role's heading and its dates start where the markers do in templates that set bullets flush left: a line
    // with dates, or one right above them, is no wrapped bullet.
    const carriesOn = startsLowercase(item.text) || endsOnJoiningWord(items[index - 1]?.text ?? '');
    const heading = item.kind === 'dated' || (items[index + 1]?.kind === 'dated' && !carriesOn);
    if (item.bullet) hang = item.x;
    else if (
      hang !== undefined &&
      item.x !== undefined &&
      !heading &&
      // Where the bullet's text starts, or (the marker read with its text) further in than the marker and going on
      // mid-sentence ("…satisfaction above" / "90%"): a heading set in would start with a capital.
      ((hang > 0 && Math.abs(item.x - hang) < SAME_X) ||
        (item.x > hang + SAME_X && (carriesOn || !/^\p{Lu}/u.test(item.text.trim()))))
    )
      item.kind = 'body';
    else hang = undefined;
  }
  return items;
}

type Role = 'title' | 'company';
interface Piece {
  text: string;
  role?: Role;
  /** The line (or right-hand text) the piece was cut from, to join neighbours back as written. */
  source?: string;
}

/**
 * An employer with its place set after it in another style, nothing between ("Northlake Foods Inc. Mississauga, ON",
 * "Acme Corp. San Francisco, CA"): the shortest town that leaves the employer ending on a word employers end on.
 */
function gluedPlace(part: string): [string, string] | null {
  const comma = part.lastIndexOf(',');
  if (comma < 0 || part.indexOf(',') !== comma) return null;
  const words = part.slice(0, comma).trim().split(/\s+/);
  const region = part.slice(comma + 1).trim();
  for (let town = 1; town <= 3 && town < words.length; town += 1) {
    const employer = words.slice(0, -town);
    const place = `${words.slice(-town).join(' ')}, ${region}`;
    if (companyScore(employer.at(-1)!) > 0 && isPlace(place)) return [employer.join(' '), place];
  }
  return null;
}

/**
 * A title and its employer set side by side with nothing between ("HGV Class 1 Tanker DriverSevern Bulk Haulage
 * Ltd", as a page converted to Word may join them): cut where the title ends on a word titles end on. Names written
 * with a capital inside ("HubSpot", "McAllister") end on no such word, so they stay whole.
 */
function gluedTitle(part: string): [string, string] | null {
  for (const [title, rest] of gluedCuts(part)) {
    const last =
      title
        .replace(/\s*\([^)]*\)$/, '')
        .split(/\s+/)
        .at(-1) ?? '';
    if (titleScore(last) > 0 && wordCount(rest) >= 1) return [title, rest];
  }
  return null;
}

/** Splits "Title at Company" and "Title, Company" style parts into their pieces, keeping places whole. */
function piecesOf(part: string): Piece[] {
  const glue = gluedTitle(part);
  if (glue)
    return [
      { text: glue[0], role: 'title' },
      ...piecesOf(glue[1]).map((piece, k) => (k === 0 ? { ...piece, role: 'company' as const } : piece)),
    ];
  const at = /^(.+?)\s+(?:at|@|chez|bei|presso|bij|na|en la|en el)\s+(.+)$/i.exec(part);
  if (at && titleScore(at[1]!) > 0) {
    const glued = gluedPlace(at[2]!);
    return [
      { text: at[1]!, role: 'title' },
      { text: glued?.[0] ?? at[2]!, role: 'company' },
      ...(glued ? [{ text: glued[1] }] : []),
    ];
  }
  const glued = isPlace(part) ? null : gluedPlace(part);
  if (glued) return [{ text: glued[0] }, { text: glued[1] }];
  if (isPlace(part) || !part.includes(',')) return [{ text: part }];
  const commas = part.split(/\s*,\s*/).filter(Boolean);
  // A trailing "City, Region" stays one place.
  for (let cut = 1; cut < commas.length; cut += 1) {
    const tail = commas.slice(cut).join(', ');
    if (isPlace(tail)) return [...commas.slice(0, cut).map((text) => ({ text })), { text: tail }];
  }
  return commas.map((text) => ({ text }));
}

/** The heading's pieces in reading order, each knowing the text it came from. */
function headerPieces(items: Item[], range: DateRange | null, rangeItem: Item | undefined): Piece[] {
  const pieces: Piece[] = [];
  for (const item of items) {
    const text = item === rangeItem && range && !item.rangeInRight ? withoutRange(item.text, range) : item.text;
    const right = item === rangeItem && range && item.rangeInRight ? withoutRange(item.right, range) : item.right;
    for (const source of [text, right]) {
      for (const part of source ? splitParts(source) : []) {
        // Brackets around a whole part go ("(Contract)"); a title's own "(P3)" stays.
        const clean = tidy(part.replace(/^\((.*)\)$/, '$1'));
        // A length of service ("2 years 6 months") is worked out from the dates, not a title or an employer.
        if (clean && !isDuration(clean)) pieces.push(...piecesOf(clean).map((piece) => ({ ...piece, source })));
      }
    }
  }
  return pieces;
}

// A part naming a ward, unit or team says where the job is done: it belongs with the title ("Staff Nurse, Acute
// Medical Unit"), although words such as "Medical" also name employers.
const WORK_UNIT =
  /\b(?:ward|unit|department|dept|team|division|section|desk|floor|wing|shift|abteilung|station|unidad|reparto)$/i;

/** `first` and `second` joined as the line wrote them ("Glasgow City Council – Hillpark Primary School"). */
function joinAsWritten(source: string | undefined, first: string, second: string): string | undefined {
  if (!source) return undefined;
  const start = source.indexOf(first);
  const end = start < 0 ? -1 : source.indexOf(second, start + first.length);
  return end < 0 ? undefined : source.slice(start, end + second.length);
}

/**
 * A heading with more parts than title, employer and place: a part left over joins the neighbour it reads like
 * (title words or a work unit → the title; organisation words → the employer), and a part with no signal between
 * the two joins the one before it ("Senior Staff Nurse, Respiratory Ward, Leeds Teaching Hospitals NHS Trust").
 */
function joinLeftovers(pieces: Piece[], chosen: { position?: string; name?: string }, rest: string[]): string[] {
  const kept: string[] = [];
  for (const text of rest) {
    const at = pieces.findIndex((piece) => piece.text === text && !piece.role);
    const piece = pieces[at];
    const before = pieces[at - 1]?.source === piece?.source ? pieces[at - 1] : undefined;
    const after = pieces[at + 1]?.source === piece?.source ? pieces[at + 1] : undefined;
    const roleOf = (other?: Piece): Role | undefined =>
      other?.text === chosen.position ? 'title' : other?.text === chosen.name ? 'company' : undefined;
    const lean = WORK_UNIT.test(text) ? 1 : titleScore(text) - companyScore(text);
    const side: Role | undefined =
      lean > 0 ? 'title' : lean < 0 ? 'company' : roleOf(before) && roleOf(after) ? roleOf(before) : undefined;
    const key = side === 'title' ? 'position' : 'name';
    let joined: string | undefined;
    if (side && piece && roleOf(before) === side) joined = joinAsWritten(piece.source, chosen[key]!, text);
    else if (side && piece && roleOf(after) === side) joined = joinAsWritten(piece.source, text, chosen[key]!);
    if (joined) {
      for (const other of pieces) if (other.text === chosen[key]) other.text = joined;
      chosen[key] = joined;
    } else kept.push(text);
  }
  return kept;
}

/** A role's heading lines as title, company and place; pieces that are none of these go to `unread`. */
function readHeader(
  items: Item[],
  range: DateRange | null,
  rangeItem: Item | undefined,
  label: string,
  unread: UnreadLine[],
) {
  const pieces = headerPieces(items, range, rangeItem);
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
  let rest = left.filter((text) => text !== position && text !== name);
  if (!position && rest.length > 0) position = rest.shift();
  if (!name && rest.length > 0) name = rest.shift();
  if (position && name) {
    const chosen = { position, name };
    rest = joinLeftovers(pieces, chosen, rest);
    ({ position, name } = chosen);
  }
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

const firstDatedItem = (group: Item[]) => group.find((item) => item.kind === 'dated');

// Headings are a few words, parted by commas, pipes, dashes or "at"; a line of seven words or more with none of
// these is a sentence of the description.
const readsAsDuty = (text: string) =>
  wordCount(text) >= 7 &&
  // "Title at Company" names a capitalised employer; "…conferences at termly meetings" goes on in lower case.
  !/\s(?:at|@)\s+[\p{Lu}\d]/u.test(text) &&
  ((splitParts(text).length === 1 && !text.includes(',')) ||
    // A title, an employer or a place is a few words: a part of seven or more is a sentence with a comma in it.
    splitParts(text).some((part) => part.split(',').some((piece) => wordCount(piece) >= 7)));

/** A year alone after a line that ends on a preposition is that sentence wrapped ("…infringements in" + "2023"). */
function withWrappedYears(items: Item[]): Item[] {
  return items.map((item, index) => {
    const before = items[index - 1];
    const wrapped =
      item.kind === 'dated' &&
      /^(?:19|20)\d{2}\.?$/.test(item.text) &&
      !item.right &&
      before !== undefined &&
      before.kind !== 'dated' &&
      /\b(?:in|by|of|since|during|for|from|until|and|to)$/i.test(before.text);
    return wrapped ? { ...item, kind: 'body' } : item;
  });
}

/** Reads the roles in an Experience section; `label` is the heading as written, for the reasons in `unread`. */
export function readRoles(lines: DocLine[], label: string): { work: WorkEntry[]; unread: UnreadLine[] } {
  const mended = mendRoleLines(lines).filter((line) => bulletOf(line).text || line.right?.trim());
  const items = withWrappedYears(asHangingLines(withLongHeadings(mended.map(itemOf), mended)));
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
    const start = entries.length;
    for (const [k, group] of groups.entries())
      entries.push({ head: group, body: k === groups.length - 1 ? block.body : [] });
    // Pasted text loses bullets, so sentences join the heading runs: a sentence atop a role's heading ends the role
    // before ("Inspected work for quality…" over "Site Engineer, Balfour Beatty"); one after the dates begins
    // the role's own description.
    for (let k = start; k < entries.length; k += 1) {
      const entry = entries[k]!;
      const before = entries[k - 1];
      const duty = (item: Item | undefined) => item?.kind === 'short' && readsAsDuty(item.text);
      while (before && entry.head.indexOf(firstDatedItem(entry.head)!) > 1 && duty(entry.head[0]))
        before.body.push(entry.head.shift()!);
      const datedAt = entry.head.indexOf(firstDatedItem(entry.head)!);
      const trailing: Item[] = [];
      while (datedAt > 0 && entry.head.length - 1 > datedAt && duty(entry.head.at(-1)))
        trailing.unshift(entry.head.pop()!);
      entry.body.unshift(...trailing);
    }
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
