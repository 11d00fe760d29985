import { describe, expect, it } from 'vitest';
import { outlineIndex } from './outlined-text.js';
import { testRun } from './test-runs.js';
import type { PaintedShape } from './vector-markers.js';

// "John Doe" at 14 pt: baseline 200, so its ink stands between about 186 and 204.
const RUN = { ...testRun('John Doe', 100, 160, { size: 14 }), baseline: 200 };
const shape = (x0: number, x1: number, y0: number, y1: number, filled = true): PaintedShape => ({
  x0,
  x1,
  y0,
  y1,
  filled,
});

describe('outlineIndex', () => {
  it.each<[string, PaintedShape[], boolean]>([
    ["the word's glyphs painted as one filled path", [shape(100.5, 159.5, 190, 203)], true],
    [
      'each glyph a path of its own',
      [shape(100, 108, 190, 200), shape(109, 130, 192, 200), shape(132, 160, 190, 203)],
      true,
    ],
    ['a chip behind the text reaches past its ink', [shape(96, 164, 184, 206)], false],
    ['an underline is too thin to be glyphs', [shape(100, 160, 201, 202)], false],
    ['a bullet before the run covers none of it', [shape(90, 94, 194, 198)], false],
    ['an icon beside a few letters covers too little', [shape(100, 112, 190, 200)], false],
    ['a stroked outline is a frame, not glyphs', [shape(100, 160, 190, 203, false)], false],
  ])('%s', (_, shapes, bold) => {
    expect(outlineIndex(shapes)(RUN)).toBe(bold);
  });
});
