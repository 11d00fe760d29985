import { describe, expect, it } from 'vitest';
import type { LayoutEntry, ResumeLayout } from '@hirestride/resume-formats';
import { plainLook, TEMPLATE_STYLES } from '@hirestride/resume-formats';
import { renderResumePdf } from '../pdf/resume-pdf.js';
import { compareWithLayout, parseBack, readPdf, type PdfPage } from './parse-back.js';

const role = (i: number, extra: string[] = []): LayoutEntry => ({
  title: `Engineer ${i}, Company ${i}`,
  when: `Jan ${2000 + i} – Jan ${2001 + i}`,
  lines: [`- First line of role ${i}: built payment services.`, ...extra, `- Last line of role ${i}.`],
});
const layoutWith = (entries: LayoutEntry[], skills = ['Python (Expert)', 'Go']): ResumeLayout => ({
  name: 'Zoë Ångström דוד',
  contacts: ['ada@example.com', '555-0100'],
  links: {},
  headerAlignment: 'left',
  sections: [
    { key: 'experience', heading: 'Experience', alignment: 'left', inline: null, entries },
    { key: 'skills', heading: 'Skills', alignment: 'left', inline: skills, entries: [] },
  ],
  look: plainLook({ template: TEMPLATE_STYLES.modern_professional!, headingUppercase: true }),
});
const pdfOf = (layout: ResumeLayout, size: 'A4' | 'LETTER' = 'A4') =>
  renderResumePdf(layout, { size, pageNumbers: true });

describe('parseBack on rendered files', () => {
  it.each([
    [3, []],
    // Each role is 14 lines: three to a page, the next page starting with a role, never inside one.
    [5, [{ page: 2, section: 'experience', entry: 3 }]],
    [
      8,
      [
        { page: 2, section: 'experience', entry: 3 },
        { page: 3, section: 'experience', entry: 7 },
      ],
    ],
  ])('%i long roles: the pages after the first start at %j', async (roles, starts) => {
    const filler = Array.from({ length: 12 }, (_, i) => `- Ran the weekly review number ${i} with the team.`);
    const layout = layoutWith(Array.from({ length: roles }, (_, i) => role(i + 1, filler)));
    const read = await parseBack(await pdfOf(layout), layout, 'A4');
    expect(read.pageStarts).toEqual(starts);
    expect(read.pages).toBe(starts.length + 1);
  });

  it('finds everything in a file with mixed scripts, ligatures and a broken long word', async () => {
    const layout = layoutWith([
      role(1, [
        '- Built things with שלום עולם and مرحبا بالعالم for customers',
        `- Word ${'Pneumonoultramicroscopicsilicovolcanoconiosis'}${'x'.repeat(40)} end`,
        '- An efficient office: ﬁnance and ﬂow',
      ]),
      role(2),
    ]);
    const result = await parseBack(await pdfOf(layout), layout, 'A4');
    expect(result).toEqual({
      pages: 1,
      pageSize: { width: 595.28, height: 841.89 },
      pageSizeOk: true,
      missing: [],
      outOfOrder: [],
      splitEntries: [],
      orphanHeadings: [],
      overlappingText: [],
      overflowingLines: [],
      pageStarts: [],
      ok: true,
      summary: 'Read back 1 page (A4): all 2 entries present, in order, none split across pages.',
    });
  });

  it('reports text the file lacks, entries out of order and a page size other than the one asked for', async () => {
    const drawn = layoutWith([role(1), role(2), role(3)]);
    const pdf = await pdfOf(drawn, 'LETTER');
    const expected = layoutWith([role(1), role(3), role(2), { title: 'Volunteer, Code Club', when: '', lines: [] }]);
    const result = await parseBack(pdf, expected, 'A4');
    expect(result.pageSize).toEqual({ width: 612, height: 792 });
    expect(result.pageSizeOk).toBe(false);
    expect(result.missing).toEqual(['Volunteer, Code Club']);
    expect(result.outOfOrder).toEqual(['Engineer 2, Company 2']);
    expect(result.ok).toBe(false);
    expect(result.summary).toBe(
      'Read back 1 page (pages of 612 × 792 pt, not A4): 1 line of text not found, 1 entry out of order, ' +
        'none split across pages.',
    );
  });

  it('leaves the caller’s bytes usable', async () => {
    const pdf = await pdfOf(layoutWith([role(1)]));
    await readPdf(pdf);
    expect((await readPdf(pdf)).length).toBe(1);
  });
});

