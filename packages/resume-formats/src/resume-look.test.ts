import { describe, expect, it } from 'vitest';
import {
  fittingSteps,
  lookFor,
  metricsFor,
  MIN_BODY_POINTS,
  plainLook,
  sideSectionsThatFit,
  TEMPLATE_STYLES,
  tint,
} from './resume-look.js';

const design = (changes: Record<string, unknown> = {}) => ({
  font_family: 'sans-serif',
  heading_style: { text_transform: 'uppercase' },
  ...changes,
});

describe('lookFor', () => {
  it.each([
    ['modern_professional', 'band'],
    ['high_school', 'center'],
    ['classic', 'center'],
    ['clinical', 'left'],
    ['a_key_not_yet_drawn', 'left'],
  ])('%s draws its header %s', (key, header) => {
    expect(lookFor(key, design()).template.header).toBe(header);
  });

  it('takes the design controls, with defaults for a draft saved before them', () => {
    expect(lookFor('classic', design())).toMatchObject({
      font: 'Inter',
      pageSize: 'A4',
      density: 'standard',
      margins: 'standard',
      headingUppercase: true,
      pageNumbers: false,
      fitOnePage: false,
    });
    const look = lookFor('classic', design({ density: 'compact', margins: 'narrow', page_size: 'LETTER' }));
    expect(look).toMatchObject({ pageSize: 'LETTER', density: 'compact', margins: 'narrow' });
    expect(look.metrics).toEqual(metricsFor('compact', 'narrow'));
  });

  it('only the two-column template has a side column', () => {
    const withSide = Object.entries(TEMPLATE_STYLES).filter(([, style]) => style.sidebar.length > 0);
    expect(withSide.map(([key]) => key)).toEqual(['two_column']);
  });
});

describe('fittingSteps', () => {
  it.each([
    ['standard', 'standard'],
    ['relaxed', 'wide'],
    ['compact', 'narrow'],
  ] as const)('from %s spacing and %s margins, tightens step by step, never below 9 pt', (density, margins) => {
    const steps = fittingSteps({ ...plainLook(), density, margins, metrics: metricsFor(density, margins) });
    expect(steps[0]!.metrics).toEqual(metricsFor(density, margins));
    for (let i = 1; i < steps.length; i += 1) {
      const [before, after] = [steps[i - 1]!.metrics, steps[i]!.metrics];
      expect(after.body).toBeLessThanOrEqual(before.body);
      expect(after.sectionGap).toBeLessThanOrEqual(before.sectionGap);
      expect(after.margins.side).toBeLessThanOrEqual(before.margins.side);
      expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    }
    expect(steps.at(-1)!.metrics.body).toBe(MIN_BODY_POINTS);
    expect(Math.min(...steps.map((step) => step.metrics.body))).toBeGreaterThanOrEqual(MIN_BODY_POINTS);
  });
});

describe('sideSectionsThatFit', () => {
  const look = lookFor('two_column', design());
  it.each([
    ['nothing', [], 0],
    ['a few skills', [{ lines: ['Go', 'Python', 'Kafka'], entries: 0 }], 1],
    [
      'skills, then a long list that cannot fit beside the first page',
      [
        { lines: ['Go'], entries: 0 },
        { lines: Array.from({ length: 80 }, (_, i) => `Skill ${i}`), entries: 0 },
      ],
      1,
    ],
  ])('%s: %i fit', (_, sections, fits) => {
    expect(sideSectionsThatFit(look, sections)).toBe(fits);
  });
});

describe('tint', () => {
  it.each([
    ['#000000', 0.1, '#e6e6e6'],
    ['#1e3a8a', 1, '#1e3a8a'],
    ['#ffffff', 0.5, '#ffffff'],
  ])('%s at %d → %s', (hex, share, expected) => {
    expect(tint(hex, share)).toBe(expected);
  });
});
