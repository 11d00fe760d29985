import { describe, expect, it } from 'vitest';
import { forbiddenControls } from '@hirestride/shared/file-text';
import type { LayoutEntry, LayoutSection, ResumeLayout } from '@hirestride/resume-formats';
import { plainLook, TEMPLATE_STYLES } from '@hirestride/resume-formats';
import { readDocx } from './read-docx.js';
import { renderResumeDocx } from './resume-docx.js';

const look = plainLook({ template: TEMPLATE_STYLES.compact! });

const job = (i: number, extra: Partial<LayoutEntry> = {}): LayoutEntry => ({
  title: `Engineer ${i}, Company ${i}`,
  when: `Jan ${2000 + i} – Jan ${2001 + i}`,
  lines: ['London', `- First line of role ${i}`, `- Last line of role ${i}`],
  ...extra,
});

const experience = (jobs: number, alignment: LayoutSection['alignment'] = 'left'): LayoutSection => ({
  key: 'experience',
  heading: 'Experience',
  alignment,
  inline: null,
  entries: Array.from({ length: jobs }, (_, index) => job(index + 1)),
});

const skills: LayoutSection = {
  key: 'skills',
  heading: 'Skills',
  alignment: 'center',
  inline: ['Python (Expert)', 'Postgres', 'עברית'],
  entries: [],
};

const summary: LayoutSection = {
  key: 'summary',
  heading: 'Summary',
  alignment: 'left',
  inline: null,
  entries: [
    { title: '', when: '', lines: ['• Builds payment systems'] },
    { title: '', when: '', lines: ['• Runs the on-call rota'] },
  ],
};

const resume = (overrides: Partial<ResumeLayout> = {}): ResumeLayout => ({
  name: 'Zoë Ångström דוד',
  contacts: ['zoe@example.com', '555-0100', 'linkedin.com/in/zoe'],
  links: { 'zoe@example.com': 'mailto:zoe@example.com', 'linkedin.com/in/zoe': 'https://www.linkedin.com/in/zoe' },
  headerAlignment: 'left',
  sections: [summary, experience(3), skills],
  look,
  ...overrides,
});

const render = async (layout: ResumeLayout, size: 'A4' | 'LETTER' = 'A4') =>
  readDocx(await renderResumeDocx(layout, { size }));

