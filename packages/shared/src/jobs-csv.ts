/**
 * Jobs as CSV (issue 11), pure and shared: the export writes every field (UTF-8 with a BOM, RFC 4180 quoting, CRLF);
 * the import reads a file, suggests how its columns map to job fields, and turns each row into a job or a reason.
 */
import Papa from 'papaparse';
import { convertRow, DATE_FIELDS, dateOrderShown, escapeFormula, unescapeFormula } from './jobs-csv-values.js';
import {
  employmentTypeLabels,
  jobPayload,
  outcomeLabels,
  remoteLabels,
  stageLabels,
  type Job,
  type JobValues,
} from './jobs.js';

import {
  JOB_CSV_COLUMNS,
  JOB_CSV_FIELDS,
  JOB_IMPORT_MAX_ROWS,
  type DateFormat,
  type JobCsvField,
  type JobCsvMapping,
} from './jobs-csv-columns.js';

export * from './jobs-csv-columns.js';

export interface ParsedCsv {
  /** The first row, made unique and non-blank ("Notes", "Notes (2)", "Column 3"). */
  headers: string[];
  /** Data rows with their spreadsheet row number (the header is row 1), each with one cell per header. */
  rows: Array<{ row: number; cells: string[] }>;
  /** Rows that could not be read as CSV (a cell count that does not match the header, a quote never closed). */
  rowErrors: Array<{ row: number; reason: string }>;
}

export type CsvReadResult = { ok: true; csv: ParsedCsv } | { ok: false; error: string };

/** A row turned into a job, with the saved-on time when the file has one. */
export interface ImportRow {
  row: number;
  job: JobValues;
  created_at: string | null;
}

export interface MappedRows {
  rows: ImportRow[];
  errors: Array<{ row: number; reasons: string[] }>;
}

const COLUMN_HEADERS = Object.fromEntries(JOB_CSV_COLUMNS.map(({ field, header }) => [field, header])) as Record<
  JobCsvField,
  string
>;
const isBlank = (cell: string | undefined) => (cell ?? '').trim() === '';
const count = (value: number) => value.toLocaleString('en-US');

// ---- Export -----------------------------------------------------------------------------------

function exportCells(job: Job): string[] {
  const cells: Record<JobCsvField, string> = {
    title: job.title,
    company: job.company,
    location: job.location,
    url: job.url,
    salary: job.salary,
    employment_type: job.employment_type ? employmentTypeLabels[job.employment_type] : '',
    remote: job.remote ? remoteLabels[job.remote] : '',
    source: job.source,
    stage: stageLabels[job.stage],
    outcome: job.outcome ? outcomeLabels[job.outcome] : '',
    applied_on: job.applied_on ?? '',
    follow_up_on: job.follow_up_on ?? '',
    follow_up_note: job.follow_up_note,
    notes: job.notes,
    posting_text: job.posting_text,
    created_at: job.created_at,
  };
  return JOB_CSV_FIELDS.map((field) => escapeFormula(cells[field]));
}

/** The export: a header row of JOB_CSV_COLUMNS' headers, then one row per job in the given order. */
export function jobsToCsv(jobs: Job[]): string {
  const table = [JOB_CSV_COLUMNS.map(({ header }) => header), ...jobs.map(exportCells)];
  // The BOM is how Excel knows the file is UTF-8; Papa ends every row but the last, RFC 4180 lets that one end too.
  return `\uFEFF${Papa.unparse(table, { newline: '\r\n' })}\r\n`;
}

// ---- Reading a file ---------------------------------------------------------------------------

const SAVE_AS_CSV = 'In Excel or LibreOffice, choose Save As → CSV (UTF-8) and import that file.';
const readMessages = {
  empty: 'The file is empty.',
  notCsv: `This is not a CSV file. ${SAVE_AS_CSV}`,
  noColumns: `HireStride cannot find columns in this file (a CSV file separates them with commas, semicolons or tabs). ${SAVE_AS_CSV}`,
  headerQuote:
    'The header row has a quote that is never closed, so the file cannot be read. Fix the first row and try again.',
  headerOnly: 'The file has a header row but no jobs under it.',
  tooManyRows: (rows: number) =>
    `This file has ${count(rows)} rows; HireStride imports up to ${count(JOB_IMPORT_MAX_ROWS)} at a time. Split it into smaller files.`,
  notInColumns: 'The rows of this file do not line up in columns; it may not be a CSV file.',
};
/** Excel in many European locales writes ';'. */
const DELIMITERS = [',', ';', '\t', '|'];

