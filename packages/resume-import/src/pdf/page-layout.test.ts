import { describe, expect, it } from 'vitest';
import { layoutPage } from './page-layout.js';
import type { PageRuns, TextRun } from './pdf-types.js';
import { groupRows, type Row } from './rows.js';
import { testRun } from './test-runs.js';

const run = (text: string, x0: number, x1: number) => testRun(text, x0, x1);
const bold = (text: string, x0: number, x1: number) => ({ ...testRun(text, x0, x1), bold: true });
const PAGE: PageRuns = { page: 1, width: 600, height: 800, runs: [] };

describe('layoutPage', () => {
  it.each<[string, TextRun[], string, boolean]>([
    [
      'pieces set far apart stay apart',
      [run('Forklift', 72, 120), run('First aid', 300, 350)],
      'Forklift | First aid',
      false,
    ],
    [
      'a marker far left of its text opens the line',
      [run('•', 72, 76), run('Packed orders', 100, 180)],
      'Packed orders',
      true,
    ],
    [
      'an icon mapped to no character inside a piece is left out',
      [run('Madrid, ES \u0000', 72, 140)],
      'Madrid, ES',
      false,
    ],
    [
      "an icon font's glyph inside a piece sets what follows apart",
      [run('Jun, 2021 - Present \ue60a 5 years 5 months', 72, 300)],
      'Jun, 2021 - Present | 5 years 5 months',
      false,
    ],
    [
      'words at a word space read as one piece',
      [run('Packed', 72, 110), run('orders', 113, 150)],
      'Packed orders',
      false,
    ],
    [
      'an employer in bold and its place after it in the regular weight are two pieces',
      [
        bold('Store Manager', 72, 130),
        run('at', 133, 142),
        bold('Moda Atlántica S.L.', 145, 230),
        run('Madrid', 233, 262),
      ],
      'Store Manager at Moda Atlántica S.L. | Madrid',
      false,
    ],
    [
      'a place with its region after a bold employer',
      [bold('Northlake Foods Inc.', 72, 160), run('Mississauga, ON', 163, 240)],
      'Northlake Foods Inc. | Mississauga, ON',
      false,
    ],
    [
      'a bold label ending in a colon keeps its content',
      [bold('Languages:', 72, 130), run('French', 133, 160)],
      'Languages: French',
      false,
    ],
    [
      'a bold word then lowercase words stay one piece',
      [bold('Led', 72, 90), run('the night shift', 93, 160)],
      'Led the night shift',
      false,
    ],
  ])('%s', (_, runs, text, bullet) => {
    const row: Row = { baseline: 100, runs };
    // A full line below sets the text's width, so no piece ends at the right margin as a date would.
    const full: Row = { baseline: 115, runs: [{ ...run('Reached the margin of the page', 72, 540), baseline: 115 }] };
    const [line] = layoutPage(PAGE, [row, full], 10);
    expect([line!.text, line!.bullet]).toEqual([text, bullet]);
  });

  it('dates set at the right on lines of their own, under each heading, are read after their heading, not as a column', () => {
    const rows: Row[] = [];
    let baseline = 100;
    const add = (...runs: TextRun[]) => {
      rows.push({ baseline, runs: runs.map((r) => ({ ...r, baseline })) });
      baseline += 13;
    };
    for (const [title, dates] of [
      ['Staff Nurse at Leeds General', 'JUN 2021 - NOW'],
      ['Healthcare Assistant at Nuffield', 'MAR 2018 — MAY 2021'],
      ['Care Worker at Oakwood Home', 'SEP 2016 — FEB 2018'],
    ]) {
      add(run(title!, 72, 300));
      add(run(dates!, 470, 540));
      add(run('• Cared for twenty-eight patients on a busy ward', 90, 440));
      add(run('• Trained new starters on the ward routines', 90, 420));
    }
    const texts = layoutPage(PAGE, rows, 10).map((line) => line.text);
    expect(texts.slice(0, 4)).toEqual([
      'Staff Nurse at Leeds General',
      'JUN 2021 - NOW',
      'Cared for twenty-eight patients on a busy ward',
      'Trained new starters on the ward routines',
    ]);
  });

  it("dates in a column of their own, each level with an employer at the left, are those employers' dates", () => {
    const rows: Row[] = [];
    const at = (baseline: number, ...runs: TextRun[]) =>
      rows.push({ baseline, runs: runs.map((r) => ({ ...r, baseline })) });
    // Contact details at the top right make the right-hand side a column of its own.
    at(100, run('Daniel Kowalski', 72, 250), run('Phone: +1 206 555 0110', 420, 540));
    at(112, run('Email: dan@example.com', 420, 540));
    at(124, run('Website: dan.example.org', 420, 540));
    for (const [index, [employer, dates]] of [
      ['Cascade Health Tech', '2022 - Present'],
      ['Rainier Logistics', '2019 - 2021'],
    ].entries()) {
      const top = 160 + 80 * index;
      // The employer in large type, its years smaller and centred on it: their baselines differ a little.
      at(top, { ...run(employer!, 72, 250), size: 14 });
      at(top - 3, { ...run(dates!, 460, 540), size: 11 });
      at(top + 16, run('Software Engineer', 72, 170));
      for (let line = 0; line < 3; line += 1)
        at(top + 30 + 12 * line, run('• Built route services in Go on AWS for the dispatch team', 90, 380));
    }
    rows.sort((a, b) => a.baseline - b.baseline);
    const lines = layoutPage(PAGE, rows, 10);
    expect(lines.filter((line) => line.right).map((line) => [line.text, line.right])).toEqual([
      ['Cascade Health Tech', '2022 - Present'],
      ['Rainier Logistics', '2019 - 2021'],
    ]);
    expect(lines.map((line) => line.text)).not.toContain('2019 - 2021');
  });

  it('on the first page, a headline across from the name, above a sidebar and a main column, is read with the name', () => {
    const rows: Row[] = [
      {
        baseline: 60,
        runs: [
          { ...run('Priya Raman', 72, 175), size: 28 },
          { ...run('CPA, Senior Accountant', 380, 540), size: 16 },
        ],
      },
    ];
    for (let i = 0; i < 10; i += 1)
      rows.push({
        baseline: 100 + 14 * i,
        runs: [run(`Sidebar line ${i}`, 72, 180), run(`Main column line ${i} with more words in it`, 240, 540)],
      });
    for (const row of rows) row.runs = row.runs.map((r) => ({ ...r, baseline: row.baseline }));
    const texts = layoutPage(PAGE, rows, 10).map((line) => line.text);
    expect(texts.slice(0, 3)).toEqual(['Priya Raman', 'CPA, Senior Accountant', 'Sidebar line 0']);
  });

  it('a bullet set beside a role heading, as a grid layout draws it, is a line of its own', () => {
    const row: Row = {
      baseline: 100,
      runs: [run('Software Engineer', 72, 180), run('2019 – 2021', 210, 270), run('• Built route services', 330, 470)],
    };
    const full: Row = { baseline: 115, runs: [{ ...run('Reached the margin of the page', 72, 540), baseline: 115 }] };
    const lines = layoutPage(PAGE, [row, full], 10);
    expect(lines.slice(0, 2).map((line) => [line.text, line.bullet])).toEqual([
      ['Software Engineer | 2019 – 2021', false],
      ['Built route services', true],
    ]);
  });

  it('on the first page, a column that opens with the name is read first, wherever it stands', () => {
    // A main column on the left and, on the right, a sidebar headed by the name in the page's largest type.
    const rows: Row[] = Array.from({ length: 12 }, (_, i): Row => {
      const baseline = 100 + 20 * i;
      const main = { ...run(i === 0 ? 'EXPERIENCE' : `Line ${i} of the main column`, 72, 330), baseline };
      const side =
        i === 0
          ? { ...testRun('Lucía Fernández', 400, 540, { size: 18 }), baseline }
          : { ...run(i === 1 ? 'Madrid, ES' : `Side ${i}`, 400, 470), baseline };
      return { baseline, runs: [main, side] };
    });
    const lines = layoutPage(PAGE, rows, 10);
    expect(lines.slice(0, 2).map((line) => line.text)).toEqual(['Lucía Fernández', 'Madrid, ES']);
    expect(lines.at(-1)!.text).toBe('Line 11 of the main column');
  });

  it('on the first page, the name is read first when a short line set level with it opens its column', () => {
    // A sidebar of skills on the left; on the right the place at the top, then the name in the page's largest type.
    const rows: Row[] = Array.from({ length: 12 }, (_, i): Row => {
      const baseline = 100 + 20 * i;
      const side = { ...run(i === 0 ? 'Skills' : `Skill ${i}`, 72, 150), baseline };
      const main =
        i === 0
          ? { ...run('Lyon, France', 400, 520), baseline }
          : i === 1
            ? { ...testRun('François Lefèvre', 300, 540, { size: 30 }), baseline }
            : { ...run(`Line ${i} of the main column`, 300, 540), baseline };
      return { baseline, runs: [side, main] };
    });
    const lines = layoutPage(PAGE, rows, 10);
    expect(lines.slice(0, 2).map((line) => line.text)).toEqual(['Lyon, France', 'François Lefèvre']);
    expect(lines.at(-1)!.text).toBe('Skill 11');
  });

  it('a margin of section labels level with their content is read label by label, not as a column', () => {
    // "Work" and "Education" in a left margin, each level with the first line it heads; the content runs on.
    const labels: Record<number, string> = { 0: 'Work', 6: 'Education' };
    const rows: Row[] = Array.from({ length: 10 }, (_, i): Row => {
      const baseline = 100 + 20 * i;
      const content = { ...run(`Content line ${i} of the page`, 200, 540), baseline };
      const label = labels[i];
      return { baseline, runs: label ? [{ ...run(label, 72, 120), baseline }, content] : [content] };
    });
    const texts = layoutPage(PAGE, rows, 10).map((line) => line.text);
    expect(texts.slice(0, 2)).toEqual(['Work', 'Content line 0 of the page']);
    expect(texts.slice(7, 9)).toEqual(['Education', 'Content line 6 of the page']);
  });

  it('a sidebar whose lines fall level with the main column, one after another, is read as a column', () => {
    // Contact lines and a list of skills set at nearly the main column's line spacing, so most of them share a row
    // with a main line.
    const runs = [
      ...Array.from({ length: 30 }, (_, i) => ({
        ...run(`Main line ${i} of the page`, 200, 540),
        baseline: 100 + 12 * i,
      })),
      ...Array.from({ length: 12 }, (_, i) => ({ ...run(`Side ${i}`, 40, 130), baseline: 100 + 13 * i })),
    ];
    const texts = layoutPage(PAGE, groupRows(runs), 10).map((line) => line.text);
    expect(texts.slice(0, 13)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `Side ${i}`),
      'Main line 0 of the page',
    ]);
  });

  it('two roles set side by side under a heading across the page are read one after the other', () => {
    const line = (baseline: number, text: string, x0: number, x1: number) => ({ ...run(text, x0, x1), baseline });
    const cells = [
      ['Creative Solutions Inc.', 'TechAdvancers'],
      ['Senior Web Developer', 'Web Developer'],
      ['January 2019 to Present', 'June 2016 to December 2018'],
      ['Led the redesign of the main site', 'Built web applications in React and Node for clients'],
    ];
    const runs = [
      line(100, 'Experience, a heading set across the middle of the page', 150, 450),
      ...cells.flatMap(([left, right], i) => [
        line(112 + 12 * i, left!, 40, 250),
        line(112 + 12 * i, right!, 310, 520),
      ]),
    ];
    expect(layoutPage(PAGE, groupRows(runs), 10).map((placed) => placed.text)).toEqual([
      'Experience, a heading set across the middle of the page',
      ...cells.map(([left]) => left),
      ...cells.map(([, right]) => right),
    ]);
  });

  it('a short page of labels is read the same way when its last label heads a section it leaves empty', () => {
    // A resume's second page: two labels level with their content, then "Languages" with nothing printed beside it.
    const labels: Record<number, string> = { 0: 'Education', 3: 'Projects', 6: 'Languages' };
    const rows: Row[] = Array.from({ length: 7 }, (_, i): Row => {
      const baseline = 100 + 20 * i;
      const content = i < 6 ? [{ ...run(`Content line ${i} of the page`, 200, 540), baseline }] : [];
      const label = labels[i];
      return { baseline, runs: label ? [{ ...run(label, 72, 130), baseline }, ...content] : content };
    });
    const lines = layoutPage({ ...PAGE, page: 2 }, rows, 10);
    expect(lines.map((line) => line.text)).toEqual([
      'Education',
      'Content line 0 of the page',
      'Content line 1 of the page',
      'Content line 2 of the page',
      'Projects',
      'Content line 3 of the page',
      'Content line 4 of the page',
      'Content line 5 of the page',
      'Languages',
    ]);
  });
});
