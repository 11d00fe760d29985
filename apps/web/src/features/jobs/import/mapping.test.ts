import { describe, expect, it } from 'vitest';
import { JOB_CSV_COLUMNS } from '@hirestride/shared/jobs-csv-columns';
import { completeMapping, fieldHints, type FullMapping } from './mapping';

const none = completeMapping({});

describe('completeMapping', () => {
  it('names every field, in the columns order, null when not suggested', () => {
    const full = completeMapping({ title: 'Job Title', company: 'Employer', stage: null });
    expect(Object.keys(full)).toEqual(JOB_CSV_COLUMNS.map((column) => column.field));
    expect(full.title).toBe('Job Title');
    expect(full.company).toBe('Employer');
    expect(full.stage).toBeNull();
    expect(full.notes).toBeNull();
  });
});

describe('fieldHints', () => {
  it.each<{ name: string; mapping: FullMapping; hints: ReturnType<typeof fieldHints> }>([
    { name: 'a good mapping', mapping: { ...none, title: 'T', company: 'C', notes: 'N' }, hints: {} },
    {
      name: 'nothing chosen',
      mapping: none,
      hints: {
        title: 'Required: choose the column that holds it.',
        company: 'Required: choose the column that holds it.',
      },
    },
    {
      name: 'one column for two fields',
      mapping: { ...none, title: 'Role', company: 'Role' },
      hints: {
        title: 'This column is also chosen for Company.',
        company: 'This column is also chosen for Title.',
      },
    },
    {
      name: 'one column for three fields',
      mapping: { ...none, title: 'T', company: 'C', notes: 'X', posting_text: 'X', follow_up_note: 'X' },
      hints: {
        follow_up_note: 'This column is also chosen for Notes and Posting text.',
        notes: 'This column is also chosen for Follow-up note and Posting text.',
        posting_text: 'This column is also chosen for Follow-up note and Notes.',
      },
    },
  ])('$name', ({ mapping, hints }) => {
    expect(fieldHints(mapping)).toEqual(hints);
  });
});
