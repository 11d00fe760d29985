import { describe, expect, it } from 'vitest';
import { gridBands } from './grid-bands.js';
import { groupRows, segmentsOf } from './rows.js';
import { testRun } from './test-runs.js';
import type { TextRun } from './pdf-types.js';

const at = (baseline: number, text: string, x0: number, x1: number): TextRun => ({
  ...testRun(text, x0, x1),
  baseline,
});
const segmentRows = (runs: TextRun[]) => groupRows(runs).map((row) => segmentsOf(row));

// A paragraph across the page, then lines at 12 pt spacing from y 112 on.
const PARAGRAPH = at(100, 'A summary paragraph that runs across the whole width of the page', 40, 560);
const lines = (cells: Array<[string, string | null]>) =>
  cells.flatMap(([left, right], index) => [
    at(112 + 12 * index, left, 40, 250),
    ...(right === null ? [] : [at(112 + 12 * index, right, 310, 520)]),
  ]);

describe('gridBands', () => {
  it('finds two roles set side by side between lines across the page', () => {
    const runs = [
      PARAGRAPH,
      ...lines([
        ['Creative Solutions Inc.', 'TechAdvancers'],
        ['Senior Web Developer', 'Web Developer'],
        ['January 2019 to Present', 'June 2016 to December 2018'],
        ['Led the redesign of the main site', 'Built web applications in React'],
        ['Mentored four junior developers', 'Cut load times by a third'],
      ]),
      at(184, 'Education heading set across the middle of the page', 200, 400),
    ];
    const bands = gridBands(segmentRows(runs), 10);
    expect(bands).toHaveLength(1);
    expect(bands[0]).toMatchObject({ from: 1, to: 6 });
    expect(bands[0]!.gutters[0]!.x0).toBeGreaterThanOrEqual(250);
    expect(bands[0]!.gutters[0]!.x1).toBeLessThanOrEqual(310);
  });

  it.each<[string, Array<[string, string | null]>]>([
    [
      'a grid of skills, which reads well row by row',
      [
        ['Web Technologies', 'Web Frameworks'],
        ['Advanced', 'Intermediate'],
        ['HTML5, JavaScript, PHP', 'React.js, Angular, Django'],
        ['Tools', 'Languages'],
        ['Webpack, Git, Docker', 'English, Spanish'],
      ],
    ],
    [
      "dates at the right of each role's heading, over short duties",
      [
        ['Senior Web Developer, Creative Solutions', 'January 2019 to Present'],
        ['Led the redesign of the main site', null],
        ['Mentored four junior developers', null],
        ['Web Developer, TechAdvancers', 'June 2016 to December 2018'],
        ['Built web applications in React', null],
      ],
    ],
  ])('finds no band in %s', (_, cells) => {
    expect(gridBands(segmentRows([PARAGRAPH, ...lines(cells)]), 10)).toEqual([]);
  });
});
