import { describe, expect, it } from 'vitest';
import { formToPayload, itemToForm, type FieldConfig } from './form-fields';

const fields: FieldConfig[] = [
  { name: 'degree', label: 'Degree' },
  { name: 'end_dt', label: 'Graduation', kind: 'month' },
  { name: 'gpa', label: 'GPA', kind: 'decimal' },
  { name: 'issue_dt', label: 'Issued', kind: 'date' },
];

describe('section form conversions', () => {
  it('sends empty dates and GPA as null, a month as its first day, GPA as a decimal', () => {
    expect(formToPayload(fields, { degree: 'BSc', end_dt: '2024-06', gpa: '3.8', issue_dt: '' })).toEqual({
      degree: 'BSc',
      end_dt: '2024-06-01',
      gpa: 3.8,
      issue_dt: null,
    });
    expect(formToPayload(fields, { degree: 'BSc', end_dt: '', gpa: ' ', issue_dt: '2020-01-02' })).toMatchObject({
      end_dt: null,
      gpa: null,
      issue_dt: '2020-01-02',
    });
  });
  it('sends an unparsable GPA as typed, for the server to explain', () => {
    expect(formToPayload(fields, { gpa: '3.8abc' }).gpa).toBe('3.8abc');
  });
  it('shows a stored month as YYYY-MM and nulls as empty', () => {
    expect(itemToForm(fields, { degree: 'BSc', end_dt: '2024-06-01', gpa: '3.80', issue_dt: null })).toEqual({
      degree: 'BSc',
      end_dt: '2024-06',
      gpa: '3.80',
      issue_dt: '',
    });
  });
});

describe('month fields', () => {
  const role: FieldConfig[] = [
    { name: 'start_date', label: 'Start', kind: 'month' },
    { name: 'end_date', label: 'End', kind: 'month', presentLabel: 'I currently work here' },
  ];
  it.each([
    // form values, stored item, payload
    [{ start_date: '2020-01', end_date: 'present' }, null, { start_date: '2020-01-01', end_date: null }],
    [{ start_date: '2020-01', end_date: '' }, null, { start_date: '2020-01-01', end_date: null }],
    [
      { start_date: '2020-01', end_date: '2023-03' },
      { start_date: '2020-01-15', end_date: '2022-03-31' },
      { start_date: '2020-01-15', end_date: '2023-03-01' },
    ],
  ])('%j (stored %j) is sent as %j', (values, stored, payload) => {
    expect(formToPayload(role, values, stored)).toEqual(payload);
  });
  it('shows a role with no end date as ongoing', () => {
    expect(itemToForm(role, { start_date: '2020-01-15', end_date: null })).toEqual({
      start_date: '2020-01',
      end_date: 'present',
    });
  });
});
