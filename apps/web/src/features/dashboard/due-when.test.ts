import { describe, expect, it } from 'vitest';
import { shortDate } from '../../lib/job-format';
import { dueWhen } from './DueSoon';

const day = (iso: string) => shortDate(iso, { year: false });

describe('when something is due, seen on 2026-11-23', () => {
  it.each([
    [{ date: '2026-11-23', time: '14:30' }, 'Today, 14:30'],
    [{ date: '2026-11-24', time: null }, 'Tomorrow'],
    [{ date: '2026-11-20', time: null }, `Overdue since ${day('2026-11-20')}`],
    [{ date: '2026-12-03', time: '09:00' }, `${day('2026-12-03')}, 09:00`],
  ])('%j reads %s', (item, expected) => {
    expect(dueWhen(item, '2026-11-23')).toBe(expected);
  });
});
