import { describe, expect, it } from 'vitest';
import { MISSING_REQUIRED_PENALTY, penaltyFor, scoreRequirements } from './score.js';
import type { Importance, MatchStatus, Requirement, RequirementCategory } from './types.js';

const req = (
  category: RequirementCategory,
  importance: Importance,
  status: MatchStatus,
  name = `${category}-${importance}-${status}`,
  afterHire = false,
): Requirement => ({
  ...(afterHire ? { after_hire: true } : {}),
  id: `${category}:${name}:${Math.random()}`,
  text: name,
  term: name,
  category,
  importance,
  status,
  evidence: [],
  spans: [[0, 0]],
});

describe('the score', () => {
  const cases: Array<[string, Requirement[], number, number]> = [
    [
      'everything matched',
      [req('hard_skill', 'required', 'matched'), req('soft_skill', 'preferred', 'matched')],
      100,
      0,
    ],
    ['nothing matched, nothing required missing', [req('hard_skill', 'preferred', 'missing')], 0, 0],
    // Hard skills 40 × (3+0)/(3+1) and soft 5 × 1: (30 + 5) / 45.
    [
      'required counts three times preferred',
      [
        req('hard_skill', 'required', 'matched'),
        req('hard_skill', 'preferred', 'missing'),
        req('soft_skill', 'required', 'matched'),
      ],
      78,
      0,
    ],
    // Partial earns half: hard skills 40 × 0.5 alone; a partial is not missing, so nothing is taken off.
    ['partial earns half', [req('hard_skill', 'required', 'partial')], 50, 0],
    // Hard 40 × 4/6, title 15 × 1, education 10 × 1 → 51.67/65 = 79.49; one of three must-haves missing takes
    // 79.49 × 0.4 / 3 = 10.6 → 11 off.
    [
      'one missing required hard skill of three takes its share of the penalty',
      [
        req('hard_skill', 'required', 'matched', 'a'),
        req('hard_skill', 'required', 'matched', 'b'),
        req('hard_skill', 'required', 'missing'),
        req('job_title', 'required', 'matched'),
        req('education', 'required', 'matched'),
      ],
      68,
      11,
    ],
    // 9 of 10 must-haves and everything else: raw (40 × 0.9 + 15 + 10) / 65 = 93.85, less 93.85 × 0.04 = 3.75 → 4.
    [
      'one missing of ten costs little more than its weight',
      [
        ...Array.from({ length: 9 }, (_, i) => req('hard_skill', 'required', 'matched', `s${i}`)),
        req('hard_skill', 'required', 'missing'),
        req('job_title', 'required', 'matched'),
        req('years', 'required', 'matched'),
      ],
      90,
      4,
    ],
    // Missing and obtainable after hire: out of the score altogether.
    [
      'a certificate to obtain after hire is no gap',
      [req('hard_skill', 'required', 'matched'), req('certification', 'required', 'missing', 'TNCC', true)],
      100,
      0,
    ],
    // Shown by the library, it counts as a preferred one would: certification 5 × 1 beside hard skills 40 × 1.
    [
      'a certificate to obtain after hire counts once the library shows it',
      [
        req('hard_skill', 'required', 'matched'),
        req('hard_skill', 'required', 'missing', 'b'),
        req('certification', 'required', 'matched', 'TNCC', true),
      ],
      Math.round(((40 * 0.5 + 5) / 45) * 100) - penaltyFor(((40 * 0.5 + 5) / 45) * 100, 1, 2),
      penaltyFor(((40 * 0.5 + 5) / 45) * 100, 1, 2),
    ],
  ];
  it.each(cases)('%s', (_name, requirements, score, penalty) => {
    const result = scoreRequirements(requirements);
    expect(result.score).toBe(score);
    expect(result.penalty).toBe(penalty);
    expect(result.cap).toBeNull();
  });

  it('takes a share of the penalty for each missing must-have: no step is a cliff', () => {
    const scores = [0, 1, 2, 3, 4].map(
      (missing) =>
        scoreRequirements(
          Array.from({ length: 4 }, (_, i) =>
            req('hard_skill', 'required', i < missing ? 'missing' : 'matched', `s${i}`),
          ),
        ).score,
    );
    // 100, 75 - 8, 50 - 10, 25 - 8, 0 (a share of the penalty is rounded to whole points)
    expect(scores).toEqual([100, 67, 40, 17, 0]);
    const steps = scores.slice(1).map((score, i) => scores[i]! - score);
    // Each step is at most a quarter of the score plus a quarter of the penalty: 25 + 10.
    expect(Math.max(...steps)).toBeLessThanOrEqual(35);
    expect(MISSING_REQUIRED_PENALTY).toBe(0.4);
  });

  it('counts each category the posting asks about, with its weight', () => {
    const { categories } = scoreRequirements([
      req('hard_skill', 'required', 'matched'),
      req('hard_skill', 'required', 'partial'),
      req('language', 'preferred', 'missing'),
    ]);
    expect(categories).toEqual({
      hard_skill: { matched: 1, partial: 1, total: 2, weight: 40 },
      language: { matched: 0, partial: 0, total: 1, weight: 5 },
    });
  });
});
