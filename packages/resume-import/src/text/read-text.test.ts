import { describe, expect, it } from 'vitest';
import { ImportRefusal } from '../types.js';
import { readText, textToLines } from './read-text.js';

describe('textToLines', () => {
  it.each([
    ['a bullet alone on its line', '•\nLed the night shift', [{ text: 'Led the night shift', bullet: true }]],
    [
      'a word broken at the margin',
      'Improved stock manage-\nment across sites',
      [{ text: 'Improved stock management across sites' }],
    ],
    ['a hyphen that belongs to the word', 'A self-\nmotivated teacher', [{ text: 'A self-motivated teacher' }]],
    [
      'a date after a tab',
      'Site Electrician\t\tMar 2020 – Present',
      [{ text: 'Site Electrician', right: 'Mar 2020 – Present' }],
    ],
  ])('mends %s', (_, text, expected) => {
    expect(textToLines(text)).toEqual(expected);
  });
});

describe('readText', () => {
  it.each([
    [
      'an accountant pasted from a PDF viewer',
      `Hannah Schmidt\nhannah.schmidt@example.de\nBerufserfahrung\nBuchhalterin, Müller GmbH\n01/2018 – 12/2022\n•\nMonatsabschlüsse für drei Gesellschaf-\nten erstellt.\nAusbildung\nBachelor of Arts in Betriebswirtschaft, Hochschule München, 2017`,
      {
        position: 'Buchhalterin',
        name: 'Müller GmbH',
        startDate: '2018-01',
        endDate: '2022-12',
        highlights: ['Monatsabschlüsse für drei Gesellschaften erstellt.'],
      },
    ],
    [
      'a warehouse supervisor with dates at the right',
      `Tom Okafor\n(555) 010-2233 · tom.okafor@example.com\nWORK EXPERIENCE\nShift Supervisor, FastFreight Distribution     2019 - now\nCut picking errors by 30%.\nTrained 15 forklift drivers.`,
      {
        position: 'Shift Supervisor',
        name: 'FastFreight Distribution',
        startDate: '2019',
        highlights: ['Cut picking errors by 30%.', 'Trained 15 forklift drivers.'],
      },
    ],
  ])('reads %s', (_, text, role) => {
    expect(readText(text).document.work).toEqual([role]);
  });

  it('refuses empty text', () => {
    expect(() => readText('  \n\n ')).toThrow(ImportRefusal);
  });
});
