import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import { ownExportLayout } from './fixtures/own-export-layout.js';
import { makeTestPdf, type TestText } from './make-test-pdf.js';
import { pdfLines } from './pdf-lines.js';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const texts = (lines: DocLine[]) => lines.map((line) => line.text);

/** The expected lines appear in this order (others may sit between them), each with the given look. */
function expectInOrder(lines: DocLine[], expected: Array<Partial<DocLine> & { text: string }>) {
  let from = 0;
  for (const want of expected) {
    const at = lines.findIndex((line, index) => index >= from && line.text === want.text);
    expect(at, `"${want.text}" after line ${from} in\n${texts(lines).join('\n')}`).toBeGreaterThanOrEqual(0);
    expect(lines[at]).toMatchObject(want);
    from = at + 1;
  }
}

/** Each column's lines come as one run: once the reader leaves a column it does not come back to it. */
function expectColumnsNotInterleaved(lines: DocLine[]) {
  const order = lines.map((line) => line.column).filter((column) => column !== undefined);
  const runs = order.filter((column, index) => column !== order[index - 1]);
  expect(new Set(runs).size).toBe(runs.length);
}

describe('pdfLines on resumes printed by Chromium', () => {
  it.each<[string, Array<Partial<DocLine> & { text: string }>, string[]]>([
    [
      'one-column.pdf',
      [
        { text: 'Daniel Okafor', bold: true, size: 22, page: 1 },
        { text: 'Sous Chef · daniel.okafor@example.com · Lagos, Nigeria', bold: false },
        { text: 'SUMMARY', caps: true, bold: true },
        {
          text: 'Sous chef with eight years in busy restaurant kitchens, known for calm service, tight stock control',
          gapBefore: 0,
        },
        { text: 'and training junior cooks who stay.' },
        { text: 'EXPERIENCE', caps: true },
        { text: 'Sous Chef, The Harbour Grill', right: 'Jan 2020 – Present', bold: true },
        { text: 'Ran the pass on nights of 250 covers and kept ticket times under twelve minutes.', bullet: true },
        { text: 'Rewrote the prep lists, halving waste.', bullet: true },
        { text: 'Trained six commis chefs.', bullet: true },
        { text: 'Passed every hygiene inspection.', bullet: true },
        { text: "Line Cook, Mama's Kitchen", right: '2016 – 2019' },
        { text: 'Introduced new stock management and ordering for the kitchen.', bullet: false },
        { text: 'EDUCATION' },
        { text: 'Diploma in Culinary Arts, Lagos Catering School', right: '2015' },
      ],
      [],
    ],
    [
      'sidebar-left.pdf',
      [
        { text: 'Maria Lopez', column: 0 },
        { text: 'CONTACT', column: 0 },
        { text: 'maria.lopez@example.com', column: 0, x: 0 },
        { text: 'English (fluent)', column: 0 },
        { text: 'EXPERIENCE', column: 1 },
        { text: "Charge Nurse, St. Mary's Hospital", right: 'Mar 2019 – Present', column: 1 },
        { text: 'Led a team of twelve nurses on a thirty-bed surgical ward,', column: 1 },
        { text: 'Staff Nurse, City Clinic', right: '2015 – 2019' },
        { text: 'BSc Nursing, University of Leeds', right: '2011 – 2015' },
      ],
      [],
    ],
    [
      'sidebar-right.pdf',
      [
        { text: 'Maria Lopez', column: 0, size: 22 },
        { text: 'EXPERIENCE', column: 0 },
        { text: "Charge Nurse, St. Mary's Hospital", right: 'Mar 2019 – Present', column: 0 },
        { text: 'wound care.', column: 0 },
        { text: 'BSc Nursing, University of Leeds', column: 0 },
        { text: 'CONTACT', column: 1, x: 0 },
        { text: 'Triage', column: 1 },
        { text: 'Spanish (native)', column: 1 },
      ],
      [],
    ],
    [
      'two-columns.pdf',
      [
        { text: 'Aisha Rahman' },
        { text: 'EXPERIENCE', column: 0 },
        { text: 'Year 4 Teacher, Oakfield Primary', bold: true, column: 0 },
        { text: '2018 – Present', column: 0 },
        { text: 'small groups.', column: 0 },
        { text: 'EDUCATION', column: 1 },
        { text: 'PGCE Primary, University of Bristol', column: 1 },
        { text: 'safeguarding, parent communication.', column: 1 },
      ],
      [],
    ],
    [
      'two-pages.pdf',
      [
        { text: 'Tomás Silva', page: 1 },
        { text: 'Electrician, Company 1', right: '2000 – 2001', page: 1 },
        { text: 'Installed and tested wiring in new homes and offices, working to the building code.' },
        { text: 'Found and fixed faults in older installations safely and quickly.' },
        { text: 'Electrician, Company 9', page: 1 },
        { text: 'Electrician, Company 10', page: 2 },
        { text: 'Electrical Installation Level 3', page: 2 },
      ],
      // The footer on both pages and Chromium's date, title and address lines.
      ['Tomás Silva · Electrician · tomas.silva@example.com', 'Page 1 of 2', 'Resume', '1/2'],
    ],
  ])('reads %s', async (name, expected, absent) => {
    const lines = await pdfLines(fixture(name));
    expectInOrder(lines, expected);
    expectColumnsNotInterleaved(lines);
    for (const text of absent)
      expect(lines.some((line) => line.text.includes(text) || line.right?.includes(text))).toBe(false);
  });

  it('gives our own export back line for line, in the layout’s order', async () => {
    const lines = await pdfLines(fixture('own-export.pdf'));
    const layout = ownExportLayout;
    const expected: Array<Pick<DocLine, 'text' | 'bullet'> & { right?: string }> = [
      { text: layout.name, bullet: false },
      { text: layout.headline!, bullet: false },
      { text: layout.contacts.join(' · '), bullet: false },
      ...layout.sections.flatMap((section) => [
        { text: section.heading.toUpperCase(), bullet: false },
        ...(section.groups ?? []).map((group) => ({
          text: `${group.label}: ${group.items.join(' · ')}`,
          bullet: false,
        })),
        ...section.entries.flatMap((entry) => [
          { text: entry.title, right: entry.when, bullet: false },
          ...entry.lines.map((line) => ({ text: line.replace(/^• /, ''), bullet: true })),
        ]),
      ]),
    ];
    // The page number ("1 / 1") is furniture and is dropped.
    expect(lines.map(({ text, right, bullet }) => ({ text, bullet, ...(right ? { right } : {}) }))).toEqual(expected);
  });
});

