import { describe, expect, it } from 'vitest';
import { plainLook, TEMPLATE_STYLES, BULLET, type LayoutEntry, type ResumeLayout } from '@hirestride/resume-formats';
import { parseBack, readPdf } from '../publish/parse-back.js';
import { mayOutgrowPage, renderResumePdf, withLetters } from './resume-pdf.js';

const entry = (lines: number, title = 'Engineer, Acme'): LayoutEntry => ({
  title,
  when: 'Jan 2020 – Present',
  lines: Array.from(
    { length: lines },
    (_, i) => `Delivered outcome number ${i + 1} for the team and its users, measured and reported.`,
  ),
});

const layout = (entries: LayoutEntry[]): ResumeLayout => ({
  name: 'Ada Lovelace',
  contacts: ['ada@example.com', '555-0100', 'linkedin.com/in/ada'],
  links: { 'ada@example.com': 'mailto:ada@example.com', 'linkedin.com/in/ada': 'https://linkedin.com/in/ada' },
  headerAlignment: 'left',
  look: plainLook(),
  sections: [{ key: 'experience', heading: 'Experience', alignment: 'left', inline: null, entries }],
});

/** The smallest gap between two text lines drawn one under the other on any page. */
async function tightestLineGap(pdf: Buffer): Promise<number> {
  let tightest = Infinity;
  for (const page of await readPdf(pdf)) {
    const rows = [
      ...new Set(page.items.filter((item) => item.text.trim()).map((item) => Math.round(item.y * 10) / 10)),
    ];
    rows.sort((a, b) => b - a);
    for (let i = 1; i < rows.length; i += 1) tightest = Math.min(tightest, rows[i - 1]! - rows[i]!);
  }
  return tightest;
}

describe('the header', () => {
  it('links the email and the profile; the phone stays text', async () => {
    const [page] = await readPdf(await renderResumePdf(layout([entry(2)]), { size: 'A4', pageNumbers: false }));
    expect(page!.text).toContain('ada@example.com·555-0100·linkedin.com/in/ada');
    expect(page!.links.sort()).toEqual(['https://linkedin.com/in/ada', 'mailto:ada@example.com']);
  });
});

describe('entries and pages', () => {
  it.each([
    ['a short entry', 4, false],
    ['an entry of half a page', 25, false],
    // Lines nearly as wide as the page (about 80 characters) count as one line each: 40 of them still fit.
    ['forty full-width lines', 40, false],
    ['an entry taller than a page', 90, true],
  ])('%s may outgrow a page: %s', (_, lines, outgrows) => {
    expect(mayOutgrowPage(entry(lines), 'A4')).toBe(outgrows);
  });

  it('breaks an entry taller than a page across pages instead of squeezing its lines together', async () => {
    const drawn = layout([entry(3, 'First, Before'), entry(120, 'Long, Role'), entry(3, 'Last, After')]);
    for (const size of ['A4', 'LETTER'] as const) {
      const pdf = await renderResumePdf(drawn, { size, pageNumbers: false });
      // 10 pt text: lines closer than 9 pt overlap.
      expect(await tightestLineGap(pdf)).toBeGreaterThanOrEqual(9);
      const read = await parseBack(pdf, drawn, size);
      expect(read.pages).toBeGreaterThanOrEqual(3);
      expect(read).toMatchObject({ missing: [], outOfOrder: [], splitEntries: [], ok: true });
    }
  });

  it('keeps an entry that fits on a page whole, moving it to the next page', async () => {
    const drawn = layout(Array.from({ length: 6 }, (_, i) => entry(14, `Role ${i}, Company ${i}`)));
    const pdf = await renderResumePdf(drawn, { size: 'A4', pageNumbers: false });
    const read = await parseBack(pdf, drawn, 'A4');
    expect(read.pages).toBe(2);
    expect(read.splitEntries).toEqual([]);
    expect(await tightestLineGap(pdf)).toBeGreaterThanOrEqual(9);
  });
});

describe('withLetters', () => {
  it.each([
    ['ﬁnance and ﬂow', 'finance and flow'],
    ['ﬀ ﬃ ﬄ ﬅ ﬆ', 'ff ffi ffl st st'],
    ['Zoë Ångström, ½ day', 'Zoë Ångström, ½ day'],
  ])('%s → %s, wherever it is in the layout', (given, expected) => {
    const layout = {
      name: given,
      contacts: [given],
      links: { [given]: 'https://example.com' },
      headerAlignment: 'left',
      sections: [{ key: 'skills', heading: given, alignment: 'left', inline: [given], entries: [] }],
      look: plainLook({ template: TEMPLATE_STYLES.compact! }),
    } satisfies ResumeLayout;
    const folded = withLetters(layout);
    expect(folded.name).toBe(expected);
    expect(folded.contacts).toEqual([expected]);
    expect(folded.sections[0]!.heading).toBe(expected);
    expect(folded.sections[0]!.inline).toEqual([expected]);
    expect(folded.links).toEqual({ [expected]: 'https://example.com' });
  });
});

describe('page breaks a reader would not notice', () => {
  const bullets = (count: number, title: string): LayoutEntry => ({
    title,
    when: 'Jan 2020 – Present',
    lines: Array.from(
      { length: count },
      (_, i) => `${BULLET}Delivered outcome number ${i + 1} for the team, measured.`,
    ),
  });
  /** A first role of `filler` lines pushes the sections after it to every height on the page. */
  const drawn = (filler: number): ResumeLayout => ({
    ...layout([]),
    headline: 'Engineer',
    look: plainLook({ headingUppercase: true }),
    sections: [
      {
        key: 'experience',
        heading: 'Experience',
        alignment: 'left',
        inline: null,
        entries: [bullets(filler, 'A, B'), bullets(6, 'C, D'), bullets(5, 'E, F')],
      },
      {
        key: 'volunteer',
        heading: 'Volunteering',
        alignment: 'left',
        inline: null,
        entries: [bullets(3, 'Code Club')],
      },
      {
        key: 'certifications',
        heading: 'Certifications',
        alignment: 'left',
        inline: null,
        entries: [
          {
            title: 'Certified Occupational Health and Safety Management Systems Lead Auditor Professional, Institute',
            when: 'Jul 2017',
            lines: [],
          },
        ],
      },
    ],
  });
  it.each((['A4', 'LETTER'] as const).flatMap((size) => [26, 30, 33, 36, 39].map((filler) => [size, filler] as const)))(
    '%s, a first role of %i lines: no heading ends a page, no text runs into other text',
    async (size, filler) => {
      const read = await parseBack(
        await renderResumePdf(drawn(filler), { size, pageNumbers: true }),
        drawn(filler),
        size,
      );
      expect(read).toMatchObject({ orphanHeadings: [], overlappingText: [], missing: [], splitEntries: [], ok: true });
    },
  );
});
