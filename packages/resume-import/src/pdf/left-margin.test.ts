import { describe, expect, it } from 'vitest';
import type { TextRun } from './pdf-types.js';
import { splitLeftMargin, textLeftEdge } from './left-margin.js';
import { segmentsOf, type Row } from './rows.js';
import { testRun } from './test-runs.js';

const run = (text: string, x0: number, x1: number, size = 10) => testRun(text, x0, x1, { size, spaceAfter: true });
const row = (...runs: TextRun[]): Row => ({ baseline: 100, runs });
const texts = (pieces: ReturnType<typeof splitLeftMargin>) =>
  pieces.map((segments) => segments.flatMap((segment) => segment.runs.map((r) => r.text)).join(' '));

describe('splitLeftMargin', () => {
  // Most lines start at x = 200; headings sit in the margin to their left.
  const body = Array.from({ length: 6 }, () => segmentsOf(row(run('Stocked shelves', 200, 300))));
  const edge = textLeftEdge(body);
  it.each<[string, Row, string[]]>([
    [
      'a margin heading level with a line stands apart',
      row(run('Work', 130, 185, 20), run('Shift Lead', 200, 260, 16)),
      ['Work', 'Shift Lead'],
    ],
    [
      'a line starting at the text edge stays whole',
      row(run('Shift Lead', 200, 260), run('2019 – 2021', 480, 540)),
      ['Shift Lead 2019 – 2021'],
    ],
    ['a lone line in the margin stays whole', row(run('Skills', 130, 185, 20)), ['Skills']],
  ])('%s', (_, input, lines) => {
    expect(edge).toBe(200);
    expect(texts(splitLeftMargin(segmentsOf(input), edge))).toEqual(lines);
  });
});

describe('segmentsOf', () => {
  it.each<[string, Row, number]>([
    [
      'a size change with a clear gap starts a piece',
      row(run('Work', 130, 185, 20), run('Shift Lead', 197, 260, 14)),
      2,
    ],
    ['a size change at a word space does not', row(run('Title', 100, 130, 12), run('Company', 133, 180, 10)), 1],
    ['a gap wider than 1.5 em does', row(run('Excel', 100, 130), run('Word', 150, 180)), 2],
  ])('%s', (_, input, count) => {
    expect(segmentsOf(input)).toHaveLength(count);
  });
});
