import { describe, expect, it } from 'vitest';
import { lengthNote } from './length-note.js';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('lengthNote', () => {
  it.each([
    ['short', 149, 'This letter came to 149 words, short of the 150 a short letter starts at'],
    ['medium', 200, 'This letter came to 200 words, short of the 250 a medium letter starts at'],
    ['long', 379, 'This letter came to 379 words, short of the 380 a long letter starts at'],
  ] as const)('says a %s letter of %i words is short, and why', (length, count, start) => {
    expect(lengthNote(words(count), length)).toMatch(new RegExp(`^${start}: your library`));
  });

  it.each([
    ['short', 150],
    ['medium', 350],
    ['long', 480],
    // Over the band is the model's doing, not the library's: nothing to add.
    ['long', 600],
    ['medium', 0],
  ] as const)('says nothing of a %s letter of %i words', (length, count) => {
    expect(lengthNote(words(count), length)).toBeNull();
  });
});
