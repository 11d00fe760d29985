import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { readRoles, type WorkEntry } from './roles.js';

describe('readRoles', () => {
  it.each<[string, DocLine[], WorkEntry[]]>([
    [
      'a short line where the bullet text above starts is that bullet wrapped',
      [
        { text: 'Porter, Riverside Hotel | 2019 – 2021', x: 0 },
        { text: 'Carried luggage for guests arriving from the coach station in the', bullet: true, x: 0.05 },
        { text: 'Highlands', x: 0.05 },
        { text: 'Kept the lobby tidy', bullet: true, x: 0.05 },
      ],
      [
        {
          position: 'Porter',
          name: 'Riverside Hotel',
          startDate: '2019',
          endDate: '2021',
          highlights: [
            'Carried luggage for guests arriving from the coach station in the Highlands',
            'Kept the lobby tidy',
          ],
        },
      ],
    ],
    [
      'a year inside a sentence is not a period',
      [
        { text: 'Care Assistant, Oak Lodge | 2018 – 2022' },
        { text: 'Kept care plans up to date with no missed reviews in 2021', bullet: false },
      ],
      [
        {
          position: 'Care Assistant',
          name: 'Oak Lodge',
          startDate: '2018',
          endDate: '2022',
          summary: 'Kept care plans up to date with no missed reviews in 2021',
        },
      ],
    ],
    [
      'a length of service is dropped and a title keeps its own brackets',
      [{ text: 'Teacher (Year 4), Brook Primary School' }, { text: 'Sep 2019 – Jul 2022 | 2 years 10 months' }],
      [{ position: 'Teacher (Year 4)', name: 'Brook Primary School', startDate: '2019-09', endDate: '2022-07' }],
    ],
  ])('%s', (_, lines, work) => {
    expect(readRoles(lines, 'Experience').work).toEqual(work);
  });
});
