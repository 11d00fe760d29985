import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { joinWrappedRanges } from './wrapped-ranges.js';

const line = (text: string, x = 0, extra: Partial<DocLine> = {}): DocLine => ({ text, page: 1, x, ...extra });
const texts = (lines: DocLine[]) => joinWrappedRanges(lines).map((l) => l.text);

describe('joinWrappedRanges', () => {
  it.each([
    [
      'an end still going on',
      [line('Mar 2022 – Marketing Coordinator, Coastline Outdoor Co.', 0.02), line('Present', 0.06)],
      ['Mar 2022 – Present Marketing Coordinator, Coastline Outdoor Co.'],
    ],
    [
      'an end date',
      [line('Sep 2015 – Bachelor of Business Administration, SFU', 0.03), line('Dec 2019', 0.04)],
      ['Sep 2015 – Dec 2019 Bachelor of Business Administration, SFU'],
    ],
    [
      'a date that is the next line’s own (a bullet)',
      [line('Mar 2022 – Led the team', 0.02), line('Dec 2019', 0.04, { bullet: true })],
      ['Mar 2022 – Led the team', 'Dec 2019'],
    ],
    [
      'a date further into the column: the text beside it, not the date column',
      [line('Mar 2022 – Marketing Coordinator', 0.02), line('Dec 2019', 0.5)],
      ['Mar 2022 – Marketing Coordinator', 'Dec 2019'],
    ],
    [
      'a line that does not open with a date',
      [line('Marketing – Coastline Outdoor Co.', 0.02), line('Present', 0.04)],
      ['Marketing – Coastline Outdoor Co.', 'Present'],
    ],
    [
      'a whole range already on the line',
      [line('Mar 2020 – Feb 2022 Marketing Assistant', 0.02), line('2019', 0.04)],
      ['Mar 2020 – Feb 2022 Marketing Assistant', '2019'],
    ],
  ])('%s', (_case, lines, expected) => {
    expect(texts(lines)).toEqual(expected);
  });
});