/** The first row made usable as names: trimmed, blanks named by position, repeats numbered. */
function uniqueHeaders(firstRow: string[]): string[] {
  const taken = new Set<string>();
  return firstRow.map((cell, index) => {
    const name = cell.trim() || `Column ${index + 1}`;
    let unique = name;
    for (let copy = 2; taken.has(unique); copy += 1) unique = `${name} (${copy})`;
    taken.add(unique);
    return unique;
  });
}

/** The header's width without the empty cells a trailing delimiter leaves at its end (nothing is under them). */
function headerWidth(firstRow: string[], records: string[][]): number {
  let width = firstRow.length;
  while (width > 1 && isBlank(firstRow[width - 1]) && records.every((cells) => isBlank(cells[width - 1]))) width -= 1;
  return width;
}

/** One cell per header; cells past the header are allowed only when empty (a trailing delimiter). */
function fitRow(cells: string[], width: number): string[] | null {
  if (cells.length === width) return cells;
  if (cells.length > width && cells.slice(width).every(isBlank)) return cells.slice(0, width);
  return null;
}

/** Reads the text of a file the user chose; a clear sentence instead when it is not a CSV we can import. */
export function readCsv(text: string): CsvReadResult {
  const fail = (error: string): CsvReadResult => ({ ok: false, error });
  // Papa strips one BOM; a file re-saved by a careless tool can carry more.
  const body = text.replace(/^\uFEFF+/, '');
  if (body.trim() === '') return fail(readMessages.empty);
  if (body.includes('\u0000') || body.startsWith('PK\u0003\u0004') || body.startsWith('%PDF')) {
    return fail(readMessages.notCsv);
  }
  // Papa's guess counts blank lines, and a final line break makes one, so a two-column file would look ragged: the
  // guess skips them; the real parse keeps them so that row numbers are the spreadsheet's.
  const guess = Papa.parse<string[]>(body, { delimitersToGuess: DELIMITERS, skipEmptyLines: 'greedy', preview: 10 });
  const undetected = guess.errors.some((error) => error.code === 'UndetectableDelimiter');
  const { data, errors } = Papa.parse<string[]>(body, { delimiter: guess.meta.delimiter });

  const quoteProblems = new Map<number, string>();
  for (const { code, row } of errors) {
    if (row === undefined) continue;
    if (code === 'MissingQuotes') quoteProblems.set(row, 'has a quote that is never closed');
    else if (code === 'InvalidQuotes' && !quoteProblems.has(row)) {
      quoteProblems.set(row, 'has a quote in the wrong place (a quoted cell ends right after its closing quote)');
    }
  }
  if (quoteProblems.has(0)) return fail(readMessages.headerQuote);

  const [firstRow = [], ...records] = data;
  const headers = uniqueHeaders(firstRow.slice(0, headerWidth(firstRow, records)));
  if (undetected && headers.length === 1 && Object.keys(suggestMapping(headers)).length === 0) {
    return fail(readMessages.noColumns);
  }

  const csv: ParsedCsv = { headers, rows: [], rowErrors: [] };
  let misaligned = 0;
  records.forEach((cells, index) => {
    if (cells.every(isBlank)) return;
    // Papa numbers records from 0 with the header first; a spreadsheet numbers rows from 1, a quoted multi-line cell
    // still being one row, so record i is row i + 1.
    const row = index + 2;
    const quoteProblem = quoteProblems.get(index + 1);
    const fitted = fitRow(cells, headers.length);
    if (quoteProblem) csv.rowErrors.push({ row, reason: `Row ${row} ${quoteProblem}.` });
    else if (fitted) csv.rows.push({ row, cells: fitted });
    else {
      misaligned += 1;
      const cellCount = `${cells.length} ${cells.length === 1 ? 'cell' : 'cells'}`;
      csv.rowErrors.push({ row, reason: `Row ${row} has ${cellCount}; the header has ${headers.length}.` });
    }
  });
  const dataRows = csv.rows.length + csv.rowErrors.length;
  if (dataRows === 0) return fail(readMessages.headerOnly);
  if (dataRows > JOB_IMPORT_MAX_ROWS) return fail(readMessages.tooManyRows(dataRows));
  if (misaligned * 2 > dataRows) return fail(readMessages.notInColumns);
  return { ok: true, csv };
}

