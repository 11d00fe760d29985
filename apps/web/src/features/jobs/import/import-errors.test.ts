import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { describeFailure, failureMessages, type Attempt, type ImportFailure } from './import-errors';

const notCsv = 'This is not a CSV file. In Excel or LibreOffice, choose Save As → CSV (UTF-8) and import that file.';
const blocked = '1 row cannot be imported, so nothing was imported. Fix it in the file, or import the other rows only.';
const reasons = ['Stage: "Banana" is not a stage.'];

const none: Omit<ImportFailure, 'message'> = { rows: [], problems: [], fileRefused: false, offline: false };

describe('describeFailure', () => {
  it.each<{ name: string; error: unknown; attempt: Attempt; failure: ImportFailure }>([
    {
      name: 'no answer while checking',
      error: new TypeError('Failed to fetch'),
      attempt: 'check',
      failure: { ...none, message: failureMessages.offline.check, offline: true },
    },
    {
      name: 'no answer while importing',
      error: new TypeError('Failed to fetch'),
      attempt: 'import',
      failure: { ...none, message: failureMessages.offline.import, offline: true },
    },
    {
      name: 'the file is not a CSV',
      error: new ApiError(400, { detail: notCsv, csv: [notCsv] }),
      attempt: 'check',
      failure: { ...none, message: notCsv, fileRefused: true },
    },
    {
      name: 'unreadable rows stop a real run',
      error: new ApiError(400, { detail: blocked, errors: [{ row: 3, reasons }, { row: 'x' }] }),
      attempt: 'import',
      failure: { ...none, message: blocked, rows: [{ row: 3, reasons }] },
    },
    {
      name: 'one mapping problem: the detail says it',
      error: new ApiError(400, {
        detail: 'Choose the column that holds the Title.',
        mapping: ['Choose the column that holds the Title.'],
      }),
      attempt: 'import',
      failure: { ...none, message: 'Choose the column that holds the Title.' },
    },
    {
      name: 'several mapping problems are listed',
      error: new ApiError(400, { detail: 'A', mapping: ['A', 'B'] }),
      attempt: 'import',
      failure: { ...none, message: 'A', problems: ['A', 'B'] },
    },
    {
      name: 'a body too large',
      error: new ApiError(413, { detail: 'Request body is too large.' }),
      attempt: 'check',
      failure: { ...none, message: failureMessages.tooLarge, fileRefused: true },
    },
    {
      name: 'signed out meanwhile',
      error: new ApiError(401, { detail: 'Authentication credentials were not provided.' }),
      attempt: 'import',
      failure: { ...none, message: 'Authentication credentials were not provided.' },
    },
    {
      name: 'an unreadable server answer',
      error: new ApiError(502, null),
      attempt: 'import',
      failure: { ...none, message: failureMessages.other.import },
    },
  ])('$name', ({ error, attempt, failure }) => {
    expect(describeFailure(error, attempt)).toEqual(failure);
  });
});
