/**
 * Jobs as CSV, cell by cell (issue 11): formula escaping, reading the choices and dates people write in their own
 * sheets, and one row's cells as job values. Private to jobs-csv.ts.
 */
import { isIsoDate, isPlausibleDate, PLAUSIBLE_YEARS } from './fields.js';
import {
  employmentTypeLabels,
  outcomeLabels,
  remoteLabels,
  stageLabels,
  type EmploymentType,
  type JobOutcome,
  type JobStage,
  type RemoteMode,
} from './jobs.js';
import type { DateFormat, JobCsvField } from './jobs-csv-columns.js';

// A spreadsheet runs a cell starting with = + - @ (or a tab or CR, which some skip first) as a formula; a leading
// apostrophe makes it text. Text already starting with apostrophes before such a character gets one more, so that
// taking exactly one away on import gives back every value: the pair is a bijection.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
export const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unescapeFormula = (text: string) => (ESCAPED_FORMULA.test(text) ? text.slice(1) : text);

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The value as a message quotes it: a long cell mapped to the wrong field should not flood the report. */
const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
const orList = (words: string[]) => `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** Choices compare without case, spaces or punctuation: "Full-time" = "full_time" = "FULL TIME" = "Fulltime". */
const choiceKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function choices<K extends string>(labels: Record<K, string>, synonyms: Record<string, K>): Map<string, K> {
  const table = new Map<string, K>();
  for (const [key, label] of Object.entries(labels) as Array<[K, string]>) {
    table.set(choiceKey(key), key);
    table.set(choiceKey(label), key);
  }
  for (const [word, key] of Object.entries(synonyms)) table.set(choiceKey(word), key);
  return table;
}

/** Reads one of the choices; blank is `blank`. */
function choiceReader<K extends string, B>(table: Map<string, K>, blank: B, noun: string, labels: Record<K, string>) {
  return (text: string): Read<K | B> => {
    const trimmed = text.trim();
    if (trimmed === '') return { ok: true, value: blank };
    const value = table.get(choiceKey(trimmed));
    if (value !== undefined) return { ok: true, value };
    return { ok: false, problem: `${quoted(trimmed)} is not ${noun} (use ${orList(Object.values(labels))}).` };
  };
}

// The names other trackers (Huntr, Teal, LinkedIn) and hand-made sheets give to the same stages and endings.
const STAGES = choices<JobStage>(stageLabels, {
  archive: 'archived',
  bookmarked: 'wishlist',
  saved: 'wishlist',
  interested: 'wishlist',
  applying: 'maybe',
  considering: 'maybe',
  applied: 'submitted',
  interviewing: 'interviewed',
  interview: 'interviewed',
  offer: 'interviewed',
  negotiating: 'interviewed',
});
const OUTCOMES = choices<JobOutcome>(outcomeLabels, {
  accepted: 'offer_accepted',
  hired: 'offer_accepted',
  declined: 'offer_declined',
  'not selected': 'rejected',
  withdrew: 'withdrawn',
  'I withdrew': 'withdrawn',
  ghosted: 'no_response',
});

export const readOutcome = choiceReader(OUTCOMES, null, 'an outcome', outcomeLabels);
export const readEmploymentType = choiceReader<EmploymentType, ''>(
  choices(employmentTypeLabels, {
    FT: 'full_time',
    PT: 'part_time',
    contractor: 'contract',
    freelance: 'contract',
    intern: 'internship',
    temp: 'temporary',
  }),
  '',
  'an employment type',
  employmentTypeLabels,
);
export const readRemote = choiceReader<RemoteMode, ''>(
  choices(remoteLabels, {
    'in office': 'onsite',
    office: 'onsite',
    no: 'onsite',
    false: 'onsite',
    WFH: 'remote',
    'fully remote': 'remote',
    yes: 'remote',
    true: 'remote',
  }),
  '',
  'a work mode',
  remoteLabels,
);

/**
 * The stage cell: blank is a null stage (the caller decides), and a status that is itself an ending ("Rejected",
 * "Hired") is Archives with that ending as the outcome.
 */
export function readStage(text: string): Read<{ stage: JobStage | null; ending: JobOutcome | null }> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: { stage: null, ending: null } };
  const stage = STAGES.get(choiceKey(trimmed));
  if (stage !== undefined) return { ok: true, value: { stage, ending: null } };
  const ending = OUTCOMES.get(choiceKey(trimmed));
  if (ending !== undefined) return { ok: true, value: { stage: 'archived', ending } };
  return { ok: false, problem: `${quoted(trimmed)} is not a stage (use ${orList(Object.values(stageLabels))}).` };
}

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)? ?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DAY_MONTH_YEAR = /^(\d{1,2})([/.-])(\d{1,2})\2(\d+)$/;

/** The instant an ISO date or date-time names; a time without a zone is read as UTC so the result never depends on where it runs. */
function isoInstant(match: RegExpExecArray): string | null {
  const [, date = '', hour = '00', minute = '00', second = '00', fraction = '', zone = 'Z'] = match;
  if (!isIsoDate(date) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const offsetDigits = zone.slice(1).replace(':', '');
  const offset =
    zone.toUpperCase() === 'Z' ? 'Z' : `${zone[0]}${offsetDigits.slice(0, 2)}:${offsetDigits.slice(2) || '00'}`;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const instant = new Date(`${date}T${hour}:${minute}:${second}.${millis}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/**
 * A date cell: YYYY-MM-DD (or an ISO date-time, whose date part is the date) always; D/M/YYYY, D.M.YYYY, D-M-YYYY
 * (or month first) as `format` says. `instant` is the moment for a timestamp: the time given, else midnight UTC.
 */