const at = (y: number, text: TestText['text'], extra: Partial<TestText> = {}): TestText => ({
  x: 72,
  y,
  text,
  ...extra,
});

describe('pdfLines on hand-made pages', () => {
  it.each<[string, TestText[][], Array<Partial<DocLine> & { text: string }>]>([
    [
      'a word drawn in kerned pieces stays whole; a wide gap is a space',
      [[at(700, ['Ma', 12, 'nag', -30, 'ement', -300, 'skills']), at(686, ['T', 80, 'o', 60, 'day'])]],
      [{ text: 'Management skills' }, { text: 'Today' }],
    ],
    [
      'a bullet drawn as its own run, and Word’s lone "o" for the next level',
      [
        [
          at(700, '\x95'),
          at(700, 'Led the team', { x: 90 }),
          at(686, 'o', { x: 90 }),
          at(686, 'Sub point', { x: 108 }),
        ],
      ],
      [
        { text: 'Led the team', bullet: true },
        { text: 'Sub point', bullet: true },
      ],
    ],
    [
      'bold from the font, capitals, and a date at the right margin',
      [
        [
          at(700, 'WORK HISTORY', { bold: true, size: 12 }),
          at(684, 'Baker, Crumbs'),
          at(684, '2019 - 2021', { x: 480 }),
        ],
      ],
      [
        { text: 'WORK HISTORY', bold: true, caps: true, size: 12 },
        { text: 'Baker, Crumbs', right: '2019 - 2021', bold: false },
      ],
    ],
    [
      'a word hyphenated at the line’s end joins only when the next line goes on in lowercase',
      [
        [
          at(700, 'Improved stock manage-'),
          at(686, 'ment for the shop.'),
          at(672, 'Worked with Anglo-'),
          at(658, 'French suppliers.'),
        ],
      ],
      [
        { text: 'Improved stock management for the shop.' },
        { text: 'Worked with Anglo-' },
        { text: 'French suppliers.' },
      ],
    ],
    [
      "a place, dates and length of service stacked down the right margin are the heading's, not its duties'",
      [
        [
          at(700, 'Nexus AI, Co-Founder & CTO'),
          at(700, 'San Francisco, CA', { x: 470 }),
          ...[686, 658, 644, 630, 616].map((y) => at(y, '\x95')),
          at(686, 'Built model infrastructure for the research lab', { x: 90 }),
          at(686, 'June 2023 - present', { x: 460 }),
          at(672, 'serving two million requests a month', { x: 90 }),
          at(672, '2 years 10 months', { x: 465 }),
          at(658, 'Raised a Series A round', { x: 90 }),
          at(644, 'Scaled the engineering team to 28', { x: 90 }),
          at(630, 'Cut inference latency by a third', { x: 90 }),
          at(616, 'Hired the first research leads', { x: 90 }),
        ],
      ],
      [
        { text: 'Nexus AI, Co-Founder & CTO', right: 'San Francisco, CA | June 2023 - present | 2 years 10 months' },
        { text: 'Built model infrastructure for the research lab', bullet: true },
        { text: 'serving two million requests a month' },
        { text: 'Raised a Series A round', bullet: true },
        { text: 'Scaled the engineering team to 28', bullet: true },
        { text: 'Cut inference latency by a third', bullet: true },
        { text: 'Hired the first research leads', bullet: true },
      ],
    ],
    [
      'a hyphen the writer typed stays where the line breaks after it',
      [[at(700, 'Improved cross-'), at(686, 'device compatibility.')]],
      [{ text: 'Improved cross-device compatibility.' }],
    ],
    [
      'text drawn twice to look bold reads once',
      [[at(700, 'Jane Doe'), at(700, 'Jane Doe', { x: 72.3 }), at(686, 'Nurse')]],
      [{ text: 'Jane Doe', bold: true }, { text: 'Nurse' }],
    ],
    [
      'a rotated label is left out and a superscript stays on its line',
      [
        [
          at(700, 'Finished 1'),
          at(703, 'st', { x: 118, size: 6 }),
          at(686, 'place'),
          at(300, 'SIDEWAYS', { x: 40, rotated: true }),
        ],
      ],
      [{ text: 'Finished 1st' }, { text: 'place', gapBefore: 0 }],
    ],
    [
      'a page number alone at the foot of a one-page file is dropped, the gap before a heading counted',
      [[at(700, 'Jane Doe'), at(686, 'Summary'), at(646, 'Experience'), at(30, '1')]],
      [{ text: 'Jane Doe' }, { text: 'Summary', gapBefore: 0 }, { text: 'Experience', gapBefore: 1.9 }],
    ],
    [
      "an address broken at one of its own hyphens keeps it; a word broken at the line's end does not",
      [
        [
          at(700, 'www.linkedin.com/in/chloe-'),
          at(686, 'martin-mktg'),
          at(660, 'Organised events and manage-'),
          at(646, 'ment of vendors.'),
        ],
      ],
      [{ text: 'www.linkedin.com/in/chloe-martin-mktg' }, { text: 'Organised events and management of vendors.' }],
    ],
    [
      'a running head with its page number goes; roles at the top of each page that differ in a number stay',
      [
        [at(760, 'Jane Doe - CV - 1'), at(740, 'Nurse, Ward 7'), at(600, 'Cared for patients.')],
        [at(760, 'Jane Doe - CV - 2'), at(740, 'Nurse, Ward 9'), at(600, 'Cared for patients.')],
        [at(760, 'Jane Doe - CV - 3'), at(740, 'Nurse, Ward 12'), at(600, 'Cared for patients.')],
      ],
      [
        { text: 'Nurse, Ward 7' },
        { text: 'Cared for patients.' },
        { text: 'Nurse, Ward 9' },
        { text: 'Cared for patients.' },
        { text: 'Nurse, Ward 12' },
        { text: 'Cared for patients.' },
      ],
    ],
    [
      "a line cut by the page's foot and drawn again at the top of the next is read once, where it is whole",
      [
        [at(700, 'Gulfstream Process Engineering'), at(686, 'Led pump design.'), at(40, 'Baker Valve Company')],
        [at(760, 'Baker Valve Company'), at(746, 'Mechanical Design Engineer')],
      ],
      [
        { text: 'Gulfstream Process Engineering' },
        { text: 'Led pump design.' },
        { text: 'Baker Valve Company' },
        { text: 'Mechanical Design Engineer' },
      ],
    ],
    [
      'tags drawn one by one with wide gaps between them are pieces; a spread-out period stays one',
      [
        [
          at(700, 'Go'),
          at(700, 'PostgreSQL', { x: 97 }),
          at(700, 'Kafka', { x: 164 }),
          at(700, 'AWS', { x: 202 }),
          at(686, 'Jan 2020'),
          at(686, '-', { x: 126 }),
          at(686, 'Present', { x: 142 }),
          at(672, 'Built payment services in Go and TypeScript for a logistics company in Seattle.'),
        ],
      ],
      [
        { text: 'Go | PostgreSQL | Kafka | AWS' },
        { text: 'Jan 2020 - Present' },
        { text: 'Built payment services in Go and TypeScript for a logistics company in Seattle.' },
      ],
    ],
    [
      'a name wrapped inside its cell of a grid goes on from that cell, a capitalised cell under it stands alone',
      [
        [
          at(700, 'Programme'),
          at(700, 'Cost control', { x: 250 }),
          at(688, 'management'),
          at(666, 'Curriculum for', { x: 250 }),
          at(666, 'Outdoor learning'),
          at(654, 'Excellence', { x: 250 }),
          at(632, 'Google'),
          at(632, 'Event planning', { x: 250 }),
          at(620, 'Analytics'),
          at(598, 'Built payment services in Go and TypeScript for a logistics company in Seattle.'),
        ],
      ],
      [
        { text: 'Programme management | Cost control' },
        { text: 'Outdoor learning | Curriculum for Excellence' },
        { text: 'Google | Event planning' },
        { text: 'Analytics' },
        { text: 'Built payment services in Go and TypeScript for a logistics company in Seattle.' },
      ],
    ],
  ])('%s', async (_, pages, expected) => {
    const lines = await pdfLines(makeTestPdf(pages));
    expect(lines).toHaveLength(expected.length);
    expectInOrder(lines, expected);
  });

  it('drops a line-end hyphen where the program that made the file hyphenates by itself (TeX)', async () => {
    const page = [at(700, 'Led the rein-'), at(686, 'statement of the night shift rota.')];
    const texts = async (producer?: string) =>
      (await pdfLines(makeTestPdf([page], producer ? { producer } : {}))).map((line) => line.text);
    expect(await texts('pdfTeX-1.40.24')).toEqual(['Led the reinstatement of the night shift rota.']);
    expect(await texts()).toEqual(['Led the rein-statement of the night shift rota.']);
  });
});
