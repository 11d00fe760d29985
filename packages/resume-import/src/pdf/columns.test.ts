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

describe('findGutters with headings at the right', () => {
  // Each row's runs carry their size, which tells how clear of the other side's lines a row must stand.
  const row = (baseline: number, pieces: Array<[number, number]>): Segment[] => {
    const runs = pieces.map(([x0, x1]) => ({ text: 'x', x0, x1, baseline, size: 10, bold: false, spaceAfter: false }));
    const shared: Row = { baseline, runs };
    return runs.map((run) => ({ x0: run.x0, x1: run.x1, row: shared, runs: [run] }));
  };
  it('reads headings set at the right between entries, with dates level with them, as no column', () => {
    const page: Segment[] = [];
    for (let entry = 0; entry < 4; entry += 1) {
      const top = entry * 200;
      // The section's heading alone at the right, well clear of the lines above and below it; the page opens with
      // an entry carried over from the page before, its dates level with its employer at the very top.
      if (entry > 0) page.push(...row(top - 40, [[450, 540]]));
      // An employer with its dates level at the right, then its lines.
      page.push(
        ...row(top, [
          [56, 300],
          [450, 540],
        ]),
      );
      for (let line = 1; line <= 6; line += 1) page.push(...row(top + 14 * line, [[56, 420]]));
    }
    expect(findGutters(page, 10)).toEqual([]);
  });
});
