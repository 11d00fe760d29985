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
        ['Led the redesign of the main site', 'Built web applications in React and Node for clients'],
        ['Mentored four junior developers', 'Cut load times by a third across the site'],
      ]),
      at(184, 'Education heading set across the middle of the page', 200, 400),
    ];
    const bands = gridBands(segmentRows(runs), 10);
    expect(bands).toHaveLength(1);
    expect(bands[0]).toMatchObject({ from: 1, to: 6 });
    expect(bands[0]!.gutters[0]!.x0).toBeGreaterThanOrEqual(250);
    expect(bands[0]!.gutters[0]!.x1).toBeLessThanOrEqual(310);
  });

  it('follows the gutter as it narrows: short headings over duties that run up to it', () => {
    const runs = [
      PARAGRAPH,
      at(112, 'Creative Solutions Inc.', 40, 150),
      at(112, 'TechAdvancers', 310, 380),
      at(124, 'January 2019 to Present', 40, 160),
      at(124, 'June 2016 to December 2018', 310, 440),
      at(136, 'Spearheaded the redesign of the main product website,', 40, 290),
      at(136, 'Collaborated in a team of ten to develop web apps', 310, 560),
      at(148, 'resulting in a rise in user engagement.', 40, 250),
      at(148, 'using React and Node for the shop.', 310, 500),
    ];
    expect(gridBands(segmentRows(runs), 10)).toMatchObject([{ from: 1, to: 5 }]);
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
    [
      "a role's place, dates and length of service stacked at its right",
      [
        ['Nexus AI, Co-Founder & CTO', 'San Francisco, CA'],
        ['Built model infrastructure serving two million requests', 'June 2023 – present'],
        ['Raised a Series A led by a large fund', '2 years 10 months'],
        ['Scaled the engineering team from three to 28', null],
        ['NVIDIA Research, Research Intern', 'Santa Clara, CA'],
        ['Designed a sparse attention mechanism for transformers', 'May 2022 – Aug 2022'],
      ],
    ],
  ])('finds no band in %s', (_, cells) => {
    expect(gridBands(segmentRows([PARAGRAPH, ...lines(cells)]), 10)).toEqual([]);
  });
});
