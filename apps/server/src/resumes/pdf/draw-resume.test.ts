import { describe, expect, it } from 'vitest';
import { plainLook, type LayoutEntry, type ResumeLayout } from '@hirestride/resume-formats';
import { readPdf } from '../publish/parse-back.js';
import { drawResume } from './draw-resume.js';

const role = (i: number, lines: number): LayoutEntry => ({
  title: `Shift Supervisor ${i}, Crestline Fulfillment Center`,
  when: `May ${2000 + i} – May ${2001 + i}`,
  lines: Array.from(
    { length: lines },
    (_, n) => `• Supervised ${20 + n} associates and shipped 18,000 orders a night (${i}.${n}).`,
  ),
});

const resume = (roles: number, fitOnePage: boolean): ResumeLayout => ({
  name: 'Daniel Ortega Ruiz',
  contacts: ['daniel@example.com'],
  links: {},
  headerAlignment: 'left',
  sections: [
    {
      key: 'experience',
      heading: 'Experience',
      alignment: 'left',
      inline: null,
      entries: Array.from({ length: roles }, (_, i) => role(i, 6)),
    },
  ],
  look: plainLook({ fitOnePage }),
});

/** The smallest type drawn on the first page, from the text's heights. */
async function smallestType(pdf: Buffer): Promise<number> {
  const [page] = await readPdf(pdf);
  return Math.min(...page!.items.filter((item) => item.text.trim()).map((item) => item.height));
}

describe('drawResume: fit to one page', () => {
  it.each([
    // roles, fit asked, pages, fit
    [3, false, 1, 'not-asked'],
    [3, true, 1, 'fits'],
    // Just over a page as designed: compact spacing, then narrow margins, bring it onto one.
    [9, false, 2, 'not-asked'],
    [9, true, 1, 'fitted'],
    // Far over a page: it cannot fit at any readable size, and is drawn as designed.
    [20, true, 3, 'cannot'],
  ] as const)('%i roles, fit asked: %s → %i pages (%s)', async (roles, fit, pages, outcome) => {
    const drawn = await drawResume(resume(roles, fit));
    expect(drawn.fit).toBe(outcome);
    expect(drawn.pages).toBe(pages);
    expect((await readPdf(drawn.pdf)).length).toBe(pages);
    // Never below 9 pt body type (pdfjs gives a run's height as its type size).
    expect(await smallestType(drawn.pdf)).toBeGreaterThanOrEqual(8.9);
    if (outcome === 'cannot') expect(drawn.layout.look).toEqual(resume(roles, fit).look);
  });
});
