import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { findName } from './header.js';

const at = (text: string, size = 10): { line: DocLine; rest: string } => ({ line: { text, size }, rest: text });

describe('findName', () => {
  it.each([
    [[at('Jane Doe', 24), at('Seattle, WA')], { index: 0, name: 'Jane Doe' }],
    [[at('Jane Doe, RN', 24)], { index: 0, name: 'Jane Doe', credentials: 'RN' }],
    [[at('Gareth Pryce, HGV Class 1 Driver', 15)], { index: 0, name: 'Gareth Pryce', headline: 'HGV Class 1 Driver' }],
    // A sentence after a comma is not a name with a title.
    [[at('Jane Doe, who loves logistics and people', 15), at('Sam Lee', 12)], { index: 1, name: 'Sam Lee' }],
    // moderncv's banking header: the name and the headline on one line, the headline wrapping below.
    [
      [at('Priya Raman | CPA, Senior', 24.8), at('Accountant', 24.8), at('Toronto, ON')],
      { index: 0, name: 'Priya Raman', headline: 'CPA, Senior' },
    ],
    [
      [at('Daniel Kowalski – Software Engineer', 20)],
      { index: 0, name: 'Daniel Kowalski', headline: 'Software Engineer' },
    ],
    // The largest name-like line, not the first.
    [[at('Curriculum Vitae', 12), at('Ana Souza', 26)], { index: 1, name: 'Ana Souza' }],
    // A name broken at its hyphen, its line's details read first (the hyphen survives them).
    [
      [
        { line: { text: 'Ingrid Sørensen-', size: 63 }, rest: 'Ingrid Sørensen-' },
        { line: { text: 'Weiß', size: 63, gapBefore: 0 }, rest: 'Weiß' },
      ],
      { index: 0, name: 'Ingrid Sørensen-Weiß', through: 1 },
    ],
    // A name and its job title with nothing between, the name holding a capital of its own.
    [[at('Gareth PryceHGV Class 1 Driver', 12)], { index: 0, name: 'Gareth Pryce', headline: 'HGV Class 1 Driver' }],
    [
      [at('Siobhán McAllisterPrimary School Teacher', 12)],
      { index: 0, name: 'Siobhán McAllister', headline: 'Primary School Teacher' },
    ],
    [[at('Priya Raman McDonald', 12)], { index: 0, name: 'Priya Raman McDonald' }],
    [
      [at('Siobhán McAllister, Primary School Teacher', 15)],
      { index: 0, name: 'Siobhán McAllister', headline: 'Primary School Teacher' },
    ],
    // …over three lines in a narrow sidebar.
    [
      [
        { line: { text: 'Ingrid', size: 16 }, rest: 'Ingrid' },
        { line: { text: 'Sørensen-', size: 16, gapBefore: 0 }, rest: 'Sørensen-' },
        { line: { text: 'Weiß', size: 16, gapBefore: 0 }, rest: 'Weiß' },
        { line: { text: 'Data Analyst', size: 8, gapBefore: 0.7 }, rest: 'Data Analyst' },
      ],
      { index: 0, name: 'Ingrid Sørensen-Weiß', through: 2 },
    ],
    // A document's title that names its person.
    [[at('Resume of Chloé Martin', 18)], { index: 0, name: 'Chloé Martin' }],
    [[at('Curriculum Vitae de François Lefèvre', 18)], { index: 0, name: 'François Lefèvre' }],
    // A name in capitals large enough to wrap: both lines, as the person writes it.
    [
      [at('ZOË ÅNGSTRÖM-', 37), { ...at('NÚÑEZ', 37), line: { text: 'NÚÑEZ', size: 37, gapBefore: 0 } }],
      { index: 0, through: 1, name: 'Zoë Ångström-Núñez' },
    ],
    [
      [at('LUCÍA FERNÁNDEZ', 37), { ...at('GARCÍA', 37), line: { text: 'GARCÍA', size: 37, gapBefore: 0 } }],
      { index: 0, through: 1, name: 'Lucía Fernández García' },
    ],
    [[at('SIOBHÁN MCALLISTER', 30)], { index: 0, name: 'Siobhán McAllister' }],
  ])('%j', (lines, found) => {
    expect(findName(lines)).toEqual(found);
  });
});
