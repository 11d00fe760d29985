import { describe, expect, it } from 'vitest';
import type { ResumeCheck } from '@hirestride/shared/resume';
import { pagesSentence } from './DesignPanel';

const check = (pages: number, size: 'A4' | 'LETTER', fit: ResumeCheck['fit']) => ({ pages, size, fit }) as ResumeCheck;

describe('what the Design panel says about the drawn file', () => {
  it.each<[ResumeCheck | undefined, boolean, string]>([
    [undefined, false, 'Counting pages…'],
    [check(2, 'A4', 'not-asked'), false, '2 pages of A4.'],
    [check(1, 'LETTER', 'fits'), true, '1 page of US Letter: it fits as designed.'],
    [check(1, 'A4', 'fitted'), true, '1 page of A4: spacing and type tightened to fit.'],
    [
      check(3, 'LETTER', 'cannot'),
      true,
      '3 pages of US Letter: it does not fit on one page even with the tightest spacing and 9 pt type. Hide a section or some lines to fit.',
    ],
  ])('%j, fit asked %s → %s', (drawn, fit, sentence) => {
    expect(pagesSentence(drawn, fit)).toBe(sentence);
  });
});
