import { describe, expect, it } from 'vitest';
import {
  isoToMonthValue,
  joinMonthValue,
  monthValueProblem,
  monthValueToIso,
  PRESENT,
  splitMonthValue,
} from './month-year';

describe('the picker value and its parts', () => {
  it.each([
    ['', { month: '', year: '' }],
    ['2024-03', { month: '03', year: '2024' }],
    ['-11', { month: '11', year: '' }],
    ['20-', { month: '', year: '20' }],
    [PRESENT, { month: '', year: '' }],
  ])('%j splits into %j', (value, parts) => {
    expect(splitMonthValue(value)).toEqual(parts);
  });

  it.each([
    [{ month: '', year: '' }, ''],
    [{ month: '03', year: '2024' }, '2024-03'],
    [{ month: '03', year: '' }, '-03'],
    [{ month: '', year: '1999' }, '1999-'],
    [{ month: '07', year: '20a21x' }, '2021-07'],
    [{ month: '07', year: '202145' }, '2021-07'],
  ])('%j joins into %j', (parts, value) => {
    expect(joinMonthValue(parts)).toBe(value);
    if (value) expect(joinMonthValue(splitMonthValue(value))).toBe(value);
  });
});

describe('to and from the API', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['2024-03-15', '2024-03'],
    ['2019-06-01', '2019-06'],
  ])('stored %j shows as %j', (iso, value) => {
    expect(isoToMonthValue(iso)).toBe(value);
  });

  it.each([
    // value, stored date, sent
    ['', null, null],
    [PRESENT, '2020-01-01', null],
    ['2024-03', null, '2024-03-01'],
    ['2024-03', '2024-03-15', '2024-03-15'],
    ['2024-04', '2024-03-15', '2024-04-01'],
    ['2023-03', '2024-03-15', '2023-03-01'],
    ['-03', null, '-03'],
  ])('%j (stored %j) is sent as %j', (value, stored, sent) => {
    expect(monthValueToIso(value, stored)).toBe(sent);
  });
});

describe('a half-filled picker', () => {
  it.each([
    ['', null],
    [PRESENT, null],
    ['2024-03', null],
    ['-03', 'Enter the year as well, e.g. 2021.'],
    ['202-03', 'Enter the year with four digits, e.g. 2021.'],
    ['2024-', 'Choose the month as well.'],
  ])('%j: %j', (value, problem) => {
    expect(monthValueProblem(value)).toBe(problem);
  });
});
