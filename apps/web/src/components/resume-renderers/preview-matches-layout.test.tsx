import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BULLET, layoutResume, RESUME_SECTIONS } from '@hirestride/resume-formats/resume-layout';
import type { Snippet } from '@hirestride/shared/content';
import type { DesignJson, ResumeVersion } from '@hirestride/shared/resume';
import { renderers } from './registry';

const ORDER = ['personal_info', ...RESUME_SECTIONS.filter((key) => key !== 'testimonials')];

const design = (styles: DesignJson['section_styles'] = {}, order = ORDER): DesignJson => ({
  font_family: 'Inter',
  section_order: order,
  heading_style: {
    font_size: 14,
    font_weight: 'bold',
    margin_bottom: 4,
    text_transform: 'uppercase',
    border_bottom: '1px solid',
  },
  section_styles: styles,
});

const draft = (renderer: string, styles?: DesignJson['section_styles'], order?: string[]): ResumeVersion => ({
  id: 1,
  version: 1,
  name: 'Test resume',
  template: 1,
  renderer_key: renderer,
  design_json: design(styles, order),
  content_data: {
    personal_info: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: '',
      email: 'ada@example.com',
      phone: '555-0100',
      linkedin_url: 'https://linkedin.com/in/ada',
      address: 'London',
    },
    summary: { bullet_points: ['Backend engineer who likes ledgers.', 'Ten years of payments.'] },
    education: [
      {
        institution: 'University of Leeds',
        degree: 'BSc',
        field: 'Mathematics',
        end_dt: '2012-06-30',
        gpa: '3.8',
        honors: 'First class',
      },
      { institution: 'Leeds Grammar', degree: '', field: '', end_dt: '2009-06-30', gpa: null, honors: '' },
    ],
    snippets: [],
    experience: [
      {
        job_title: 'Backend Engineer',
        company: 'Monzo',
        location: 'London',
        start_date: '2021-05-01',
        end_date: null,
        description: '- Built the ledger\n- Cut p99 by 40%',
      },
      {
        job_title: 'Developer',
        company: '',
        location: '',
        start_date: '2015-01-01',
        end_date: '2021-04-30',
        description: '',
      },
    ],
    skills: [
      { skill_name: 'Python', proficiency: 'Expert', category: '' },
      { skill_name: 'SQL', proficiency: '', category: '' },
    ],
    certifications: [{ cert_name: 'AWS Developer', issuer: 'Amazon', issue_dt: '2020-01-01' }],
  },
  // 99 no longer exists: neither the preview nor the PDF shows it.
  snippet_section_map: { volunteer: [2, 99], awards: [1], testimonials: [] },
});

const snippets: ReadonlyMap<number, Snippet> = new Map([
  [1, { id: 1, title: 'Hackathon winner', content: 'Won the 2019 fintech hackathon.' }],
  [2, { id: 2, title: '', content: 'Code club mentor\nEvery Saturday' }],
]);

/** The text the renderer shows, in document order, one item per element's text. */
function previewText(version: ResumeVersion): string[] {
  const Renderer = renderers[version.renderer_key]!;
  const html = renderToStaticMarkup(<Renderer draft={version} snippets={snippets} />);
  return html
    .split(/<[^>]+>/)
    .map((text) =>
      text
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .trim(),
    )
    .filter(Boolean);
}

/** The same text as the PDF draws it from the layout. */
function layoutText(version: ResumeVersion): string[] {
  const layout = layoutResume(version, snippets);
  // An achievement's bullet is drawn apart from its text, hanging.
  const line = (text: string) => (text.startsWith(BULLET) ? [BULLET.trim(), text.slice(BULLET.length)] : [text]);
  return [
    layout.name,
    ...(layout.headline ? [layout.headline] : []),
    ...(layout.contacts.length ? [layout.contacts.join(' · ')] : []),
    ...layout.sections.flatMap((section) => [
      section.heading,
      ...(section.groups
        ? section.groups.flatMap((group) => [`${group.label}:`, group.items.join(' · ')])
        : section.inline
          ? [section.inline.join(' · ')]
          : []),
      ...section.entries.flatMap((entry) => [entry.title, entry.when, ...entry.lines.flatMap(line)].filter(Boolean)),
    ]),
  ];
}

function withCategories(version: ResumeVersion): ResumeVersion {
  version.content_data.skills = [
    { skill_name: 'Python', proficiency: 'Expert', category: 'Languages' },
    { skill_name: 'Git', proficiency: '', category: '' },
    { skill_name: 'SQL', proficiency: '', category: 'Data' },
    { skill_name: 'Go', proficiency: '', category: 'Languages' },
  ];
  return version;
}

describe('the preview shows exactly what the layout (and so the PDF) holds, in the same order', () => {
  const cases: Array<[string, ResumeVersion]> = [
    ['high_school, every section', draft('high_school')],
    ['modern_professional, every section', draft('modern_professional')],
    [
      'hidden fields stay hidden in both',
      draft('high_school', {
        personal_info: { show_phone: false, show_linkedin: false },
        experience: { show_location: false, heading: 'Work history' },
        education: { show_gpa: false, show_honors: false },
      }),
    ],
    ['the template’s own order', draft('modern_professional', {}, ['personal_info', 'skills', 'awards', 'education'])],
    ['skills by the categories the user gave them', withCategories(draft('modern_professional'))],
    ...['classic', 'executive', 'clinical', 'compact', 'technical'].map((key): [string, ResumeVersion] => [
      `${key}, every section`,
      withCategories(draft(key)),
    ]),
  ];
  it.each(cases)('%s', (_name, version) => {
    expect(previewText(version)).toEqual(layoutText(version));
  });

  it('two_column: its side column first, each skill on its own line, then the main column', () => {
    const version = withCategories(draft('two_column'));
    const expected = layoutText(version).flatMap((text) =>
      // The side column lists a group's items one to a line, with the label alone above them.
      text.endsWith(':')
        ? [text.slice(0, -1)]
        : text.includes(' · ') && !text.includes('@')
          ? text.split(' · ')
          : [text],
    );
    expect(previewText(version)).toEqual(expected);
    expect(layoutResume(version, snippets).sections.map((section) => section.column ?? 'main')).toEqual([
      'side',
      'side',
      'side',
      'main',
      'main',
      'main',
      'main',
    ]);
  });

  it('a section the template leaves empty is not drawn', () => {
    const version = draft('high_school');
    version.content_data.certifications = [];
    expect(previewText(version)).not.toContain('Certifications');
    expect(layoutText(version)).not.toContain('Certifications');
  });
});