export function readDate(text: string, format: DateFormat): Read<{ date: string; instant: string }> {
  const read = readAnyYear(text, format);
  if (!read.ok || isPlausibleDate(read.value.date)) return read;
  return {
    ok: false,
    problem: `${quoted(text)} is not between ${PLAUSIBLE_YEARS.first} and ${PLAUSIBLE_YEARS.last}.`,
  };
}

function readAnyYear(text: string, format: DateFormat): Read<{ date: string; instant: string }> {
  const notADate: Read<never> = { ok: false, problem: `${quoted(text)} is not a date (use YYYY-MM-DD).` };
  const iso = ISO_DATE_TIME.exec(text);
  if (iso) {
    const instant = isoInstant(iso);
    return instant ? { ok: true, value: { date: iso[1] ?? '', instant } } : notADate;
  }
  const parts = DAY_MONTH_YEAR.exec(text);
  if (!parts || format === 'iso') return notADate;
  const [, first = '', , second = '', year = ''] = parts;
  if (year.length === 2) {
    return { ok: false, problem: `${quoted(text)} has a two-digit year (write the year in full, or use YYYY-MM-DD).` };
  }
  const [day, month] = format === 'dmy' ? [first, second] : [second, first];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return year.length === 4 && isIsoDate(date)
    ? { ok: true, value: { date, instant: `${date}T00:00:00.000Z` } }
    : notADate;
}

/** The order a D/M/Y-looking cell proves: a part above 12 cannot be a month. Null when it proves nothing. */
export function dateOrderShown(text: string): 'dmy' | 'mdy' | null {
  const parts = DAY_MONTH_YEAR.exec(text);
  if (!parts) return null;
  if (Number(parts[1]) > 12) return 'dmy';
  if (Number(parts[3]) > 12) return 'mdy';
  return null;
}

export const DATE_FIELDS = ['applied_on', 'follow_up_on', 'created_at'] as const;
const TEXT_FIELDS = [
  'title',
  'company',
  'location',
  'url',
  'salary',
  'source',
  'follow_up_note',
  'notes',
  'posting_text',
] as const;

interface Problem {
  field: string;
  reason: string;
}

/** One row's cells as job values; fields whose cell cannot be read are left out and named in `problems`. */
export function convertRow(cell: (field: JobCsvField) => string | undefined, dateFormat: DateFormat) {
  const values: Record<string, unknown> = {};
  const problems: Problem[] = [];
  let createdAt: string | null = null;
  for (const field of TEXT_FIELDS) {
    const text = cell(field);
    if (text !== undefined) values[field] = text;
  }
  for (const [field, read] of [
    ['employment_type', readEmploymentType],
    ['remote', readRemote],
  ] as const) {
    const text = cell(field);
    if (text === undefined) continue;
    const choice = read(text);
    if (choice.ok) values[field] = choice.value;
    else problems.push({ field, reason: choice.problem });
  }

  const stage = readStage(cell('stage') ?? '');
  const outcome = readOutcome(cell('outcome') ?? '');
  if (!stage.ok) problems.push({ field: 'stage', reason: stage.problem });
  if (!outcome.ok) problems.push({ field: 'outcome', reason: outcome.problem });
  if (stage.ok && outcome.ok) {
    values.outcome = outcome.value ?? stage.value.ending;
    // A blank stage with an outcome can only mean Archives; otherwise a blank stage is a new job's Wish List.
    values.stage = stage.value.stage ?? (values.outcome ? 'archived' : 'wishlist');
  }

  for (const field of DATE_FIELDS) {
    const text = cell(field)?.trim();
    if (!text) continue;
    const date = readDate(text, dateFormat);
    if (!date.ok) problems.push({ field, reason: date.problem });
    else if (field === 'created_at') createdAt = date.value.instant;
    else values[field] = date.value.date;
  }
  return { values, problems, createdAt };
}
