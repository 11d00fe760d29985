import { describe, expect, it } from 'vitest';
import { CATEGORY_WEIGHTS, capFor } from '@hirestride/match/score';
import { categoryLabels, scoreRules } from './match-display';

describe('scoreRules', () => {
  const text = scoreRules().join(' ');

  it.each(Object.entries(CATEGORY_WEIGHTS))('states the weight of %s as the engine has it (%i)', (category, weight) => {
    const label = categoryLabels[category as keyof typeof categoryLabels].toLowerCase();
    expect(text).toContain(`${label} ${weight}`);
  });

  it('states the cap the engine applies, its step and its floor', () => {
    expect(text).toContain(
      `caps the score at ${capFor(1)}; each further one lowers the cap by ${capFor(1)! - capFor(2)!}, to no less than ${capFor(99)}.`,
    );
    expect(text).toContain('counts twice as much as a preferred one');
    expect(text).toContain('only partly counts half');
  });
});
