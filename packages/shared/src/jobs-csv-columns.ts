/** The CSV columns of a job and the import's limits: what the import screen needs, without the CSV parser. */

/** One import takes at most this many data rows. */
export const JOB_IMPORT_MAX_ROWS = 2_000;
/** And at most this many bytes of CSV text. */
export const JOB_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** How dates that are not YYYY-MM-DD are read: day first (31/12/2026) or month first (12/31/2026). */
export const DATE_FORMATS = ['iso', 'dmy', 'mdy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The columns of an export, in order; an import can map any of these fields. */
export const JOB_CSV_COLUMNS = [
  { field: 'title', header: 'Title' },
  { field: 'company', header: 'Company' },
  { field: 'location', header: 'Location' },
  { field: 'url', header: 'Posting URL' },
  { field: 'salary', header: 'Salary' },
  { field: 'employment_type', header: 'Employment type' },
  { field: 'remote', header: 'Remote' },
  { field: 'source', header: 'Source' },
  { field: 'stage', header: 'Stage' },
  { field: 'outcome', header: 'Outcome' },
  { field: 'applied_on', header: 'Applied on' },
  { field: 'follow_up_on', header: 'Follow-up on' },
  { field: 'follow_up_note', header: 'Follow-up note' },
  { field: 'notes', header: 'Notes' },
  { field: 'posting_text', header: 'Posting text' },
  { field: 'created_at', header: 'Saved on' },
] as const;
export type JobCsvField = (typeof JOB_CSV_COLUMNS)[number]['field'];
export const JOB_CSV_FIELDS = JOB_CSV_COLUMNS.map((column) => column.field) as unknown as readonly [
  JobCsvField,
  ...JobCsvField[],
];

/** Job field → the header of the file's column that holds it; null or missing: not imported. */
export type JobCsvMapping = Partial<Record<JobCsvField, string | null>>;