// ---- Mapping ----------------------------------------------------------------------------------

/** Headers compare without case, spaces, underscores, hyphens or punctuation: "Follow-up on" = "follow_up_on". */
const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Each field's names, best first: ours, then those of other trackers' exports (Huntr, Teal, LinkedIn) and sheets. */
const HEADER_NAMES = Object.fromEntries(
  Object.entries({
    title: ['Job Title', 'Position', 'Role', 'Job', 'Job Position', 'Position Title', 'Job Name'],
    company: ['Company Name', 'Employer', 'Organization', 'Organisation'],
    location: ['City', 'Job Location'],
    url: ['URL', 'Link', 'Job URL', 'Job Link', 'Posting Link', 'Job Posting URL', 'Application Link'],
    salary: ['Pay', 'Compensation', 'Salary Range', 'Pay Range'],
    employment_type: ['Job Type', 'Type', 'Contract Type'],
    remote: [
      'Work Mode',
      'Workplace',
      'Workplace Type',
      'Remote/Onsite',
      'Remote/On-site',
      'Work Model',
      'Location Type',
    ],
    source: ['Where found', 'Found on', 'Found via', 'Job Source'],
    stage: ['Status', 'Application Status', 'Job Status', 'Pipeline Stage'],
    outcome: ['Result', 'Final Outcome'],
    applied_on: ['Date Applied', 'Applied', 'Application Date', 'Applied Date'],
    follow_up_on: ['Follow Up Date', 'Follow-up', 'Next Follow-up'],
    follow_up_note: ['Follow-up Notes'],
    notes: ['Comments', 'Note', 'Comment'],
    posting_text: ['Description', 'Job Description'],
    created_at: ['Date Added', 'Created', 'Created at', 'Date Saved', 'Date Created', 'Added on'],
  } satisfies Record<JobCsvField, string[]>).map(([field, names]) => [
    field,
    [COLUMN_HEADERS[field as JobCsvField], ...names].map(headerKey),
  ]),
) as Record<JobCsvField, string[]>;

/** A mapping guessed from the headers (ours, and the usual names other trackers and spreadsheets use). */
export function suggestMapping(headers: string[]): JobCsvMapping {
  const matches: Array<{ field: JobCsvField; header: string; rank: number; position: number }> = [];
  headers.forEach((header, position) => {
    const key = headerKey(header);
    for (const field of JOB_CSV_FIELDS) {
      const rank = HEADER_NAMES[field].indexOf(key);
      if (rank >= 0) matches.push({ field, header, rank, position });
    }
  });
  // The best-ranked names claim their header first, so "Job Type" wins Employment type over a later "Type".
  matches.sort((a, b) => a.rank - b.rank || a.position - b.position);
  const mapping: JobCsvMapping = {};
  const used = new Set<string>();
  for (const { field, header } of matches) {
    if (mapping[field] !== undefined || used.has(header)) continue;
    mapping[field] = header;
    used.add(header);
  }
  return mapping;
}

/** The index of the mapped header's column; undefined when the field is not mapped or the column does not exist. */
function columnOf(headers: string[], header: string | null | undefined): number | undefined {
  const index = header ? headers.indexOf(header) : -1;
  return index >= 0 ? index : undefined;
}

