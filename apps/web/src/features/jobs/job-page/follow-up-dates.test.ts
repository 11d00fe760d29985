import { describe, expect, it } from 'vitest';
import { addDays } from './follow-up-dates';

describe('addDays', () => {
  it.each([
    ['2026-12-03', 1, '2026-12-04'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-28', 7, '2026-04-04'],
    ['2026-10-24', 14, '2026-11-07'],
    ['2026-12-03', 0, '2026-12-03'],
  ])('%s + %i days → %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });
});
