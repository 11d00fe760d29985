import { describe, expect, it } from 'vitest';
import { CATEGORY_WEIGHTS, MISSING_REQUIRED_PENALTY } from '@hirestride/match/score';
import { categoryLabels, scoreRules } from './match-display';

describe('scoreRules', () => {
  const text = scoreRules().join(' ');

  it.each(Object.entries(CATEGORY_WEIGHTS))('states the weight of %s as the engine has it (%i)', (category, weight) => {
    const label = categoryLabels[category as keyof typeof categoryLabels].toLowerCase();
    expect(text).toContain(`${label} ${weight}`);
  });

  it('states the penalty the engine applies for missing must-haves, and the weights of importance', () => {
    expect(text).toContain(`their share of ${MISSING_REQUIRED_PENALTY * 100}% off the score`);
    expect(text).toContain(`missing one of four takes ${(MISSING_REQUIRED_PENALTY * 100) / 4}% off`);
    expect(text).toContain('counts three times as much as a preferred one');
    expect(text).toContain('only partly counts half');
  });
});
