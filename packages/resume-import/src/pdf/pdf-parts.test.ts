import { describe, expect, it } from 'vitest';
import { stripMarker } from './bullets.js';
import { isBoldFontName } from './font-weight.js';
import { withoutLetterSpacing } from './pdf-pages.js';
import { joinRuns } from './rows.js';
import { testRun } from './test-runs.js';

describe('stripMarker', () => {
  it.each([
    ['• Led a team', 'Led a team', true],
    ['▪Rewrote lists', 'Rewrote lists', true],
    ['● Filed', 'Filed', true],
    ['◦ Sub point', 'Sub point', true],
    ['- Closed the books', 'Closed the books', true],
    ['* Cleaned', 'Cleaned', true],
    ['– Trained cooks', 'Trained cooks', true],
    ['➢ Planned', 'Planned', true],
    ['✓ Passed', 'Passed', true],
    ['\uf0b7 From an icon font', 'From an icon font', true],
    ['\uf0a7 Wingdings square', 'Wingdings square', true],
    ['\u0000 An icon mapped to no character', 'An icon mapped to no character', true],
    ['\ufffd Replacement character', 'Replacement character', true],
    ['\tTabbed line', '\tTabbed line', false],
    ['-5% costs', '-5% costs', false],
    ['*nix systems', '*nix systems', false],
    ['Plain line', 'Plain line', false],
  ])('%j', (input, text, bullet) => {
    expect(stripMarker(input)).toEqual({ text, bullet });
  });
});

describe('isBoldFontName', () => {
  it.each([
    ['ABCDEF+Arial-BoldMT', true],
    ['Calibri,Bold', true],
    ['Montserrat-SemiBold', true],
    ['Lato-Black', true],
    ['Roboto-Heavy', true],
    ['CMBX10', true],
    ['AAAAAA+DejaVuSans-Bold', true],
    ['TimesNewRomanPSMT', false],
    ['Roboto-Medium', false],
    ['CMR10', false],
    [undefined, false],
  ])('%s', (name, bold) => {
    expect(isBoldFontName(name)).toBe(bold);
  });
});

describe('joinRuns', () => {
  const rtl = (text: string, x0: number, x1: number, spaceAfter = false) => ({
    ...testRun(text, x0, x1, { spaceAfter }),
    rtl: true,
  });

  it('reads right-to-left words from the right, as they are read, though their runs lie left to right', () => {
    // "يوسف الحداد" as a PDF draws it: the surname leftmost, each run's own letters already in reading order.
    const runs = [
      rtl('اد', 56, 85),
      rtl('د', 85, 106),
      rtl('ح', 106, 132),
      rtl('ل', 132, 144),
      rtl('ا', 144, 155, true),
    ];
    const given = [rtl('ف', 177, 190), rtl('س', 190, 205), rtl('و', 205, 215), rtl('ي', 215, 225)];
    expect(joinRuns([...runs, ...given])).toBe('يوسف الحداد');
  });

  it('keeps left-to-right text around a right-to-left name in its place', () => {
    const runs = [testRun('Chef:', 20, 50), rtl('ب', 60, 70), rtl('ا', 70, 80), testRun('2020', 100, 130)];
    expect(joinRuns(runs)).toBe('Chef: اب 2020');
  });
});

describe('withoutLetterSpacing', () => {
  it.each([
    ['P R I Y A', 'PRIYA'],
    ['P R I Y A  R A M A N', 'PRIYA RAMAN'],
    ['C P A , ', 'CPA, '],
    ['S U M M A R Y', 'SUMMARY'],
    ['Toronto ON CA', 'Toronto ON CA'],
    ['A B', 'A B'],
    ['C R Go', 'C R Go'],
  ])('%j', (input, expected) => {
    expect(withoutLetterSpacing(input)).toBe(expected);
  });
});
