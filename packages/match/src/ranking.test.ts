import { describe, expect, it } from 'vitest';
import { loadJobSeekers, loadRankingCases, score } from '../eval/ranking.js';
import { missingMustHaves } from './score.js';

/** The least a clear margin is between a strong, a partial and a wrong-field library. */
const MARGIN = 10;

describe('ranking: strong > partial > wrong-field, by clear margins', () => {
  const cases = loadRankingCases();
  it('covers at least 10 postings in at least 10 fields', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(new Set(cases.map((item) => item.field)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(cases.map((item) => [item.id, item] as const))('%s', (_id, item) => {
    const strong = score(item.posting, item.libraries.strong);
    const partial = score(item.posting, item.libraries.partial);
    const wrong = score(item.posting, item.libraries.wrong);
    expect(strong.score - partial.score).toBeGreaterThanOrEqual(MARGIN);
    expect(partial.score - wrong.score).toBeGreaterThanOrEqual(MARGIN);
    // Someone who meets every must-have is a strong candidate.
    expect(missingMustHaves(strong.requirements).map((r) => r.term)).toEqual([]);
    expect(strong.score).toBeGreaterThanOrEqual(75);
  });
});

describe('three job seekers', () => {
  it.each(loadJobSeekers().map((seeker) => [seeker.name, seeker] as const))(
    '%s scores their own kind of job at least 75 and above the one they are not qualified for',
    (_name, seeker) => {
      const scores = seeker.postings.map((posting) => ({
        fit: posting.fit,
        score: score(posting, seeker.library).score,
      }));
      const unqualified = Math.max(...scores.filter((item) => item.fit === 'unqualified').map((item) => item.score));
      for (const own of scores.filter((item) => item.fit === 'own')) {
        expect(own.score).toBeGreaterThanOrEqual(75);
        expect(own.score).toBeGreaterThan(unqualified);
      }
    },
  );
});