/**
 * The date format the mapped date columns appear to use.
 * D/M/Y-looking dates are ambiguous until a part is above 12: 31/12/2026 can only be day first, 12/31/2026 only month
 * first. The date columns decide together. When no cell tells (only 01/02/2026-like dates) or cells contradict each
 * other, 'iso' is suggested rather than a guess: such dates are then refused with a reason until the user picks the
 * order, which beats importing every date silently wrong. All-ISO (or no) dates are 'iso' too.
 */
export function suggestDateFormat(csv: ParsedCsv, mapping: JobCsvMapping): DateFormat {
  const shown = new Set<DateFormat>();
  for (const field of DATE_FIELDS) {
    const column = columnOf(csv.headers, mapping[field]);
    if (column === undefined) continue;
    for (const { cells } of csv.rows) {
      const order = dateOrderShown(unescapeFormula(cells[column] ?? '').trim());
      if (order) shown.add(order);
    }
  }
  const [only] = shown;
  return shown.size === 1 && only ? only : 'iso';
}

const andList = (words: string[]) =>
  words.length === 2 ? `both ${words[0]} and ${words[1]}` : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** What is wrong with a mapping as a whole (Title and Company must be mapped; headers must exist); [] when fine. */
export function mappingProblems(mapping: JobCsvMapping, headers: string[]): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'company'] as const) {
    if (!mapping[field]) problems.push(`Choose the column that holds the ${COLUMN_HEADERS[field]}.`);
  }
  const fieldsOf = new Map<string, JobCsvField[]>();
  for (const field of JOB_CSV_FIELDS) {
    const header = mapping[field];
    if (header) fieldsOf.set(header, [...(fieldsOf.get(header) ?? []), field]);
  }
  for (const [header, fields] of fieldsOf) {
    if (!headers.includes(header)) problems.push(`There is no column called "${header}".`);
    else if (fields.length > 1) {
      problems.push(`"${header}" is chosen for ${andList(fields.map((field) => COLUMN_HEADERS[field]))}.`);
    }
  }
  return problems;
}

// ---- Rows to jobs -----------------------------------------------------------------------------

/** Every data row as a job, or the reasons it cannot be one. */
export function mapCsvRows(csv: ParsedCsv, mapping: JobCsvMapping, dateFormat: DateFormat): MappedRows {
  const columns = new Map<string, number>();
  for (const field of JOB_CSV_FIELDS) {
    const column = columnOf(csv.headers, mapping[field]);
    if (column !== undefined) columns.set(field, column);
  }
  // Reasons name the column as the user's file does; a field with no column (the outcome a stage needs) by our name.
  const label = (field: string) => {
    const column = columns.get(field);
    return (column === undefined ? undefined : csv.headers[column]) ?? COLUMN_HEADERS[field as JobCsvField] ?? field;
  };
  const order = (field: string) => (JOB_CSV_FIELDS as readonly string[]).indexOf(field);

  const result: MappedRows = { rows: [], errors: csv.rowErrors.map(({ row, reason }) => ({ row, reasons: [reason] })) };
  for (const { row, cells } of csv.rows) {
    const cell = (field: JobCsvField) => {
      const column = columns.get(field);
      return column === undefined ? undefined : unescapeFormula(cells[column] ?? '');
    };
    const { values, problems, createdAt } = convertRow(cell, dateFormat);
    const parsed = jobPayload.safeParse(values);
    // Cells that could not be read were left out, which the schema accepts (every such field is optional), so its
    // issues never repeat a problem already found.
    for (const issue of parsed.error?.issues ?? []) {
      problems.push({ field: String(issue.path[0] ?? ''), reason: issue.message });
    }
    if (parsed.success && problems.length === 0) {
      result.rows.push({ row, job: parsed.data, created_at: createdAt });
      continue;
    }
    problems.sort((a, b) => order(a.field) - order(b.field));
    result.errors.push({ row, reasons: problems.map(({ field, reason }) => `${label(field)}: ${reason}`) });
  }
  result.rows.sort((a, b) => a.row - b.row);
  result.errors.sort((a, b) => a.row - b.row);
  return result;
}
