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
});
