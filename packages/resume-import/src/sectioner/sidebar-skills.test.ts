import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { sectionResume } from './section-resume.js';

// A two-column page: a narrow sidebar (column 0) and the main text (column 1).
const side = (text: string, gapBefore = 1): DocLine => ({ text, column: 0, page: 1, size: 10, gapBefore });
const main = (text: string): DocLine => ({ text, column: 1, page: 1, size: 10 });
const MAIN = [
  main('Experience'),
  main('Warehouse Supervisor, Northgate Distribution | 2018 – Present'),
  main('Led a team of 14 pickers and packers across two shifts in a busy regional warehouse.'),
  main('Cut mis-picks by a third with a new labelling scheme agreed with the drivers.'),
];

describe('sidebar tags without a heading', () => {
  it.each<[string, DocLine[], string[]]>([
    [
      'a column of short tags under the contact details is a skills list',
      [
        side('Dev Patel'),
        side('dev.patel@example.org'),
        side('Forklift'),
        side('Stock'),
        side('control', 0),
        side('First aid'),
        ...MAIN,
      ],
      ['Forklift', 'Stock control', 'First aid'],
    ],
    [
      'two tags are not a list',
      [side('Dev Patel'), side('dev.patel@example.org'), side('Forklift'), side('First aid'), ...MAIN],
      [],
    ],
  ])('%s', (_, lines, skills) => {
    const { document } = sectionResume(lines, 'pdf');
    expect((document.skills ?? []).map((skill) => skill.name)).toEqual(skills);
  });

  it.each<[string, DocLine[], string[]]>([
    [
      'lines that look alike in a row are not headings',
      [
        { text: 'Dev Patel', size: 20 },
        { text: 'dev.patel@example.org' },
        { text: 'Skills', bold: true },
        { text: 'Forklift', bold: true },
        { text: 'Stock control', bold: true },
        { text: 'First aid', bold: true },
      ],
      ['Forklift', 'Stock control', 'First aid'],
    ],
    [
      'skill tags with a heading style under a Skills heading are skills',
      [
        { text: 'Dev Patel', heading: true, size: 28 },
        { text: 'dev.patel@example.org' },
        { text: 'Skills', heading: true, size: 12 },
        { text: 'Forklift', heading: true, size: 11 },
        { text: 'Stock control', heading: true, size: 11 },
        { text: 'ISO 9001', heading: true, size: 11 },
        { text: 'Experience', heading: true, size: 12 },
      ],
      ['Forklift', 'Stock control', 'ISO 9001'],
    ],
    [
      'skill tags with a heading style stacked under the contact details are skills',
      [
        { text: 'Dev Patel', heading: true, size: 28 },
        { text: 'About', heading: true, size: 11 },
        { text: 'dev.patel@example.org', size: 8 },
        { text: '0161 496 0000', size: 8 },
        { text: 'Forklift', heading: true, size: 11 },
        { text: 'Stock control', heading: true, size: 11 },
        { text: 'ISO 9001', heading: true, size: 11 },
        { text: 'Experience', heading: true, size: 11 },
      ],
      ['Forklift', 'Stock control', 'ISO 9001'],
    ],
    [
      'the name twice and the headline in heading styles of their own sizes are no run of tags',
      [
        { text: 'Daniel Kowalski', heading: true, bold: true, size: 18 },
        { text: 'Daniel Kowalski', heading: true, bold: true, size: 16 },
        { text: 'Software Engineer', heading: true, bold: true, size: 14 },
        { text: 'About', heading: true, bold: true, size: 12 },
        { text: 'dan.kowalski@example.com', size: 12 },
        { text: 'TypeScript', heading: true, bold: true, size: 12 },
        { text: 'Go', heading: true, bold: true, size: 12 },
        { text: 'PostgreSQL', heading: true, bold: true, size: 12 },
        { text: 'Experience', heading: true, bold: true, size: 12 },
      ],
      ['TypeScript', 'Go', 'PostgreSQL'],
    ],
    [
      'tags set like the headings but differing in case still stack',
      [
        { text: 'Dev Patel', size: 28 },
        { text: 'About', size: 11 },
        { text: 'dev.patel@example.org', size: 8 },
        { text: 'Forklift', size: 11 },
        { text: 'SAP', size: 11, caps: true },
        { text: 'Stock control', size: 11 },
        { text: 'Experience', size: 11 },
      ],
      ['Forklift', 'SAP', 'Stock control'],
    ],
    [
      'two heading-styled lines are not enough to be a list',
      [
        { text: 'Dev Patel', heading: true, size: 28 },
        { text: 'About', heading: true, size: 11 },
        { text: 'dev.patel@example.org', size: 8 },
        { text: 'Forklift', heading: true, size: 11 },
        { text: 'Stock control', heading: true, size: 11 },
      ],
      [],
    ],
  ])('%s', (_, lines, skills) => {
    const { document } = sectionResume(lines, 'text');
    expect((document.skills ?? []).map((skill) => skill.name)).toEqual(skills);
  });
});
