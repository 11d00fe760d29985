import { describe, expect, it } from 'vitest';
import { readRewrites, rewritesAsAnswer } from './model-rewrites.js';

const ORIGINAL = 'Responsible for the Python | SQL reports';
const read = (answer: string) => readRewrites(answer, ORIGINAL, 'Suggested.');

describe('reading a model’s rewrites', () => {
  it.each([
    [
      'one a line with reasons',
      'Wrote reports | Verb first\nBuilt reports | Shorter',
      ['Wrote reports', 'Built reports'],
    ],
    ['numbered and quoted', "1) “Wrote reports”\n2. 'Built reports'", ['Wrote reports', 'Built reports']],
    ['labelled', 'Option A: Wrote reports\nRewrite 2 - Built reports', ['Wrote reports', 'Built reports']],
    ['a preamble and a note', 'Here are some options:\nWrote reports\nNote: I kept your numbers.', ['Wrote reports']],
    ['the original and repeats', `${ORIGINAL}\nwrote reports\nWrote Reports`, ['wrote reports']],
    ['bars of its own', 'Wrote the Python | SQL reports | Verb first', ['Wrote the Python | SQL reports']],
    ['more than three', 'A1\nA2\nA3\nA4', ['A1', 'A2', 'A3']],
    ['a line over the limit', `${'x'.repeat(1001)}\nWrote reports`, ['Wrote reports']],
    ['nothing usable', 'Sure!\n\n**Here you go:**', []],
    [
      'JSON, against the prompt',
      '{"rewrites": [{"text": "Wrote reports", "why": "Verb first"}, {"text": "Built reports"}]}',
      ['Wrote reports', 'Built reports'],
    ],
    [
      'a JSON list in a code fence',
      '```json\n["Wrote reports", "Built reports"]\n```',
      ['Wrote reports', 'Built reports'],
    ],
    ['JSON cut off, line by line', '{\n  "rewrites": [\n    {\n      "text": "Wrote reports",\n', []],
    ['JSON of another shape', '{"answer": 42}', []],
    ['punctuation and numbers alone', '---\n1.\n42\nWrote reports', ['Wrote reports']],
  ])('%s', (_name, answer, expected) => {
    expect(read(answer).map((rewrite) => rewrite.text)).toEqual(expected);
  });

  it('gives a line without a reason the default one, and reads back what it writes', () => {
    expect(read('Wrote reports')).toEqual([{ text: 'Wrote reports', why: 'Suggested.' }]);
    const rewrites = [
      { text: 'Wrote the Python | SQL reports', why: 'Starts with an action verb instead of "Responsible for".' },
      { text: 'Owned the reports', why: 'Shorter.' },
    ];
    expect(read(rewritesAsAnswer(rewrites))).toEqual(rewrites);
  });
});
