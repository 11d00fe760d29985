import { describe, expect, it } from 'vitest';
import { restoreLigatures } from './ligatures.js';

describe('restoreLigatures', () => {
  it.each([
    ['Certi\u0000cations', 'Certifications'],
    ['AWS Certi\u0000ed Developer', 'AWS Certified Developer'],
    ['Updated the pro\u0000le', 'Updated the profile'],
    ['Automated CI work\u0000ows', 'Automated CI workflows'],
    ['\u0000uent in Spanish', 'fluent in Spanish'],
    ['More e\u0000cient o\u0000ce sta\u0000', 'More efficient office staff'],
    ['Improved e\u0000ective \u0000eet use', 'Improved effective fleet use'],
    ['Con\u0000gured and pro\u0000led', 'Configured and profiled'],
    // U+FFFD, the other way a file writes a glyph it cannot name.
    ['Quali\ufffdcations', 'Qualifications'],
    // A word we do not know, between lower-case letters: "fi", the most common.
    ['Zorbi\u0000xer', 'Zorbifixer'],
  ])('reads %j as %j', (text, expected) => {
    expect(restoreLigatures(text)).toBe(expected);
  });

  it.each([
    // An icon set apart from the text, or touching a capital, is left for the line to drop.
    '\u0000 London, GB',
    '\u0000London',
    'Email \u0000 jo@example.com',
  ])('leaves %j as it is', (text) => {
    expect(restoreLigatures(text)).toBe(text);
  });
});
