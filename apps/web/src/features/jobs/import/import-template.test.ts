import { describe, expect, it } from 'vitest';
import { JOB_CSV_COLUMNS } from '@hirestride/shared/jobs-csv-columns';
import { csvCell, templateCsv } from './import-template';

describe('csvCell', () => {
  it.each([
    { text: 'Title', cell: 'Title' },
    { text: 'Follow-up on', cell: 'Follow-up on' },
    { text: 'Salary, gross', cell: '"Salary, gross"' },
    { text: 'The "real" title', cell: '"The ""real"" title"' },
    { text: 'Two\nlines', cell: '"Two\nlines"' },
    { text: ' padded ', cell: '" padded "' },
    { text: '', cell: '' },
  ])('$text → $cell', ({ text, cell }) => {
    expect(csvCell(text)).toBe(cell);
  });
});

describe('templateCsv', () => {
  it('is the export header row: BOM, every column in order, CRLF', () => {
    const text = templateCsv();
    expect(text.startsWith('\uFEFFTitle,Company,Location,Posting URL,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(1, -2).split(',')).toEqual(JOB_CSV_COLUMNS.map((column) => column.header));
  });

  it('quotes headers that need it', () => {
    expect(templateCsv(['A', 'B, C'])).toBe('\uFEFFA,"B, C"\r\n');
  });
});
