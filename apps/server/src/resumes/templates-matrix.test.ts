/**
 * Every template drawn in every paper size and density, a long and a short resume each: the PDF read back never has a
 * heading alone at a page's foot, text over text, a role split that fits on a page, or text missing or out of order;
 * the page count is the one My Resumes and the check report; the Word file keeps headings and roles together.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutResume, type ResumeLayout } from '@hirestride/resume-formats';
import { DENSITIES, PAPER_SIZES } from '@hirestride/shared/resume-design';
import type { ContentData, DesignJson } from '@hirestride/shared/resume';
import { migrationsFolder } from '../../test/harness.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { TemplatesRepository, type TemplateRow } from '../templates/repository.js';
import { readDocx } from './docx/read-docx.js';
import { renderResumeDocx } from './docx/resume-docx.js';
import { drawResume } from './pdf/draw-resume.js';
import { parseBack } from './publish/parse-back.js';

const samples = JSON.parse(readFileSync(new URL('../cli/template-samples.json', import.meta.url), 'utf8')) as Record<
  string,
  ContentData
>;

/** A long career: the supervisor's roles and seven more, long certificate names, every section filled. */
function longResume(): ContentData {
  const base = samples.supervisor!;
  const more = Array.from({ length: 7 }, (_, i) => ({
    job_title: `Operations Coordinator ${i + 1}`,
    company: `Gulf Coast Logistics Partners Distribution Center ${i + 1}`,
    location: 'Pasadena, TX',
    start_date: `${2005 + i}-01-01`,
    end_date: `${2006 + i}-01-01`,
    description: [
      `Coordinated inbound freight for ${20 + i} dock doors and cut average trailer dwell time by ${10 + i}% in a year.`,
      'Built the weekly labor model in Excel that the site used to staff three shifts across receiving and putaway.',
      'Trained new leads on the warehouse management system, cycle counting, and the site’s lockout/tagout procedure.',
      'Ran the monthly safety committee and closed every audit finding within 30 days for two years running.',
    ].join('\n'),
  }));
  return {
    ...base,
    summary: {
      bullet_points: [
        'Operations leader with 20 years in distribution, from forklift operator to shift supervisor.',
        'Known for safe, on-time shifts: 730 days without a recordable injury on the current night shift.',
      ],
    },
    experience: [...base.experience, ...more],
    certifications: [
      ...base.certifications,
      {
        cert_name: 'Certified Supply Chain Professional (CSCP) – Association for Supply Chain Management Programme',
        issuer: 'ASCM',
        issue_dt: '2017-07-01',
      },
    ],
    education: [
      ...base.education,
      {
        institution: 'Aldine High School',
        degree: 'High School Diploma',
        field: '',
        end_dt: '2004-06-01',
        gpa: null,
        honors: '',
      },
    ],
  };
}

const shortResume = (): ContentData => ({
  ...samples.nurse!,
  experience: samples.nurse!.experience.slice(0, 1),
  skills: samples.nurse!.skills.slice(0, 3),
});

let handle: DatabaseHandle;
let templates: TemplateRow[];
beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder });
  templates = await new TemplatesRepository(handle.db).list();
}, 60_000);
afterAll(() => handle?.close());

const layoutOf = (template: TemplateRow, content: ContentData, density: string, size: string): ResumeLayout =>
  layoutResume(
    {
      renderer_key: template.rendererKey,
      design_json: {
        ...(template.designJson as DesignJson),
        density,
        page_size: size,
        fit_one_page: false,
      } as DesignJson,
      content_data: content,
      snippet_section_map: {},
    },
    new Map(),
  );

describe('every template, paper size and density', () => {
  it('has at least eight templates, the seed’s two among them', () => {
    expect(templates.length).toBeGreaterThanOrEqual(8);
    expect(templates.map((template) => template.rendererKey)).toEqual(
      expect.arrayContaining(['high_school', 'modern_professional']),
    );
  });

  const cases = PAPER_SIZES.flatMap((size) =>
    DENSITIES.flatMap((density) => (['long', 'short'] as const).map((length) => ({ size, density, length }))),
  );
  it.each(cases)(
    '$length resume, $size, $density: read back whole, nothing split or overlapping',
    async (c) => {
      for (const template of templates) {
        const layout = layoutOf(template, c.length === 'long' ? longResume() : shortResume(), c.density, c.size);
        const drawn = await drawResume(layout);
        const read = await parseBack(drawn.pdf, drawn.layout, c.size);
        const label = `${template.rendererKey} ${c.size} ${c.density} ${c.length}`;
        // ok: the right paper, nothing missing or out of order, no entry split, no heading alone at a page's foot, no
        // text over text or past the margin; the summary names whichever failed.
        expect({ label, ok: read.ok, summary: read.summary }).toEqual({ label, ok: true, summary: read.summary });
        // One page count: the file's, the read-back's, and so My Resumes' and the check's (both drawResume).
        expect(read.pages, label).toBe(drawn.pages);
        if (c.length === 'long') expect(read.pages, label).toBeGreaterThan(1);
        else expect(read.pages, label).toBe(1);

        const docx = await readDocx(await renderResumeDocx(layout));
        const headings = docx.paragraphs.filter((paragraph) => paragraph.properties.includes('Heading1'));
        expect(headings.length, label).toBe(layout.sections.length);
        // Headings keep with what follows through their style, Heading 1.
        expect(docx.styles, label).toMatch(/w:styleId="Heading1"[\s\S]*?<w:keepNext\/>[\s\S]*?<\/w:style>/);
        // A role's title line keeps with its lines, and no line of it splits.
        const titles = docx.paragraphs.filter((paragraph) => paragraph.text.startsWith('Shift Supervisor, Crestline'));
        for (const title of titles)
          expect(title.properties, label).toMatch(
            /<w:keepNext\/>[\s\S]*<w:keepLines\/>|<w:keepLines\/>[\s\S]*<w:keepNext\/>/,
          );
      }
    },
    120_000,
  );
});