describe('compareWithLayout on made-up pages', () => {
  const A4 = { width: 595.28, height: 841.89 };
  /** A page with one text item per line, 12 points apart from the top margin down. */
  const page = (lines: Array<string | { text: string; x: number; width: number }>, top = 60): PdfPage => {
    const items = lines.map((line, index) => {
      const { text, x, width } = typeof line === 'string' ? { text: line, x: 48, width: 200 } : line;
      return { text, x, y: A4.height - top - 12 * index, width, height: 10 };
    });
    return { ...A4, text: items.map((item) => item.text.replace(/\s+/g, '')).join(''), items, links: [] };
  };
  const head = ['Zoë Ångström דוד', 'ada@example.com · 555-0100', 'EXPERIENCE'];
  const entry = (i: number) => [`Engineer ${i}, Company ${i}`, `Jan ${2000 + i} – Jan ${2001 + i}`];

  it('reports an entry split across pages although it would fit on one', () => {
    const layout = layoutWith([role(1), role(2)], []);
    layout.sections.pop();
    const pages = [
      page([...head, ...entry(1), ...role(1).lines, ...entry(2), role(2).lines[0]!]),
      page([role(2).lines[1]!]),
    ];
    const result = compareWithLayout(pages, layout, 'A4');
    expect(result).toMatchObject({ pages: 2, missing: [], outOfOrder: [], splitEntries: ['Engineer 2, Company 2'] });
    expect(result.summary).toBe('Read back 2 pages (A4): all 2 entries present, in order, 1 entry split across pages.');
  });

  it('does not call an entry taller than a page split: it has to break', () => {
    const long = role(
      1,
      Array.from({ length: 66 }, (_, i) => `- Line ${i + 1} of a very long role.`),
    );
    const layout = layoutWith([long], []);
    layout.sections.pop();
    const [title, when] = entry(1);
    const pages = [page([...head, title!, when!, ...long.lines.slice(0, 60)]), page(long.lines.slice(60))];
    expect(compareWithLayout(pages, layout, 'A4')).toMatchObject({ missing: [], splitEntries: [], ok: true });
  });

  it('reports text past the right margin or off the page, once each', () => {
    const layout = layoutWith([role(1)], []);
    layout.sections.pop();
    const wide = { text: 'Supercalifragilistic', x: 400, width: 150 };
    const off = { text: 'Off the page', x: 560, width: 60 };
    const inside = { text: 'Jan 2001 – Jan 2002', x: 454.36, width: 92.92 };
    const pages = [page([...head, entry(1)[0]!, inside, ...role(1).lines, wide, off, wide])];
    const result = compareWithLayout(pages, layout, 'A4');
    expect(result.overflowingLines).toEqual(['Supercalifragilistic', 'Off the page']);
    expect(result.ok).toBe(false);
    expect(result.summary).toMatch(/, 2 lines past the right margin\.$/);
  });

  it('reports a heading left alone at the foot of a page, its section starting on the next', () => {
    const layout = layoutWith([role(1)]);
    const pages = [page([...head, ...entry(1), ...role(1).lines, 'SKILLS', '1 / 2']), page(['Python (Expert) · Go'])];
    const result = compareWithLayout(pages, layout, 'A4');
    expect(result.orphanHeadings).toEqual(['Skills']);
    expect(result.ok).toBe(false);
    expect(result.summary).toMatch(/, 1 heading alone at the foot of a page\.$/);
  });

  it('reports text drawn over other text on its line, and not runs that only touch', () => {
    const layout = layoutWith([role(1)], []);
    layout.sections.pop();
    const drawn = page([...head, ...entry(1), ...role(1).lines]);
    const [title, when] = [drawn.items[3]!, drawn.items[4]!];
    Object.assign(title, { x: 48, width: 420 });
    // The date drawn on the title's line, over its last 14 points.
    Object.assign(when, { y: title.y, x: 454, width: 93 });
    const result = compareWithLayout([drawn], layout, 'A4');
    expect(result.overlappingText).toEqual(['Engineer 1, Company 1 / Jan 2001 – Jan 2002']);
    expect(result.summary).toMatch(/, 1 line drawn over other text\.$/);
    // Ending 1 point into the date, as kerning and rounding leave runs, is not drawing over it.
    title.width = 407;
    expect(compareWithLayout([drawn], layout, 'A4')).toMatchObject({ overlappingText: [], ok: true });
  });
});
