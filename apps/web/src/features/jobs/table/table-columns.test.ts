import { describe, expect, it } from 'vitest';
import { nextSort, orderingOf, type Sort } from './table-columns';

describe('table sorting', () => {
  it.each<[Sort, string, Sort]>([
    [null, 'title', { field: 'title', descending: false }],
    [{ field: 'title', descending: false }, 'title', { field: 'title', descending: true }],
    [{ field: 'title', descending: true }, 'title', null],
    [{ field: 'title', descending: true }, 'company', { field: 'company', descending: false }],
  ])('from %j, clicking %s gives %j', (current, field, expected) => {
    expect(nextSort(current, field as never)).toEqual(expected);
  });

  it.each<[Sort, Sort]>([
    [null, { field: 'match', descending: true }],
    [
      { field: 'title', descending: false },
      { field: 'match', descending: true },
    ],
    [
      { field: 'match', descending: true },
      { field: 'match', descending: false },
    ],
    [{ field: 'match', descending: false }, null],
  ])('a column sorted best first: from %j, a click gives %j', (current, expected) => {
    expect(nextSort(current, 'match', true)).toEqual(expected);
  });

  it('writes the ordering parameter', () => {
    expect(orderingOf(null)).toBeUndefined();
    expect(orderingOf({ field: 'applied_on', descending: true })).toBe('-applied_on');
    expect(orderingOf({ field: 'company', descending: false })).toBe('company');
  });
});
