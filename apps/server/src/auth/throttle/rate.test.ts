import { describe, expect, it } from 'vitest';
import { parseRate } from './rate.js';

describe('parseRate', () => {
  it.each([
    ['10/min', 10, 60_000],
    ['5/5min', 5, 300_000],
    ['20/m', 20, 60_000],
    ['100/hour', 100, 3_600_000],
    ['3/s', 3, 1_000],
    ['1000/day', 1000, 86_400_000],
  ])('%s', (text, limit, windowMs) => {
    expect(parseRate(text)).toMatchObject({ limit, windowMs });
  });
  it.each(['', 'ten/min', '10/', '10/week', '0/min', '10/0min'])('rejects %j', (text) => {
    expect(() => parseRate(text)).toThrow();
  });
});
