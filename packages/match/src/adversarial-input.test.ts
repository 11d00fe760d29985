import { describe, expect, it } from 'vitest';
import { matchPosting } from './match.js';
import { MAX_WORD_LENGTH, tokenize } from './nlp.js';
import { PostingError } from './posting-text.js';
import type { Library } from './types.js';
import { ADVERSARIAL_POSTINGS, ORDINARY_POSTING, wordsThatNeverRepeat } from '../eval/adversarial.js';

const library: Library = {
  skills: [{ id: 1, skill_name: 'Python' }],
  experiences: [],
  education: [],
  certifications: [],
  snippets: [],
};

function read(text: string): void {
  try {
    matchPosting({ postingText: text, library, now: '2026-11-27T00:00:00.000Z' });
  } catch (error) {
    if (!(error instanceof PostingError)) throw error;
  }
}

/**
 * The fastest of five reads (of the text each `textOf` gives): a pause of a busy machine (another test file, a
 * collection) slows one, not all five.
 */
function fastestRead(text: string, textOf: (read: number) => string = () => text): number {
  return Math.min(
    ...[0, 1, 2, 3, 4].map((i) => {
      const posting = textOf(i);
      const started = performance.now();
      read(posting);
      return performance.now() - started;
    }),
  );
}

describe('adversarial postings', () => {
  read('Requirements\n- Python'); // the dictionary and the language model load once, before any timing

  // Timed against an ordinary posting of the same length read just before, not against a clock: a step that grows
  // faster than its input makes a crafted posting tens of times slower than a plain one (which holds more terms and
  // is usually the slower of the two when every step is linear), on a fast machine or a busy one alike.
  it.each(ADVERSARIAL_POSTINGS)('%s is read within a few times an ordinary posting of its length', (_name, text) => {
    const ordinary = fastestRead(ORDINARY_POSTING);
    expect(fastestRead(text)).toBeLessThan(ordinary * 3);
  });

  // Runs of characters the tokeniser has not met cost it most (they are split by rule, not found in the lexicon):
  // each read here meets other words, so nothing met before can help.
  it('reads words it has never met within a few times an ordinary posting of their length', () => {
    const ordinary = fastestRead(ORDINARY_POSTING);
    expect(fastestRead('', (i) => wordsThatNeverRepeat(i + 2))).toBeLessThan(ordinary * 6);
  });

  it('keeps an over-long run of characters as one token, with its offsets', () => {
    const long = 'x'.repeat(MAX_WORD_LENGTH + 1);
    const tokens = tokenize(`Python ${long} Kafka`);
    expect(tokens.map((token) => token.value)).toEqual(['Python', long, 'Kafka']);
    expect(tokens[1]).toMatchObject({ start: 7, end: 7 + long.length, stem: long, touchesPrevious: false });
    expect(tokens[2]!.start).toBe(8 + long.length);
  });
});
