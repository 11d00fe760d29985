import { describe, expect, it } from 'vitest';
import type { Row } from './rows.js';
import { smallShapes, withShapeMarkers, type Shape } from './vector-markers.js';
import { testRun } from './test-runs.js';

const FILL = 22;
const END_PATH = 28;
const PATH = 91;
const SAVE = 10;
const RESTORE = 11;
const TRANSFORM = 12;
// A page 800 high: PDF y up becomes y down from the top.
const VIEWPORT = [1, 0, 0, -1, 0, 800];

describe('smallShapes', () => {
  it.each<[string, { fnArray: number[]; argsArray: unknown[] }, Shape[]]>([
    [
      'a filled 4 pt circle',
      { fnArray: [PATH], argsArray: [[FILL, [], [50, 700, 54, 704]]] },
      [{ x0: 50, x1: 54, y0: 96, y1: 100 }],
    ],
    [
      'a shape drawn at half scale keeps its page size',
      {
        fnArray: [SAVE, TRANSFORM, PATH, RESTORE],
        argsArray: [null, [0.5, 0, 0, 0.5, 0, 0], [FILL, [], [100, 1400, 108, 1408]], null],
      },
      [{ x0: 50, x1: 54, y0: 96, y1: 100 }],
    ],
    ['a clip path is not drawn', { fnArray: [PATH], argsArray: [[END_PATH, [], [50, 700, 54, 704]]] }, []],
    ['a rule is too long', { fnArray: [PATH], argsArray: [[FILL, [], [50, 700, 300, 701]]] }, []],
    ['a chip background is too big', { fnArray: [PATH], argsArray: [[FILL, [], [50, 700, 110, 716]]] }, []],
  ])('%s', (_, operators, shapes) => {
    expect(smallShapes(operators, VIEWPORT)).toEqual(shapes);
  });
});

const run = (text: string, x0: number, x1: number) => testRun(text, x0, x1);

describe('withShapeMarkers', () => {
  const dot: Shape = { x0: 60, x1: 63, y0: 94, y1: 97 };
  it.each<[string, Row, Shape[], string]>([
    [
      'a dot just left of the text marks it',
      { baseline: 100, runs: [run('Led a team', 72, 140)] },
      [dot],
      '•|Led a team',
    ],
    [
      'a dot far left of the text does not',
      { baseline: 100, runs: [run('Led a team', 120, 190)] },
      [dot],
      'Led a team',
    ],
    [
      'a dot on another line does not',
      { baseline: 130, runs: [{ ...run('Led a team', 72, 140), baseline: 130 }] },
      [dot],
      'Led a team',
    ],
    [
      'a dot between two words is a separator',
      { baseline: 100, runs: [run('Excel', 20, 55), run('Word', 72, 100)] },
      [dot],
      'Excel|Word',
    ],
  ])('%s', (_, row, shapes, texts) => {
    expect(
      withShapeMarkers([row], shapes)[0]!
        .runs.map((r) => r.text)
        .join('|'),
    ).toBe(texts);
  });
});
