import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { joinBrokenLinks } from './broken-links.js';

const texts = (...lines: string[]): DocLine[] => lines.map((text) => ({ text }));

describe('joinBrokenLinks', () => {
  it.each<[string[], string[]]>([
    [['sam.okoro@example.c', 'om'], ['sam.okoro@example.com']],
    [['sam.okoro@example.', 'org'], ['sam.okoro@example.org']],
    [['(mailto:sam.okoro@ex', 'ample.net)'], ['(mailto:sam.okoro@example.net)']],
    [['https://www.linkedin.co', 'm/in/sam-okoro'], ['https://www.linkedin.com/in/sam-okoro']],
    [['Email: sam@ex', 'ample.org'], ['Email: sam@example.org']],
    // Whole addresses and ordinary lines are left alone.
    [
      ['sam@example.org', 'Phone'],
      ['sam@example.org', 'Phone'],
    ],
    [
      ['www.example.co', 'forklift licence'],
      ['www.example.co', 'forklift licence'],
    ],
    // The next address on the line under is an address of its own.
    [
      ['https://github.com/dkowalski-dev', 'https://www.linkedin.com/in/daniel-kowalski-swe'],
      ['https://github.com/dkowalski-dev', 'https://www.linkedin.com/in/daniel-kowalski-swe'],
    ],
    [
      ['Stock control and', 'ordering'],
      ['Stock control and', 'ordering'],
    ],
  ])('%j', (input, output) => {
    expect(joinBrokenLinks(texts(...input)).map((line) => line.text)).toEqual(output);
  });

  it("joins any piece of an address whose line ran to its column's edge, and no piece of one that did not", () => {
    const lines = (end: number): DocLine[] => [
      { text: 'www.linkedin.com/in/priyaraman', end },
      { text: 'cpa', gapBefore: 0 },
    ];
    expect(joinBrokenLinks(lines(1)).map((line) => line.text)).toEqual(['www.linkedin.com/in/priyaramancpa']);
    expect(joinBrokenLinks(lines(0.6)).map((line) => line.text)).toEqual(['www.linkedin.com/in/priyaraman', 'cpa']);
  });
});
