/** Month-and-year dates: the picker's form value ("YYYY-MM", possibly half filled) and the API's "YYYY-MM-DD". */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The form value of an end date whose box "I currently work here" is ticked: the API gets null. */
export const PRESENT = 'present';

export interface MonthYear {
  /** "01" to "12", or "" when not chosen. */
  month: string;
  /** Digits as typed (up to four), or "". */
  year: string;
}

const COMPLETE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The picker's parts of a form value: "2024-03" → 2024 and March; "-03" is a month without a year yet. */
export function splitMonthValue(value: string): MonthYear {
  if (value === '' || value === PRESENT) return { month: '', year: '' };
  const dash = value.indexOf('-');
  if (dash < 0) return { month: '', year: value };
  return { year: value.slice(0, dash), month: value.slice(dash + 1, dash + 3) };
}

/** The form value of the picker's parts; "" when both are empty, so an untouched picker is not a change. */
export function joinMonthValue({ month, year }: MonthYear): string {
  const digits = year.replace(/\D/g, '').slice(0, 4);
  return month === '' && digits === '' ? '' : `${digits}-${month}`;
}

/** A stored date as the picker's value: "2024-03-15" → "2024-03"; none → "". */
export function isoToMonthValue(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 7) : '';
}

/**
 * The date the API stores for a form value: the 1st of the month, or the stored date itself when its month and year
 * are unchanged (so a day entered elsewhere, e.g. an import, is not rewritten by an unrelated edit).
 * Empty or PRESENT → null. A half-filled value is returned as typed; `monthValueProblem` catches it before sending.
 */
export function monthValueToIso(value: string, stored?: string | null): string | null {
  if (value === '' || value === PRESENT) return null;
  if (!COMPLETE.test(value)) return value;
  if (stored && stored.slice(0, 7) === value) return stored;
  return `${value}-01`;
}

/** Why a half-filled picker cannot be saved yet, in words for the field; null when it can. */
export function monthValueProblem(value: string): string | null {
  if (value === '' || value === PRESENT || COMPLETE.test(value)) return null;
  const { month, year } = splitMonthValue(value);
  if (year === '') return 'Enter the year as well, e.g. 2021.';
  if (!/^\d{4}$/.test(year)) return 'Enter the year with four digits, e.g. 2021.';
  if (month === '') return 'Choose the month as well.';
  return 'Choose a month and enter a four-digit year.';
}
