/** What a refused or failed check or import tells the user: the sentence, and the rows or column choices it names. */
import type { JobImportResult } from '@hirestride/shared/job-requests';
import { JOB_IMPORT_MAX_BYTES } from '@hirestride/shared/jobs-csv-columns';
import { ApiError } from '../../../api/client';
import { formatFileSize } from './read-file';

export type RowError = JobImportResult['errors'][number];

export interface ImportFailure {
  message: string;
  /** Rows the server could not read (a real run refused because of them). */
  rows: RowError[];
  /** What is wrong with the column choices, when the server listed more than the message says. */
  problems: string[];
  /** The file itself was refused (not a CSV, empty, too many rows): only another file helps. */
  fileRefused: boolean;
  /** Nothing reached the server: the same request may work later. */
  offline: boolean;
}

export type Attempt = 'check' | 'import';

export const failureMessages = {
  offline: {
    check: 'HireStride could not be reached to check the file. Check your connection and try again.',
    // Not "nothing was imported": the answer may be what got lost. Importing again is safe, as jobs saved meanwhile
    // come back as already saved.
    import: 'HireStride could not be reached. Your choices are kept: check your connection and import again.',
  },
  offlineToast: 'HireStride could not be reached.',
  tooLarge: `The file is too large to send. HireStride imports files up to ${formatFileSize(JOB_IMPORT_MAX_BYTES)}; split it into smaller files.`,
  other: {
    check: 'Something went wrong while checking the file. Please try again.',
    import: 'Something went wrong, so nothing was imported. Please try again.',
  },
};

const isRowError = (value: unknown): value is RowError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RowError).row === 'number' &&
  Array.isArray((value as RowError).reasons) &&
  (value as RowError).reasons.every((reason) => typeof reason === 'string');

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function describeFailure(error: unknown, attempt: Attempt): ImportFailure {
  const failure = { rows: [], problems: [], fileRefused: false, offline: false };
  // fetch rejects with a TypeError when the request never got an answer.
  if (!(error instanceof ApiError)) return { ...failure, message: failureMessages.offline[attempt], offline: true };
  if (error.status === 413) return { ...failure, message: failureMessages.tooLarge, fileRefused: true };
  if (error.status !== 400) return { ...failure, message: error.detail ?? failureMessages.other[attempt] };
  const body = error.body ?? {};
  const csv = strings(body.csv);
  const problems = strings(body.mapping);
  return {
    ...failure,
    message: csv[0] ?? error.detail ?? failureMessages.other[attempt],
    rows: Array.isArray(body.errors) ? body.errors.filter(isRowError) : [],
    // The detail is the first problem already; a list helps only when there are more.
    problems: problems.length > 1 ? problems : [],
    fileRefused: csv.length > 0,
  };
}
