import { describe, expect, it } from 'vitest';
import type { Job } from './jobs.js';
import {
  JOB_CSV_COLUMNS,
  JOB_CSV_FIELDS,
  jobsToCsv,
  mapCsvRows,
  mappingProblems,
  readCsv,
  suggestDateFormat,
  suggestMapping,
  type DateFormat,
  type JobCsvField,
  type JobCsvMapping,
  type ParsedCsv,
} from './jobs-csv.js';

const HEADER_LINE =
  'Title,Company,Location,Posting URL,Salary,Employment type,Remote,Source,Stage,Outcome,Applied on,Follow-up on,' +
  'Follow-up note,Notes,Posting text,Saved on';
const CREATED = '2026-01-02T03:04:05.678Z';

const job = (overrides: Partial<Job> = {}): Job => ({
  id: 1,
  version: 1,
  title: 'Engineer',
  company: 'Acme',
  location: '',
  url: '',
  salary: '',
  employment_type: '',
  remote: '',
  source: '',
  posting_text: '',
  stage: 'wishlist',
  outcome: null,
  position: 0,
  applied_on: null,
  follow_up_on: null,
  follow_up_note: '',
  notes: '',
  resume_version: null,
  cover_letter: null,
  stage_changed_at: CREATED,
  created_at: CREATED,
  updated_at: CREATED,
  ...overrides,
});

/** The exported data row of one job (without its CRLF), and the row a default job exports with one cell replaced. */
const exportedRow = (overrides: Partial<Job>) =>
  jobsToCsv([job(overrides)])
    .slice(1)
    .split('\r\n')[1];
const rowWith = (field: JobCsvField, cell: string) => {
  const cells = ['Engineer', 'Acme', '', '', '', '', '', '', 'Wish List', '', '', '', '', '', '', CREATED];
  cells[JOB_CSV_FIELDS.indexOf(field)] = cell;
  return cells.join(',');
};

/** A parsed file with the given headers and data rows (row numbers from 2). */
const csvOf = (headers: string[], rows: string[][]): ParsedCsv => ({
  headers,
  rows: rows.map((cells, index) => ({ row: index + 2, cells })),
  rowErrors: [],
});

/** Maps one row whose columns are Title, Company and `extra` (header → cell), with the suggested mapping. */
const mapOne = (extra: Record<string, string>, dateFormat: DateFormat = 'iso', title = 'Engineer') => {
  const csv = csvOf(['Title', 'Company', ...Object.keys(extra)], [[title, 'Acme', ...Object.values(extra)]]);
  return mapCsvRows(csv, suggestMapping(csv.headers), dateFormat);
};
const readOk = (text: string) => {
  const result = readCsv(text);
  if (!result.ok) throw new Error(`expected a CSV, got: ${result.error}`);
  return result.csv;
};
const readError = (text: string) => {
  const result = readCsv(text);
  return result.ok ? null : result.error;
};

