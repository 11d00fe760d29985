import { describe, expect, it } from 'vitest';
import { isSamePlace, moveCard, placeFor, toColumns, withColumns, type Columns, type DropTarget } from './board-moves';

const empty: Columns = { wishlist: [], maybe: [], submitted: [], interviewed: [], archived: [] };
const board: Columns = { ...empty, wishlist: [1, 2, 3, 4], submitted: [5, 6] };

describe('board moves', () => {
  it('groups jobs into columns by stage and position', () => {
    const jobs = [
      { id: 5, stage: 'submitted', position: 0 },
      { id: 3, stage: 'wishlist', position: 2 },
      { id: 1, stage: 'wishlist', position: 0 },
      { id: 6, stage: 'submitted', position: 1 },
      { id: 2, stage: 'wishlist', position: 1 },
      { id: 4, stage: 'wishlist', position: 3 },
    ] as const;
    expect(toColumns(jobs)).toEqual(board);
  });

  it.each<[string, number, DropTarget, { stage: string; index: number }]>([
    [
      'down within the column, before a later card',
      2,
      { stage: 'wishlist', beforeId: 4 },
      { stage: 'wishlist', index: 2 },
    ],
    ['up to the top', 3, { stage: 'wishlist', beforeId: 1 }, { stage: 'wishlist', index: 0 }],
    ['onto the card right after it: no move', 2, { stage: 'wishlist', beforeId: 3 }, { stage: 'wishlist', index: 1 }],
    ['to the end of its own column', 1, { stage: 'wishlist', beforeId: null }, { stage: 'wishlist', index: 3 }],
    ['into another column before a card', 1, { stage: 'submitted', beforeId: 6 }, { stage: 'submitted', index: 1 }],
    ['to the end of another column', 1, { stage: 'submitted', beforeId: null }, { stage: 'submitted', index: 2 }],
    ['into an empty column', 4, { stage: 'archived', beforeId: null }, { stage: 'archived', index: 0 }],
  ])('places a drop: %s', (_name, id, target, expected) => {
    expect(placeFor(board, id, target)).toEqual(expected);
  });

  it.each<[string, number, keyof Columns, number, Partial<Columns>]>([
    ['reorders within a column', 1, 'wishlist', 2, { wishlist: [2, 3, 1, 4] }],
    ['moves between columns', 2, 'submitted', 1, { wishlist: [1, 3, 4], submitted: [5, 2, 6] }],
    ['clamps past the end', 5, 'wishlist', 99, { wishlist: [1, 2, 3, 4, 5], submitted: [6] }],
    ['clamps before the top', 4, 'wishlist', -3, { wishlist: [4, 1, 2, 3] }],
  ])('moves a card: %s', (_name, id, stage, index, changed) => {
    expect(moveCard(board, id, stage, index)).toEqual({ ...board, ...changed });
  });

  it('tells a move that changes nothing', () => {
    expect(isSamePlace(board, 2, 'wishlist', 1)).toBe(true);
    expect(isSamePlace(board, 4, 'wishlist', 99)).toBe(true);
    expect(isSamePlace(board, 2, 'wishlist', 0)).toBe(false);
    expect(isSamePlace(board, 2, 'submitted', 0)).toBe(false);
  });

  it('writes columns back onto the jobs, keeping untouched jobs as they are', () => {
    const jobs = [
      { id: 1, stage: 'wishlist' as const, position: 0, title: 'A' },
      { id: 5, stage: 'submitted' as const, position: 0, title: 'E' },
    ];
    const next = withColumns(jobs, { wishlist: [], submitted: [5, 1] });
    expect(next).toEqual([
      { id: 1, stage: 'submitted', position: 1, title: 'A' },
      { id: 5, stage: 'submitted', position: 0, title: 'E' },
    ]);
    expect(next[1]).toBe(jobs[1]);
  });
});
