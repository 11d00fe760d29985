import { describe, expect, it } from 'vitest';
import { layoutPage } from './page-layout.js';
import type { PageRuns, TextRun } from './pdf-types.js';
import type { Row } from './rows.js';
import { testRun } from './test-runs.js';

const run = (text: string, x0: number, x1: number) => testRun(text, x0, x1);
const PAGE: PageRuns = { page: 1, width: 600, height: 800, runs: [] };

describe('layoutPage', () => {
  it.each<[string, TextRun[], string, boolean]>([
    [
      'pieces set far apart stay apart',
      [run('Forklift', 72, 120), run('First aid', 300, 350)],
      'Forklift | First aid',
      false,
    ],
    [
      'a marker far left of its text opens the line',
      [run('•', 72, 76), run('Packed orders', 100, 180)],
      'Packed orders',
      true,
    ],
    [
      'words at a word space read as one piece',
      [run('Packed', 72, 110), run('orders', 113, 150)],
      'Packed orders',
      false,
    ],
  ])('%s', (_, runs, text, bullet) => {
    const row: Row = { baseline: 100, runs };
    // A full line below sets the text's width, so no piece ends at the right margin as a date would.
    const full: Row = { baseline: 115, runs: [{ ...run('Reached the margin of the page', 72, 540), baseline: 115 }] };
    const [line] = layoutPage(PAGE, [row, full], 10);
    expect([line!.text, line!.bullet]).toEqual([text, bullet]);
  });
});
