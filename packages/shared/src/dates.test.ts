import { describe, expect, it } from 'vitest';
import { dateRange, monthYear } from './dates.js';

describe('dates', () => {
  it('shows short month and year', () => {
    expect(monthYear('2024-01-15')).toBe('Jan 2024');
    expect(monthYear(null)).toBe('');
    expect(monthYear('not a date')).toBe('');
  });
  it('shows a range, ending in Present when open', () => {
    expect(dateRange('2020-01-01', '2023-03-31')).toBe('Jan 2020 – Mar 2023');
    expect(dateRange('2020-01-01', null)).toBe('Jan 2020 – Present');
  });
});
