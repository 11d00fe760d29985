import { describe, expect, it } from 'vitest';
import { findGutters } from './columns.js';
import type { Row, Segment } from './rows.js';

/** Segments from [x0, x1] pairs, one row per entry (a row may hold pieces on both sides). */
function segments(rows: Array<Array<[number, number]>>): Segment[] {
  return rows.flatMap((pieces, index) => {
    const row: Row = { baseline: 20 * index, runs: [] };
    return pieces.map(([x0, x1]) => ({ x0, x1, row, runs: [] }));
  });
}

describe('findGutters', () => {
  const sidebarAndMain = Array.from({ length: 20 }, (_, i): Array<[number, number]> =>
    i % 2
      ? [
          [70, 170],
          [205, 530],
        ]
      : [[205, 520]],
  );
  it.each<[string, Array<Array<[number, number]>>, boolean]>([
    ['sidebar beside the main column', sidebarAndMain, true],
    // A name and a headline across the top end just inside the gutter: the gutter is still found.
    ['header lines reaching into the gutter', [[[60, 260]], [[60, 200]], ...sidebarAndMain], true],
    ['one column of text', Array.from({ length: 20 }, (): Array<[number, number]> => [[70, 530]]), false],
  ])('%s', (_, rows, found) => {
    const gutters = findGutters(segments(rows), 10);
    expect(gutters.length > 0).toBe(found);
    if (found) expect(gutters[0]!.x0 >= 170 && gutters[0]!.x1 <= 205).toBe(true);
  });
});
