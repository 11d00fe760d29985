import { describe, expect, it } from 'vitest';
import { evaluate } from '../eval/evaluation.js';
import { evaluateSkillSpan, SKILLSPAN_FILE, skillSpanAvailable } from '../eval/skillspan.js';

// The figures docs/matching.md records, less a margin; a change to the rules, the dictionary or the learned reader
// that lowers them fails here.
describe('hard skills read from the evaluation postings, against a careful reader’s lists', () => {
  it.each([
    ['dev', 60, 0.8, 0.68],
    ['held-out', 38, 0.76, 0.61],
  ] as const)('%s (%i postings): precision ≥ %s, recall ≥ %s', (set, postings, precision, recall) => {
    const figures = evaluate(set);
    expect(figures.postings.length).toBeGreaterThanOrEqual(postings);
    expect(new Set(figures.postings.map((posting) => posting.field)).size).toBeGreaterThanOrEqual(15);
    expect(figures.precision).toBeGreaterThanOrEqual(precision);
    expect(figures.recall).toBeGreaterThanOrEqual(recall);
  });

  it('reads few of the phrases a careful reader says ask nothing', () => {
    for (const set of ['dev', 'held-out'] as const) expect(evaluate(set).falseAskRate).toBeLessThan(0.15);
  });
});

// SkillSpan lives beside the repository (shared/data), as in CI; without it there is nothing to measure.
describe.skipIf(!skillSpanAvailable())(`SkillSpan's labelled postings (${SKILLSPAN_FILE})`, () => {
  it('dev split: term F1 ≥ 0.65 at precision ≥ 0.65, and the non-software postings read', () => {
    const figures = evaluateSkillSpan('dev');
    expect(figures.postings).toBe(58);
    expect(figures.all.f1).toBeGreaterThanOrEqual(0.65);
    expect(figures.all.precision).toBeGreaterThanOrEqual(0.65);
    expect(figures.house.recall).toBeGreaterThanOrEqual(0.44);
  });
});
