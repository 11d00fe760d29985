import { describe, expect, it } from 'vitest';
import { evaluate } from '../eval/evaluation.js';

// The figures docs/matching.md records; a change to the rules or the dictionary that lowers them fails here.
describe('hard skills read from the evaluation postings, against a careful reader’s lists', () => {
  it.each([
    ['dev', 0.9, 0.9],
    ['held-out', 0.8, 0.8],
  ] as const)('%s: precision ≥ %s, recall ≥ %s', (set, precision, recall) => {
    const figures = evaluate(set);
    expect(figures.postings.length).toBeGreaterThanOrEqual(set === 'dev' ? 30 : 10);
    expect(figures.precision).toBeGreaterThanOrEqual(precision);
    expect(figures.recall).toBeGreaterThanOrEqual(recall);
  });
});
