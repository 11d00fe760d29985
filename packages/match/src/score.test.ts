import { describe, expect, it } from 'vitest';
import { capFor, scoreRequirements } from './score.js';
import type { Importance, MatchStatus, Requirement, RequirementCategory } from './types.js';

const req = (
  category: RequirementCategory,
  importance: Importance,
  status: MatchStatus,
  name = `${category}-${importance}-${status}`,
): Requirement => ({
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
  const cases: Array<[string, Requirement[], number, number | null]> = [
    [
      'everything matched',
      [req('hard_skill', 'required', 'matched'), req('soft_skill', 'preferred', 'matched')],
      100,
      null,
    ],
    ['nothing matched, nothing required missing', [req('hard_skill', 'preferred', 'missing')], 0, null],
    // Hard skills 40 × (2+0)/(2+1) and soft 10 × 1: (26.67 + 10) / 50.
    [
      'required counts twice preferred',
      [
        req('hard_skill', 'required', 'matched'),
        req('hard_skill', 'preferred', 'missing'),
        req('soft_skill', 'required', 'matched'),
      ],
      73,
      null,
    ],
    // Partial earns half: hard skills 40 × 0.5 alone.
    ['partial earns half', [req('hard_skill', 'required', 'partial')], 50, null],
    // Hard 40 × 4/6, title 15 × 1, education 10 × 1 → 51.67/65 = 79.5 → 79, capped at 80 does not bite.
    [
      'one missing required hard skill caps at 80',
      [
        req('hard_skill', 'required', 'matched', 'a'),
        req('hard_skill', 'required', 'matched', 'b'),
        req('hard_skill', 'required', 'missing'),
        req('job_title', 'required', 'matched'),
        req('education', 'required', 'matched'),
      ],
      79,
      null,
    ],
    // 9 matched of 10 required hard skills plus everything else: raw 94, cap 80.
    [
      'the cap bites a high raw score',
      [
        ...Array.from({ length: 9 }, (_, i) => req('hard_skill', 'required', 'matched', `s${i}`)),
        req('hard_skill', 'required', 'missing'),
        req('job_title', 'required', 'matched'),
        req('years', 'required', 'matched'),
      ],
      80,
      80,
    ],
    // A partial required hard skill is not missing: no cap.
    [
      'a partial is not missing',
      [
        ...Array.from({ length: 9 }, (_, i) => req('hard_skill', 'required', 'matched', `s${i}`)),
        req('hard_skill', 'required', 'partial'),
      ],
      95,
      null,
    ],
  ];
  it.each(cases)('%s', (_name, requirements, score, cap) => {
    const result = scoreRequirements(requirements);
    expect(result.score).toBe(score);
    expect(result.cap).toBe(cap);
  });

  it('lowers the ceiling by 10 for each further missing required hard skill, never under 30', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map(capFor)).toEqual([null, 80, 70, 60, 30, 30, 30]);
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
