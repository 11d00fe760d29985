import { describe, expect, it } from 'vitest';
import { daysBetween, daysInStage, followUpLabel, relativeTime, shortDate } from './job-format';

describe('tracker formatting', () => {
  it('counts calendar days between dates', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it.each([
    ['2026-11-23T08:00:00Z', 'Today in Maybe'],
    ['2026-11-22T09:00:00Z', '1 day in Maybe'],
    ['2026-11-11T12:00:00Z', '12 days in Maybe'],
    // A clock a little ahead of the server never shows a negative count.
    ['2026-11-23T12:00:05Z', 'Today in Maybe'],
  ])('a job that entered Maybe at %s shows "%s"', (changedAt, expected) => {
    expect(daysInStage(changedAt, 'maybe', new Date('2026-11-23T12:00:00Z'))).toBe(expected);
  });

  it.each([
    ['2026-11-20', `Follow-up overdue (${shortDate('2026-11-20', { year: false })})`, true],
    ['2026-11-23', 'Follow up today', false],
    ['2026-11-24', 'Follow up tomorrow', false],
    ['2026-12-02', `Follow up ${shortDate('2026-12-02', { year: false })}`, false],
  ])('a follow-up on %s reads "%s"', (date, text, overdue) => {
    expect(followUpLabel(date, '2026-11-23')).toEqual({ text, overdue });
  });

  it('writes no date for none or a broken one', () => {
    expect(shortDate(null)).toBe('');
    expect(shortDate('not a date')).toBe('');
    expect(shortDate('2026-11-23')).toMatch(/2026/);
  });

  it.each([
    ['2026-11-23T11:59:30Z', 'just now'],
    ['2026-11-23T11:55:00Z', '5 minutes ago'],
    ['2026-11-23T09:00:00Z', '3 hours ago'],
    ['2026-11-22T12:00:00Z', 'yesterday'],
    ['2026-11-02T12:00:00Z', '3 weeks ago'],
  ])('an event at %s happened "%s" (at noon on 23 Nov)', (at, expected) => {
    expect(relativeTime(at, new Date('2026-11-23T12:00:00Z'))).toBe(expected);
  });
});