describe('jobsToCsv', () => {
  it('starts with a BOM and the header row, and ends every row with CRLF', () => {
    const text = jobsToCsv([job({ title: 'One' }), job({ title: 'Two' })]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toEqual([HEADER_LINE, rowWith('title', 'One'), rowWith('title', 'Two'), '']);
    expect(JOB_CSV_COLUMNS.map(({ header }) => header).join(',')).toBe(HEADER_LINE);
    expect(jobsToCsv([])).toBe(`\uFEFF${HEADER_LINE}\r\n`);
  });

  it.each<[string, Partial<Job>, JobCsvField, string]>([
    ['a comma', { notes: 'a, b' }, 'notes', '"a, b"'],
    ['a quote', { notes: 'say "hi"' }, 'notes', '"say ""hi"""'],
    ['a leading space', { posting_text: '  indented' }, 'posting_text', '"  indented"'],
    ['a trailing space', { posting_text: 'spaced ' }, 'posting_text', '"spaced "'],
    ['an LF', { posting_text: 'one\ntwo' }, 'posting_text', '"one\ntwo"'],
    ['a CRLF', { posting_text: 'one\r\ntwo' }, 'posting_text', '"one\r\ntwo"'],
    ['plain text', { notes: 'plain' }, 'notes', 'plain'],
  ])('quotes a cell holding %s', (_, overrides, field, cell) => {
    expect(jobsToCsv([job(overrides)]).slice(1)).toBe(`${HEADER_LINE}\r\n${rowWith(field, cell)}\r\n`);
  });

  it.each<[Partial<Job>, JobCsvField, string]>([
    [{ stage: 'wishlist' }, 'stage', 'Wish List'],
    [{ stage: 'maybe' }, 'stage', 'Maybe'],
    [{ stage: 'submitted' }, 'stage', 'Submitted'],
    [{ stage: 'interviewed' }, 'stage', 'Interviewed'],
    [{ stage: 'archived', outcome: 'offer_accepted' }, 'outcome', 'Offer accepted'],
    [{ outcome: 'no_response' }, 'outcome', 'No response'],
    [{ employment_type: 'full_time' }, 'employment_type', 'Full-time'],
    [{ employment_type: 'internship' }, 'employment_type', 'Internship'],
    [{ remote: 'onsite' }, 'remote', 'On-site'],
    [{ remote: 'hybrid' }, 'remote', 'Hybrid'],
    [{ applied_on: '2026-01-05' }, 'applied_on', '2026-01-05'],
    [{ follow_up_on: '2026-02-28' }, 'follow_up_on', '2026-02-28'],
    [{ created_at: '2025-12-31T23:59:59.000Z' }, 'created_at', '2025-12-31T23:59:59.000Z'],
    [{ outcome: null, employment_type: '', remote: '', applied_on: null }, 'outcome', ''],
  ])('writes %j as the cell %s = %j', (overrides, field, cell) => {
    const cells = exportedRow(overrides)?.split(',') ?? [];
    expect(cells[JOB_CSV_FIELDS.indexOf(field)]).toBe(cell);
  });

  it('leaves null and blank values as empty cells', () => {
    expect(exportedRow({})).toBe('Engineer,Acme,,,,,,,Wish List,,,,,,,' + CREATED);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-5', "'-5"],
    ['- bullet', "'- bullet"],
    ['@home', "'@home"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ["'=x", "''=x"],
    ["''+x", "'''+x"],
    ["'abc", "'abc"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('escapes a formula-looking cell: %j → %j', (value, cell) => {
    expect(exportedRow({ notes: value })).toBe(rowWith('notes', cell));
  });
});

describe('export → import round trip', () => {
  const jobs: Job[] = [
    job({
      title: 'Développeuse "senior", backend',
      company: 'Zürich Versicherung',
      location: 'Zürich, CH',
      url: 'https://example.com/jobs/1?ref=a,b',
      salary: '-5',
      employment_type: 'full_time',
      remote: 'hybrid',
      source: 'LinkedIn',
      stage: 'wishlist',
      applied_on: null,
      follow_up_on: null,
      notes: '=SUM(A1)',
      posting_text: '  Leading spaces\r\nCRLF line\nLF line\n\ttabbed\n  trailing  ',
      created_at: '2026-01-02T03:04:05.678Z',
    }),
    job({
      title: '東京のエンジニア 🚀',
      company: '株式会社テスト',
      location: '東京',
      employment_type: 'part_time',
      remote: 'remote',
      stage: 'maybe',
      follow_up_on: '2026-03-01',
      follow_up_note: "'=x",
      notes: '- bullet\n- another',
      posting_text: '@home',
    }),
    job({
      title: "'abc",
      company: '@Company',
      employment_type: 'contract',
      remote: 'onsite',
      stage: 'submitted',
      applied_on: '2026-01-05',
      posting_text: '\tx',
    }),
    job({ employment_type: 'internship', stage: 'interviewed', salary: '+1 555', notes: 'a "quoted" note' }),
    job({ employment_type: 'temporary', stage: 'archived', outcome: 'offer_accepted', source: 'Referral' }),
    job({ stage: 'archived', outcome: 'offer_declined', posting_text: '"' }),
    job({ stage: 'archived', outcome: 'rejected', posting_text: '' }),
    job({ stage: 'archived', outcome: 'withdrawn', posting_text: ' ' }),
    job({ stage: 'archived', outcome: 'no_response', created_at: '2024-02-29T00:00:00.000Z', notes: 'x,y;z|w' }),
  ];
  const fields = [
    'title',
    'company',
    'location',
    'url',
    'salary',
    'employment_type',
    'remote',
    'source',
    'stage',
    'outcome',
    'applied_on',
    'follow_up_on',
    'follow_up_note',
    'notes',
    'posting_text',
  ] as const;

  it('gives back every field of every job, with no errors', () => {
    const csv = readOk(jobsToCsv(jobs));
    expect(csv.rowErrors).toEqual([]);
    const mapping = suggestMapping(csv.headers);
    expect(mappingProblems(mapping, csv.headers)).toEqual([]);
    expect(suggestDateFormat(csv, mapping)).toBe('iso');
    const mapped = mapCsvRows(csv, mapping, 'iso');
    expect(mapped.errors).toEqual([]);
    expect(mapped.rows.map(({ row }) => row)).toEqual(jobs.map((_, index) => index + 2));
    mapped.rows.forEach(({ job: imported, created_at }, index) => {
      const original = jobs[index]!;
      for (const field of fields) expect(imported[field], `${field} of job ${index}`).toBe(original[field]);
      expect(created_at).toBe(original.created_at);
    });
  });
});

describe('readCsv', () => {
  const saveAs = 'In Excel or LibreOffice, choose Save As → CSV (UTF-8) and import that file.';
  it.each([
    ['empty text', '', 'The file is empty.'],
    ['only whitespace', ' \r\n\t\n ', 'The file is empty.'],
    ['only a BOM', '\uFEFF', 'The file is empty.'],
    ['an xlsx (zip) file', 'PK\u0003\u0004\u0014\u0000\u0006\u0000', `This is not a CSV file. ${saveAs}`],
    ['a PDF', '%PDF-1.7\n%âãÏÓ\n1 0 obj', `This is not a CSV file. ${saveAs}`],
    ['text with NUL', 'Title,Company\nA\u0000,B\n', `This is not a CSV file. ${saveAs}`],
    ['a header only', 'Title,Company\r\n', 'The file has a header row but no jobs under it.'],
    ['a header and blank rows', 'Title,Company\r\n\r\n , \r\n', 'The file has a header row but no jobs under it.'],
    [
      'prose without delimiters',
      'hello world\nthis is text\nmore text',
      `HireStride cannot find columns in this file (a CSV file separates them with commas, semicolons or tabs). ${saveAs}`,
    ],
    [
      'prose with commas',
      'Dear team, thanks for the call.\nI enjoyed it, really, and hope to hear back.\nBest, Ann\nP.S. one, two, three',
      'The rows of this file do not line up in columns; it may not be a CSV file.',
    ],
    [
      'a header quote never closed',
      '"Title,Company\nA,B\n',
      'The header row has a quote that is never closed, so the file cannot be read. Fix the first row and try again.',
    ],
  ])('refuses %s', (_, text, error) => {
    expect(readError(text)).toBe(error);
  });

  const manyRows = (count: number) => `Title,Company\r\n${'Dev,Acme\r\n'.repeat(count)}`;
  it.each([
    [2_000, null],
    [2_001, 'This file has 2,001 rows; HireStride imports up to 2,000 at a time. Split it into smaller files.'],
    [10_000, 'This file has 10,000 rows; HireStride imports up to 2,000 at a time. Split it into smaller files.'],
  ])('takes up to 2,000 rows: %i', (count, error) => {
    expect(readError(manyRows(count))).toBe(error);
  });

  it('does not count blank rows against the limit', () => {
    expect(readOk(`${manyRows(2_000)}\r\n\r\n,\r\n`).rows).toHaveLength(2_000);
  });

  it.each([
    ['comma', 'Title,Company,Notes\r\nDev,Acme,"a; b"\r\n'],
    ['semicolon', 'Title;Company;Notes\r\nDev;Acme;"a; b"\r\n'],
    ['semicolon, two columns', 'Title;Company\r\nDev;Acme\r\n'],
    ['tab', 'Title\tCompany\tNotes\nDev\tAcme\ta; b\n'],
    ['pipe', 'Title|Company|Notes\nDev|Acme|a; b'],
  ])('detects the %s delimiter', (_, text) => {
    const csv = readOk(text);
    const columns = csv.headers.length;
    expect(csv.headers).toEqual(['Title', 'Company', 'Notes'].slice(0, columns));
    expect(csv.rows).toEqual([{ row: 2, cells: ['Dev', 'Acme', 'a; b'].slice(0, columns) }]);
  });

  it.each([
    ['one BOM', '\uFEFFTitle,Company\nDev,Acme'],
    ['two BOMs', '\uFEFF\uFEFFTitle,Company\nDev,Acme'],
  ])('never keeps a BOM in the first header (%s)', (_, text) => {
    expect(readOk(text).headers).toEqual(['Title', 'Company']);
  });

  it.each([
    ['Notes,,Notes, Title ,Notes,', ['Notes', 'Column 2', 'Notes (2)', 'Title', 'Notes (3)', 'Column 6']],
    ['A,A,A (2)', ['A', 'A (2)', 'A (2) (2)']],
  ])('makes headers unique and non-blank: %j', (header, headers) => {
    const cells = headers.map((_, index) => String(index));
    expect(readOk(`${header}\n${cells.join(',')}\n`).headers).toEqual(headers);
  });

  it('skips blank rows but keeps spreadsheet row numbers', () => {
    const csv = readOk('Title,Company\r\n\r\nA,B\r\n,\r\n  ,  \r\nC,D\r\n\r\n');
    expect(csv.rows).toEqual([
      { row: 3, cells: ['A', 'B'] },
      { row: 6, cells: ['C', 'D'] },
    ]);
  });

  it('counts a quoted multi-line cell as one row', () => {
    const csv = readOk('Title,Company,Notes\nA,B,"one\r\ntwo\nthree"\nC,D,x\n');
    expect(csv.rows).toEqual([
      { row: 2, cells: ['A', 'B', 'one\r\ntwo\nthree'] },
      { row: 3, cells: ['C', 'D', 'x'] },
    ]);
  });

  it('keeps cells exactly, spaces and formula apostrophes included', () => {
    expect(readOk('Title,Notes\n" A ",\'=x\n').rows[0]?.cells).toEqual([' A ', "'=x"]);
  });

  it('reports rows with the wrong number of cells or a bad quote', () => {
    const csv = readOk('Title,Company\nA,B\nC,D,E\nF\nG,H\nI,"J\nK,L\n');
    expect(csv.rows).toEqual([
      { row: 2, cells: ['A', 'B'] },
      { row: 5, cells: ['G', 'H'] },
    ]);
    expect(csv.rowErrors).toEqual([
      { row: 3, reason: 'Row 3 has 3 cells; the header has 2.' },
      { row: 4, reason: 'Row 4 has 1 cell; the header has 2.' },
      { row: 6, reason: 'Row 6 has a quote that is never closed.' },
    ]);
  });

  it('reports a quote in the wrong place', () => {
    // Papa reads on to the next closing quote, so row 3 becomes part of row 2: one error, no rows.
    expect(readOk('Title,Company\n"A"x,B\n"C",D\n').rowErrors).toEqual([
      {
        row: 2,
        reason: 'Row 2 has a quote in the wrong place (a quoted cell ends right after its closing quote).',
      },
    ]);
  });

  it.each([
    ['on the rows', 'Title,Company\nA,B,\nC,D,,\n'],
    ['on the header', 'Title,Company,\nA,B\nC,D,\n'],
  ])('tolerates trailing delimiters %s', (_, text) => {
    const csv = readOk(text);
    expect(csv.headers).toEqual(['Title', 'Company']);
    expect(csv.rows.map(({ cells }) => cells)).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(csv.rowErrors).toEqual([]);
  });

  it('keeps a blank-headed last column that holds data', () => {
    const csv = readOk('Title,Company,\nA,B,note\n');
    expect(csv.headers).toEqual(['Title', 'Company', 'Column 3']);
    expect(csv.rows[0]?.cells).toEqual(['A', 'B', 'note']);
  });

  it('reads a one-column file whose header we know', () => {
    expect(readOk('Title\nDev\nQA\n').rows.map(({ cells }) => cells)).toEqual([['Dev'], ['QA']]);
  });
});

describe('suggestMapping', () => {
  const ours = Object.fromEntries(JOB_CSV_COLUMNS.map(({ field, header }) => [field, header]));
  it.each<[string, string[], JobCsvMapping]>([
    ['our export', JOB_CSV_COLUMNS.map(({ header }) => header), ours],
    [
      'our fields, spelt differently',
      ['TITLE', 'company', 'posting_url', 'employment-type', 'Follow up on', 'follow_up_note', 'SAVED ON'],
      {
        title: 'TITLE',
        company: 'company',
        url: 'posting_url',
        employment_type: 'employment-type',
        follow_up_on: 'Follow up on',
        follow_up_note: 'follow_up_note',
        created_at: 'SAVED ON',
      },
    ],
    [
      'a Huntr/Teal-like export',
      [
        'Job Title',
        'Company Name',
        'Job URL',
        'Location',
        'Salary Range',
        'Job Type',
        'Workplace Type',
        'Status',
        'Date Applied',
        'Follow Up Date',
        'Job Description',
        'Notes',
        'Date Added',
        'Excitement',
      ],
      {
        title: 'Job Title',
        company: 'Company Name',
        url: 'Job URL',
        location: 'Location',
        salary: 'Salary Range',
        employment_type: 'Job Type',
        remote: 'Workplace Type',
        stage: 'Status',
        applied_on: 'Date Applied',
        follow_up_on: 'Follow Up Date',
        posting_text: 'Job Description',
        notes: 'Notes',
        created_at: 'Date Added',
      },
    ],
    [
      'a LinkedIn-like export',
      ['Application Date', 'Contact Email', 'Company Name', 'Job Title', 'Job Url'],
      { applied_on: 'Application Date', company: 'Company Name', title: 'Job Title', url: 'Job Url' },
    ],
    [
      'a hand-made sheet',
      [
        'Position',
        'Employer',
        'City',
        'Link',
        'Pay',
        'Type',
        'Remote/Onsite',
        'Where found',
        'Application Status',
        'Result',
        'Applied',
        'Follow-up',
        'Follow-up note',
        'Comments',
        'Description',
        'Created',
      ],
      {
        title: 'Position',
        company: 'Employer',
        location: 'City',
        url: 'Link',
        salary: 'Pay',
        employment_type: 'Type',
        remote: 'Remote/Onsite',
        source: 'Where found',
        stage: 'Application Status',
        outcome: 'Result',
        applied_on: 'Applied',
        follow_up_on: 'Follow-up',
        follow_up_note: 'Follow-up note',
        notes: 'Comments',
        posting_text: 'Description',
        created_at: 'Created',
      },
    ],
    [
      'other common names',
      ['Role', 'Organisation', 'Compensation', 'Work Mode', 'Found on', 'Outcome', 'Created at'],
      {
        title: 'Role',
        company: 'Organisation',
        salary: 'Compensation',
        remote: 'Work Mode',
        source: 'Found on',
        outcome: 'Outcome',
        created_at: 'Created at',
      },
    ],
    ['the best name first', ['Type', 'Job Type', 'Job', 'Title'], { employment_type: 'Job Type', title: 'Title' }],
    ['the first of equals', ['Notes', 'Notes (2)', 'Comments'], { notes: 'Notes' }],
    ['nothing known', ['Foo', 'Bar', 'Column 3'], {}],
  ])('maps %s', (_, headers, mapping) => {
    expect(suggestMapping(headers)).toEqual(mapping);
  });
});

describe('suggestDateFormat', () => {
  const mapping: JobCsvMapping = { applied_on: 'Applied on', created_at: 'Saved on' };
  it.each<[string, Array<[string, string]>, DateFormat]>([
    ['no dates in the mapped columns', [['', '']], 'iso'],
    ['ISO dates and times', [['2026-01-05', '2026-01-05T10:00:00Z']], 'iso'],
    [
      'a day above 12',
      [
        ['01/02/2026', ''],
        ['31/12/2026', ''],
      ],
      'dmy',
    ],
    ['a day above 12 in another date column', [['01/02/2026', '25.12.2026']], 'dmy'],
    [
      'a second part above 12',
      [
        ['12/31/2026', ''],
        ['01/02/2026', ''],
      ],
      'mdy',
    ],
    ['only ambiguous dates', [['01/02/2026', '03-04-2026']], 'iso'],
    ['contradicting dates', [['31/12/2026', '12/31/2026']], 'iso'],
  ])('%s → %s', (_, rows, format) => {
    const csv = csvOf(
      ['Applied on', 'Saved on', 'Other'],
      rows.map((cells) => [...cells, '12/31/2026']),
    );
    expect(suggestDateFormat(csv, mapping)).toBe(format);
  });
});

describe('mapCsvRows', () => {
  const reasonsOf = (result: ReturnType<typeof mapCsvRows>) => result.errors.flatMap(({ reasons }) => reasons);
  const only = (result: ReturnType<typeof mapCsvRows>) => {
    expect(result.errors).toEqual([]);
    return result.rows[0]!;
  };

  it.each<[string, string, string | null, string | null]>([
    ['2026-01-05', 'iso', '2026-01-05', null],
    ['2026-01-05T10:00:00Z', 'iso', '2026-01-05', null],
    ['2026-01-05 10:00', 'dmy', '2026-01-05', null],
    [' 2026-01-05 ', 'mdy', '2026-01-05', null],
    ['5/1/2026', 'dmy', '2026-01-05', null],
    ['05.01.2026', 'dmy', '2026-01-05', null],
    ['05-01-2026', 'dmy', '2026-01-05', null],
    ['1/5/2026', 'mdy', '2026-01-05', null],
    ['12/31/2026', 'mdy', '2026-12-31', null],
    ['29/02/2024', 'dmy', '2024-02-29', null],
    ['', 'iso', null, null],
    ['31/02/2026', 'dmy', null, 'Applied on: "31/02/2026" is not a date (use YYYY-MM-DD).'],
    ['31/12/2026', 'mdy', null, 'Applied on: "31/12/2026" is not a date (use YYYY-MM-DD).'],
    ['05/01/2026', 'iso', null, 'Applied on: "05/01/2026" is not a date (use YYYY-MM-DD).'],
    ['2026-02-30', 'dmy', null, 'Applied on: "2026-02-30" is not a date (use YYYY-MM-DD).'],
    ['2026-01-05T25:00', 'iso', null, 'Applied on: "2026-01-05T25:00" is not a date (use YYYY-MM-DD).'],
    ['05/01/026', 'dmy', null, 'Applied on: "05/01/026" is not a date (use YYYY-MM-DD).'],
    ['tomorrow', 'iso', null, 'Applied on: "tomorrow" is not a date (use YYYY-MM-DD).'],
    ['0000-01-01', 'iso', null, 'Applied on: "0000-01-01" is not between 1900 and 2100.'],
    ['01/01/0000', 'dmy', null, 'Applied on: "01/01/0000" is not between 1900 and 2100.'],
    ['2202-03-04', 'iso', null, 'Applied on: "2202-03-04" is not between 1900 and 2100.'],
    ['1900-01-01', 'iso', '1900-01-01', null],
    ['2100-12-31', 'iso', '2100-12-31', null],
    ['5/1/26', 'dmy', null, 'Applied on: "5/1/26" has a two-digit year (write the year in full, or use YYYY-MM-DD).'],
  ])('reads the date %j as %s', (cell, format, date, reason) => {
    const result = mapOne({ 'Applied on': cell }, format as DateFormat);
    if (reason) expect(reasonsOf(result)).toEqual([reason]);
    else expect(only(result).job.applied_on).toBe(date);
  });

  it.each<[string, DateFormat, string | null]>([
    ['2026-01-05T10:00:00Z', 'iso', '2026-01-05T10:00:00.000Z'],
    ['2026-01-05T10:00:00.123456Z', 'iso', '2026-01-05T10:00:00.123Z'],
    ['2026-01-05T10:00:00+02:00', 'iso', '2026-01-05T08:00:00.000Z'],
    ['2026-01-05T10:00:00-0130', 'iso', '2026-01-05T11:30:00.000Z'],
    ['2026-01-05 10:00', 'iso', '2026-01-05T10:00:00.000Z'],
    ['2026-01-05', 'iso', '2026-01-05T00:00:00.000Z'],
    ['05/01/2026', 'dmy', '2026-01-05T00:00:00.000Z'],
    ['01/05/2026', 'mdy', '2026-01-05T00:00:00.000Z'],
    ['', 'iso', null],
  ])('reads the saved-on time %j (%s)', (cell, format, createdAt) => {
    expect(only(mapOne({ 'Saved on': cell }, format)).created_at).toBe(createdAt);
  });

  it('refuses a saved-on time that is not a date', () => {
    expect(reasonsOf(mapOne({ 'Date Added': 'yesterday' }))).toEqual([
      'Date Added: "yesterday" is not a date (use YYYY-MM-DD).',
    ]);
  });

  const stageError = (cell: string) =>
    `Stage: "${cell}" is not a stage (use Wish List, Maybe, Submitted, Interviewed or Archives).`;
  it.each<[string, string, string, string | null, string?]>([
    ['', '', 'wishlist', null],
    ['wishlist', '', 'wishlist', null],
    ['Wish List', '', 'wishlist', null],
    ['WISHLIST', '', 'wishlist', null],
    ['wish_list', '', 'wishlist', null],
    ['Bookmarked', '', 'wishlist', null],
    ['Saved', '', 'wishlist', null],
    ['Interested', '', 'wishlist', null],
    ['maybe', '', 'maybe', null],
    ['Applying', '', 'maybe', null],
    ['Considering', '', 'maybe', null],
    ['submitted', '', 'submitted', null],
    ['Applied', '', 'submitted', null],
    ['Interviewed', '', 'interviewed', null],
    ['Interviewing', '', 'interviewed', null],
    ['Interview', '', 'interviewed', null],
    ['Offer', '', 'interviewed', null],
    ['Negotiating', '', 'interviewed', null],
    ['Archives', 'Rejected', 'archived', 'rejected'],
    ['archived', 'offer_accepted', 'archived', 'offer_accepted'],
    ['Archive', 'withdrawn', 'archived', 'withdrawn'],
    ['Archives', 'OFFER DECLINED', 'archived', 'offer_declined'],
    ['Archives', 'No response', 'archived', 'no_response'],
    ['Rejected', '', 'archived', 'rejected'],
    ['Accepted', '', 'archived', 'offer_accepted'],
    ['Hired', '', 'archived', 'offer_accepted'],
    ['Declined', '', 'archived', 'offer_declined'],
    ['Withdrawn', '', 'archived', 'withdrawn'],
    ['Withdrew', '', 'archived', 'withdrawn'],
    ['Ghosted', '', 'archived', 'no_response'],
    ['No response', '', 'archived', 'no_response'],
    ['Rejected', 'Withdrawn', 'archived', 'withdrawn'],
    ['', 'Rejected', 'archived', 'rejected'],
    ['Foo', '', '', null, stageError('Foo')],
    ['Foo', 'Rejected', '', null, stageError('Foo')],
    [
      'Archives',
      'Foo',
      '',
      null,
      'Outcome: "Foo" is not an outcome (use Offer accepted, Offer declined, Rejected, Withdrawn or No response).',
    ],
    ['Archives', '', '', null, 'Outcome: Choose how this application ended: a job in Archives carries an outcome.'],
    ['Submitted', 'Rejected', '', null, 'Outcome: Only a job in Archives has an outcome.'],
  ])('reads stage %j with outcome %j', (stageCell, outcomeCell, stage, outcome, reason) => {
    const result = mapOne({ Stage: stageCell, Outcome: outcomeCell });
    if (reason) {
      expect(reasonsOf(result)).toEqual([reason]);
    } else {
      const { job: imported } = only(result);
      expect([imported.stage, imported.outcome]).toEqual([stage, outcome]);
    }
  });

  it('refuses an archived row without an outcome column', () => {
    expect(reasonsOf(mapOne({ Status: 'Archives' }))).toEqual([
      'Outcome: Choose how this application ended: a job in Archives carries an outcome.',
    ]);
  });

  it('names the column as the file does, and shortens a long value', () => {
    expect(reasonsOf(mapOne({ Status: 'Foo' }))).toEqual([stageError('Foo').replace('Stage:', 'Status:')]);
    const long = 'x'.repeat(100);
    expect(reasonsOf(mapOne({ Stage: long }))).toEqual([stageError(`${'x'.repeat(57)}…`)]);
  });

  it.each<[string, string, string?]>([
    ['Full-time', 'full_time'],
    ['full_time', 'full_time'],
    ['Full time', 'full_time'],
    ['Fulltime', 'full_time'],
    ['FT', 'full_time'],
    ['Part-time', 'part_time'],
    ['Part time', 'part_time'],
    ['PT', 'part_time'],
    ['Contract', 'contract'],
    ['Contractor', 'contract'],
    ['Freelance', 'contract'],
    ['Internship', 'internship'],
    ['Intern', 'internship'],
    ['Temporary', 'temporary'],
    ['Temp', 'temporary'],
    ['', ''],
    [
      'Gig',
      '',
      'Employment type: "Gig" is not an employment type (use Full-time, Part-time, Contract, Internship or Temporary).',
    ],
  ])('reads the employment type %j', (cell, value, reason) => {
    const result = mapOne({ 'Employment type': cell });
    if (reason) expect(reasonsOf(result)).toEqual([reason]);
    else expect(only(result).job.employment_type).toBe(value);
  });

  it.each<[string, string, string?]>([
    ['On-site', 'onsite'],
    ['onsite', 'onsite'],
    ['On site', 'onsite'],
    ['In office', 'onsite'],
    ['Office', 'onsite'],
    ['No', 'onsite'],
    ['false', 'onsite'],
    ['Remote', 'remote'],
    ['WFH', 'remote'],
    ['Fully remote', 'remote'],
    ['Yes', 'remote'],
    ['TRUE', 'remote'],
    ['Hybrid', 'hybrid'],
    ['', ''],
    ['Mars', '', 'Remote: "Mars" is not a work mode (use On-site, Hybrid or Remote).'],
  ])('reads the work mode %j', (cell, value, reason) => {
    const result = mapOne({ Remote: cell });
    if (reason) expect(reasonsOf(result)).toEqual([reason]);
    else expect(only(result).job.remote).toBe(value);
  });

  it.each([
    ['=SUM(A1)', '=SUM(A1)'],
    ["'=SUM(A1)", '=SUM(A1)'],
    ["''=x", "'=x"],
    ["'-5", '-5'],
    ["'abc", "'abc"],
  ])('removes the formula escape from %j', (cell, notes) => {
    expect(only(mapOne({ Notes: cell })).job.notes).toBe(notes);
  });

  it.each<[string, string, Record<string, string>, string[]]>([
    ['a blank title', ' ', {}, ['Title: This field may not be blank.']],
    ['a title of 201 characters', 'x'.repeat(201), {}, ['Title: Ensure this field has no more than 200 characters.']],
    ['a bad URL', 'Engineer', { 'Posting URL': 'not a url' }, ['Posting URL: Enter a valid URL.']],
    [
      'several problems, in column order',
      '',
      { Stage: 'Foo', Link: 'ftp://example.com', Remote: 'Mars' },
      [
        'Title: This field may not be blank.',
        'Link: Enter a valid URL.',
        'Remote: "Mars" is not a work mode (use On-site, Hybrid or Remote).',
        stageError('Foo'),
      ],
    ],
  ])('refuses %s', (_, title, extra, reasons) => {
    expect(mapOne(extra, 'iso', title).errors).toEqual([{ row: 2, reasons }]);
  });

  it('takes a title of 200 characters, trims text but not the posting text', () => {
    const { job: imported } = only(
      mapOne(
        { Location: '  Paris ', 'Posting text': '  as pasted \n', URL: 'www.example.com/job' },
        'iso',
        'x'.repeat(200),
      ),
    );
    expect(imported.title).toHaveLength(200);
    expect(imported.location).toBe('Paris');
    expect(imported.posting_text).toBe('  as pasted \n');
    expect(imported.url).toBe('https://www.example.com/job');
  });

  it('leaves unmapped fields at their defaults', () => {
    const csv = csvOf(['Title', 'Company', 'Notes', 'Stage'], [['Dev', 'Acme', 'ignored', 'Archives']]);
    const { rows, errors } = mapCsvRows(csv, { title: 'Title', company: 'Company', notes: null }, 'iso');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        created_at: null,
        job: {
          title: 'Dev',
          company: 'Acme',
          location: '',
          url: '',
          salary: '',
          employment_type: '',
          remote: '',
          source: '',
          posting_text: '',
          applied_on: null,
          follow_up_on: null,
          follow_up_note: '',
          notes: '',
          resume_version: null,
          cover_letter: null,
          stage: 'wishlist',
          outcome: null,
        },
      },
    ]);
  });

  it('carries row errors over and sorts everything by row', () => {
    const csv: ParsedCsv = {
      headers: ['Title', 'Company'],
      rows: [
        { row: 5, cells: ['', 'Acme'] },
        { row: 4, cells: ['Second', 'Acme'] },
        { row: 2, cells: ['First', 'Acme'] },
      ],
      rowErrors: [
        { row: 6, reason: 'Row 6 has a quote that is never closed.' },
        { row: 3, reason: 'Row 3 has 3 cells; the header has 2.' },
      ],
    };
    const { rows, errors } = mapCsvRows(csv, suggestMapping(csv.headers), 'iso');
    expect(rows.map(({ row, job: imported }) => [row, imported.title])).toEqual([
      [2, 'First'],
      [4, 'Second'],
    ]);
    expect(errors).toEqual([
      { row: 3, reasons: ['Row 3 has 3 cells; the header has 2.'] },
      { row: 5, reasons: ['Title: This field may not be blank.'] },
      { row: 6, reasons: ['Row 6 has a quote that is never closed.'] },
    ]);
  });
});

describe('mappingProblems', () => {
  const headers = ['Title', 'Company', 'Notes', 'Description'];
  it.each<[string, JobCsvMapping, string[]]>([
    ['a complete mapping', { title: 'Title', company: 'Company', notes: 'Notes', posting_text: null }, []],
    ['nothing mapped', {}, ['Choose the column that holds the Title.', 'Choose the column that holds the Company.']],
    ['a blank company', { title: 'Title', company: '' }, ['Choose the column that holds the Company.']],
    ['a column not in the file', { title: 'Title', company: 'Employer' }, ['There is no column called "Employer".']],
    [
      'one column for two fields',
      { title: 'Title', company: 'Company', notes: 'Notes', posting_text: 'Notes' },
      ['"Notes" is chosen for both Notes and Posting text.'],
    ],
    [
      'one column for three fields',
      { title: 'Title', company: 'Company', source: 'Notes', notes: 'Notes', posting_text: 'Notes' },
      ['"Notes" is chosen for Source, Notes and Posting text.'],
    ],
    [
      'title and company from one column',
      { title: 'Company', company: 'Company' },
      ['"Company" is chosen for both Title and Company.'],
    ],
  ])('%s', (_, mapping, problems) => {
    expect(mappingProblems(mapping, headers)).toEqual(problems);
  });
});
