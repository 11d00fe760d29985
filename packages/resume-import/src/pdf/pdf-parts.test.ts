import { describe, expect, it } from 'vitest';
import { stripMarker } from './bullets.js';
import { isBoldFontName } from './font-weight.js';

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
