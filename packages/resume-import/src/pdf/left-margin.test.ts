import { describe, expect, it } from 'vitest';
import type { TextRun } from './pdf-types.js';
import { splitLeftMargin, textLeftEdges } from './left-margin.js';
import { segmentsOf, type Row } from './rows.js';
import { testRun } from './test-runs.js';

const run = (text: string, x0: number, x1: number, size = 10) => testRun(text, x0, x1, { size, spaceAfter: true });
const row = (...runs: TextRun[]): Row => ({ baseline: 100, runs });
const texts = (pieces: ReturnType<typeof splitLeftMargin>) =>
  pieces.map((segments) => segments.flatMap((segment) => segment.runs.map((r) => r.text)).join(' '));

describe('splitLeftMargin', () => {
  // Most lines start at x = 200; headings sit in the margin to their left.
  const body = Array.from({ length: 6 }, () => segmentsOf(row(run('Stocked shelves', 200, 300))));
  const edges = textLeftEdges(body);
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
    expect(edges).toEqual([200]);
    expect(texts(splitLeftMargin(segmentsOf(input), edges))).toEqual(lines);
  });
});

describe('splitLeftMargin with headings and bullets set in from the labels', () => {
  // Bullets start at x = 220, each role's heading at 184 (three rows), the labels at 0.
  const body = [
    ...Array.from({ length: 6 }, () => segmentsOf(row(run('Planned campaigns', 220, 400)))),
    ...Array.from({ length: 3 }, () => segmentsOf(row(run('Events Group, Assistant', 184, 300)))),
  ];
  const edges = textLeftEdges(body);
  it.each<[string, Row, string[]]>([
    [
      'a label beside a role heading stands apart',
      row(run('EXPERIENCE', 0, 80), run('Coastline Outdoor Co.', 184, 300)),
      ['EXPERIENCE', 'Coastline Outdoor Co.'],
    ],
    [
      'pieces of a row starting nowhere else stay together',
      row(run('Email marketing', 0, 80), run('HubSpot', 120, 170)),
      ['Email marketing HubSpot'],
    ],
  ])('%s', (_, input, lines) => {
    expect(edges).toEqual([220, 184]);
    expect(texts(splitLeftMargin(segmentsOf(input), edges))).toEqual(lines);
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