describe('renderResumeDocx', () => {
  it.each([
    ['A4', 11906, 16838],
    ['LETTER', 12240, 15840],
  ] as const)(
    '%s: page of %i × %i twips, the PDF’s margins, dates on a tab stop at the text width',
    async (size, w, h) => {
      const { document } = await render(resume(), size);
      expect(document).toContain(`<w:pgSz w:w="${w}" w:h="${h}"`);
      expect(document).toMatch(/<w:pgMar w:top="960" w:right="960" w:bottom="1080" w:left="960"/);
      expect(document).toContain(`<w:tab w:val="right" w:pos="${w - 1920}"/>`);
    },
  );

  it.each([
    ['one role', resume({ sections: [experience(1)] })],
    ['summary, roles, skills', resume()],
    ['skills before roles', resume({ sections: [skills, experience(5)] })],
    ['a right-aligned section', resume({ sections: [experience(2, 'right')] })],
    [
      'a headline, and skills by their categories',
      resume({
        headline: 'Registered Nurse – Medical-Surgical',
        sections: [
          {
            ...skills,
            groups: [
              { label: 'Clinical', items: ['IV therapy', 'Wound care'] },
              { label: 'Systems', items: ['Epic EHR'] },
            ],
          },
        ],
      }),
    ],
  ])('%s: every heading, title, date and line, in the layout’s order', async (_, layout) => {
    const { paragraphs } = await render(layout);
    const expected = [
      layout.name,
      ...(layout.headline ? [layout.headline] : []),
      layout.contacts.join(' · '),
      ...layout.sections.flatMap((part) => [
        part.heading,
        ...(part.groups
          ? part.groups.map((group) => `${group.label}: ${group.items.join(' · ')}`)
          : part.inline
            ? [part.inline.join(' · ')]
            : []),
        ...part.entries.flatMap((entry) => [
          ...(entry.title || entry.when ? [entry.when ? `${entry.title}\t${entry.when}` : entry.title] : []),
          ...entry.lines.map((line) => line.replace(/^• /, '')),
        ]),
      ]),
    ];
    expect(paragraphs.map((paragraph) => paragraph.text)).toEqual(expected);
  });

  it('links the email and the profile in the contacts line', async () => {
    const { links, document } = await render(resume());
    expect(links.sort()).toEqual(['https://www.linkedin.com/in/zoe', 'mailto:zoe@example.com']);
    expect(document.match(/<w:hyperlink /g)).toHaveLength(2);
  });

  it('keeps each entry together: keepNext on all its paragraphs but the last, keepLines on all', async () => {
    const { paragraphs } = await render(resume({ sections: [experience(2)] }));
    for (const i of [1, 2]) {
      const start = paragraphs.findIndex((paragraph) => paragraph.text.startsWith(`Engineer ${i},`));
      const entry = paragraphs.slice(start, start + 4);
      expect(entry.map((paragraph) => paragraph.properties.includes('<w:keepNext/>'))).toEqual([
        true,
        true,
        true,
        false,
      ]);
      expect(entry.every((paragraph) => paragraph.properties.includes('<w:keepLines/>'))).toBe(true);
      expect(entry[0]!.properties).not.toContain('w:numPr');
    }
  });

  it.each([
    [plainLook({ headingUppercase: true }), 'EXPERIENCE', true],
    [look, 'Experience', false],
  ])('headings are Heading 1 paragraphs that keep with what follows (%o)', async (headingLook, text, rule) => {
    const { paragraphs, styles } = await render(resume({ sections: [experience(1)], look: headingLook }));
    const heading = paragraphs.find((paragraph) => paragraph.properties.includes('<w:pStyle w:val="Heading1"/>'));
    expect(heading?.text).toBe(text);
    const style = /<w:style [^>]*w:styleId="Heading1"[\s\S]*?<\/w:style>/.exec(styles)?.[0] ?? '';
    expect(style).toContain('<w:keepNext/>');
    expect(style).toContain('<w:outlineLvl w:val="0"/>');
    expect(style.includes('<w:bottom ')).toBe(rule);
  });

  it('draws the name large and bold, and "• " lines as list items without the typed bullet', async () => {
    const { paragraphs, document } = await render(resume({ sections: [summary] }));
    expect(document).toMatch(/<w:b\/><w:bCs\/><w:sz w:val="36"\/><w:szCs w:val="36"\/><\/w:rPr><w:t[^>]*>Zoë/);
    const bullets = paragraphs.filter((paragraph) => paragraph.properties.includes('<w:numPr>'));
    expect(bullets.map((paragraph) => paragraph.text)).toEqual(['Builds payment systems', 'Runs the on-call rota']);
  });

  it('lays out an inline section as one paragraph in the section’s alignment', async () => {
    const { paragraphs } = await render(resume({ sections: [skills] }));
    const inline = paragraphs.find((paragraph) => paragraph.text.includes('Postgres'));
    expect(inline?.text).toBe('Python (Expert) · Postgres · עברית');
    expect(inline?.properties).toContain('<w:jc w:val="center"/>');
  });

  it.each([
    ['accents', 'Zoë Ångström', 'Café crème brûlée, São Paulo'],
    ['Hebrew', 'דוד כהן', 'מהנדס תוכנה בכיר'],
    ['characters XML escapes', 'R&D <Lead> "Ops"', 'Cut costs by 30% & 5 < 6'],
  ])('keeps %s as text', async (_, name, line) => {
    const layout = resume({
      name,
      sections: [{ ...experience(1), entries: [job(1, { title: name, lines: [line] })] }],
    });
    const { paragraphs, title } = await render(layout);
    expect(paragraphs[0]!.text).toBe(name);
    expect(paragraphs.map((paragraph) => paragraph.text)).toContain(line);
    expect(title).toBe(`${name} resume`);
  });

  it('leaves out what XML 1.0 forbids, so Word opens the file whatever was pasted', async () => {
    const pasted = resume({
      name: 'Ana\u0007 Ruiz',
      sections: [
        { ...experience(1), entries: [job(1, { title: 'Charge\u000B Nurse', lines: ['Led\u0001 a unit\uFFFF'] })] },
      ],
    });
    const { document, paragraphs } = await render(pasted);
    expect(forbiddenControls(document)).toEqual([]);
    expect(document).not.toMatch(/\uFFFE|\uFFFF/);
    expect(paragraphs.map((paragraph) => paragraph.text)).toEqual(expect.arrayContaining(['Ana Ruiz', 'Led a unit']));
  });

  it('gives a valid document for an empty layout, with its metadata', async () => {
    const bytes = await renderResumeDocx(
      { name: '', contacts: [], links: {}, headerAlignment: 'left', sections: [], look },
      { size: 'LETTER' },
    );
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { files, document, core, title, paragraphs } = await readDocx(bytes);
    expect(files).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml']));
    expect(document).toMatch(/<w:body>[\s\S]*<w:sectPr[\s\S]*<\/w:body>/);
    expect(paragraphs.map((paragraph) => paragraph.text)).toEqual(['']);
    expect(title).toBe('resume');
    expect(core).toContain('<dc:creator>HireStride</dc:creator>');
  });
});

describe('the font', () => {
  it.each([
    ['Inter', 'swiss', 'Arial'],
    ['Noto Sans', 'swiss', 'Arial'],
    ['Source Serif 4', 'roman', 'Times New Roman'],
    ['Noto Serif', 'roman', 'Times New Roman'],
    ['DejaVu Sans', 'swiss', 'Arial'],
  ] as const)('names %s for the text and headings, %s class, %s standing in', async (font, kind, fallback) => {
    const { styles, fontTable } = await readDocx(
      await renderResumeDocx(resume({ look: plainLook({ font }) }), { size: 'A4' }),
    );
    const runFonts = `<w:rFonts w:ascii="${font}" w:cs="${fallback}" w:eastAsia="${font}" w:hAnsi="${font}"/>`;
    // The document's default run and Heading 1's.
    expect(styles.split(runFonts)).toHaveLength(3);
    expect(styles).not.toContain('w:ascii="Arial"');
    expect(fontTable).toContain(
      `<w:font w:name="${font}"><w:altName w:val="${fallback}"/><w:family w:val="${kind}"/><w:pitch w:val="variable"/></w:font>`,
    );
    expect(fontTable).toContain(`<w:font w:name="${fallback}"><w:family w:val="${kind}"/>`);
  });

  it('is Inter when none is given', async () => {
    const { styles } = await render(resume());
    expect(styles).toContain('<w:rFonts w:ascii="Inter" w:cs="Arial" w:eastAsia="Inter" w:hAnsi="Inter"/>');
  });
});
