import { describe, expect, it } from 'vitest';
import { isPast, orderInterviews } from './interview-order';

const TODAY = '2026-12-03';
const entry = (id: number, date: string, time: string | null = null) => ({ id, date, time });

describe('orderInterviews', () => {
  it.each([
    { name: 'nothing', given: [], expected: [] },
    {
      name: 'upcoming soonest first',
      given: [entry(1, '2026-12-20'), entry(2, '2026-12-05'), entry(3, '2026-12-10')],
      expected: [2, 3, 1],
    },
    {
      name: 'past after upcoming, most recent first',
      given: [entry(1, '2026-11-01'), entry(2, '2026-12-04'), entry(3, '2026-11-20')],
      expected: [2, 3, 1],
    },
    { name: 'today counts as upcoming', given: [entry(1, '2026-12-02'), entry(2, TODAY)], expected: [2, 1] },
    {
      name: 'on one day, by time, untimed last',
      given: [entry(1, TODAY), entry(2, TODAY, '15:00'), entry(3, TODAY, '09:30')],
      expected: [3, 2, 1],
    },
    { name: 'ties by id', given: [entry(2, '2026-12-05'), entry(1, '2026-12-05')], expected: [1, 2] },
  ])('$name', ({ given, expected }) => {
    expect(orderInterviews(given, TODAY).map((interview) => interview.id)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const given = [entry(1, '2026-12-20'), entry(2, '2026-12-05')];
    orderInterviews(given, TODAY);
    expect(given.map((interview) => interview.id)).toEqual([1, 2]);
  });
});

describe('isPast', () => {
  it.each([
    ['2026-12-02', true],
    [TODAY, false],
    ['2026-12-04', false],
  ])('%s → %s', (date, expected) => {
    expect(isPast({ date }, TODAY)).toBe(expected);
  });
});
