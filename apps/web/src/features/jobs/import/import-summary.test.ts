import { describe, expect, it } from 'vitest';
import type { JobImportResult } from '@hirestride/shared/job-requests';
import { countSentence, importButtonLabel, importedMessage, skipInvalidLabel } from './import-summary';

const errors = (count: number) => Array.from({ length: count }, (_, index) => ({ row: index + 2, reasons: ['x'] }));
const duplicates = (saved: number, repeats: number): JobImportResult['duplicates'] => [
  ...Array.from({ length: saved }, (_, index) => ({
    row: index + 2,
    title: 'T',
    company: 'C',
    existing_id: index + 1,
  })),
  ...Array.from({ length: repeats }, (_, index) => ({ row: index + 50, title: 'T', company: 'C', existing_id: null })),
];

describe('countSentence', () => {
  const skipping = { skipDuplicates: true, skipInvalid: true };
  it.each([
    {
      name: 'the brief example',
      importable: 48,
      bad: 2,
      saved: 1,
      repeats: 0,
      options: skipping,
      sentence: '48 jobs will be imported · 2 rows cannot be read · 1 is already saved',
    },
    {
      name: 'one job, nothing else',
      importable: 1,
      bad: 0,
      saved: 0,
      repeats: 0,
      options: skipping,
      sentence: '1 job will be imported',
    },
    {
      name: 'thousands',
      importable: 2000,
      bad: 0,
      saved: 0,
      repeats: 0,
      options: skipping,
      sentence: '2,000 jobs will be imported',
    },
    {
      name: 'nothing',
      importable: 0,
      bad: 1,
      saved: 0,
      repeats: 0,
      options: skipping,
      sentence: 'No jobs will be imported · 1 row cannot be read',
    },
    {
      name: 'unreadable rows stop the import',
      importable: 3,
      bad: 1,
      saved: 0,
      repeats: 0,
      options: { skipDuplicates: true, skipInvalid: false },
      sentence: '3 jobs can be imported · 1 row cannot be read',
    },
    {
      name: 'no unreadable rows, skip off',
      importable: 3,
      bad: 0,
      saved: 0,
      repeats: 0,
      options: { skipDuplicates: true, skipInvalid: false },
      sentence: '3 jobs will be imported',
    },
    {
      name: 'several saved, repeats',
      importable: 5,
      bad: 0,
      saved: 3,
      repeats: 2,
      options: skipping,
      sentence: '5 jobs will be imported · 3 are already saved · 2 repeat earlier rows',
    },
    {
      name: 'one repeat',
      importable: 5,
      bad: 0,
      saved: 0,
      repeats: 1,
      options: skipping,
      sentence: '5 jobs will be imported · 1 repeats an earlier row',
    },
    {
      name: 'duplicates kept',
      importable: 6,
      bad: 0,
      saved: 1,
      repeats: 1,
      options: { skipDuplicates: false, skipInvalid: true },
      sentence:
        '6 jobs will be imported · 1 is already saved (imported anyway) · 1 repeats an earlier row (imported anyway)',
    },
  ])('$name', ({ importable, bad, saved, repeats, options, sentence }) => {
    expect(countSentence({ importable, errors: errors(bad), duplicates: duplicates(saved, repeats) }, options)).toBe(
      sentence,
    );
  });
});

describe('labels', () => {
  it.each([
    {
      count: 0,
      button: 'Nothing to import',
      toast: 'No jobs were imported.',
      skip: 'Import the other rows and leave out the 0 rows that cannot be read',
    },
    {
      count: 1,
      button: 'Import 1 job',
      toast: 'Imported 1 job.',
      skip: 'Import the other rows and leave out the 1 row that cannot be read',
    },
    {
      count: 48,
      button: 'Import 48 jobs',
      toast: 'Imported 48 jobs.',
      skip: 'Import the other rows and leave out the 48 rows that cannot be read',
    },
    {
      count: 1500,
      button: 'Import 1,500 jobs',
      toast: 'Imported 1,500 jobs.',
      skip: 'Import the other rows and leave out the 1,500 rows that cannot be read',
    },
  ])('$count', ({ count, button, toast, skip }) => {
    expect(importButtonLabel(count)).toBe(button);
    expect(importedMessage(count)).toBe(toast);
    expect(skipInvalidLabel(count)).toBe(skip);
  });
});
