import { describe, expect, it } from 'vitest';
import { emptyContent, type ContentData, type DesignJson } from '@hirestride/shared/resume';
import { layoutResume } from './resume-layout.js';

type Info = ContentData['personal_info'];
type HeaderStyle = DesignJson['section_styles'][string];

const EMPTY = emptyContent();

/** The layout of a draft holding `content`, every section in the usual order. */
function layoutOf(content: Partial<ContentData>, headerStyle: HeaderStyle = {}, extraSections: string[] = []) {
  return layoutResume(
    {
      renderer_key: 'modern_professional',
      design_json: {
        font_family: 'Inter',
        section_order: ['personal_info', 'summary', 'experience', 'education', 'skills', ...extraSections],
        heading_style: {
          font_size: 14,
          font_weight: 'bold',
          margin_bottom: 4,
          text_transform: 'none',
          border_bottom: '',
        },
        section_styles: { personal_info: headerStyle },
      },
      content_data: { ...EMPTY, ...content },
      snippet_section_map: {},
    },
    new Map(),
  );
}
/** The header of a draft with these details and header settings. */
function header(info: Partial<Info>, style: HeaderStyle = {}) {
  const personal = { first_name: 'Maya', last_name: 'Lopez', full_name: 'Maya Lopez', email: 'maya@example.com' };
  const layout = layoutOf({ personal_info: { ...EMPTY.personal_info, ...personal, ...info } }, style);
  return { contacts: layout.contacts, links: layout.links };
}

describe('the header’s contacts and where they lead', () => {
  it.each<[string, Partial<Info>, HeaderStyle, ReturnType<typeof header>]>([
    [
      'email, phone, location and link, the link as it reads on paper',
      { phone: '555', address: 'Austin, TX', linkedin_url: 'https://www.linkedin.com/in/maya-lopez/' },
      {},
      {
        contacts: ['maya@example.com', '555', 'Austin, TX', 'linkedin.com/in/maya-lopez'],
        links: {
          'maya@example.com': 'mailto:maya@example.com',
          'linkedin.com/in/maya-lopez': 'https://www.linkedin.com/in/maya-lopez/',
        },
      },
    ],
    [
      'a link edited on the resume without its scheme still leads there',
      { linkedin_url: 'maya.dev' },
      {},
      {
        contacts: ['maya@example.com', 'maya.dev'],
        links: { 'maya@example.com': 'mailto:maya@example.com', 'maya.dev': 'https://maya.dev' },
      },
    ],
    [
      'text that is not a web address is shown, never linked',
      { linkedin_url: 'javascript:alert(1)', email: 'not an email' },
      {},
      { contacts: ['not an email', 'javascript:alert(1)'], links: {} },
    ],
    [
      'what the header hides is neither shown nor linked',
      { address: 'Austin, TX', linkedin_url: 'https://maya.dev' },
      { show_email: false, show_linkedin: false, show_location: false },
      { contacts: [], links: {} },
    ],
  ])('%s', (_case, info, style, expected) => {
    expect(header(info, style)).toEqual(expected);
  });
});

const section = (layout: ReturnType<typeof layoutOf>, key: string) => layout.sections.find((part) => part.key === key);
const role = (job_title: string, start_date: string | null, end_date: string | null, description = '') => ({
  job_title,
  company: 'Mercy General',
  location: '',
  start_date,
  end_date,
  description,
});

describe('achievements as bullets', () => {
  it.each([
    ['a plain line', 'Precepted 14 new graduate nurses', '• Precepted 14 new graduate nurses'],
    ['a typed hyphen', '- Cut falls by 30%', '• Cut falls by 30%'],
    ['a typed bullet', '•Led the unit’s sepsis bundle audit', '• Led the unit’s sepsis bundle audit'],
    [
      'an en dash and a star',
      '– Charge nurse on nights\n* Epic super-user',
      '• Charge nurse on nights|• Epic super-user',
    ],
    ['a hyphenated word is not a bullet', '-40 °C cold-chain storage', '• -40 °C cold-chain storage'],
  ])('%s', (_case, description, expected) => {
    const layout = layoutOf({ experience: [role('Registered Nurse', '2019-03-01', null, description)] });
    expect(section(layout, 'experience')!.entries[0]!.lines.join('|')).toBe(expected);
  });
});

describe('the summary', () => {
  it.each<[string, string[], string[]]>([
    [
      'one statement is a paragraph',
      ['Med-surg RN with 8 years in acute care.'],
      ['Med-surg RN with 8 years in acute care.'],
    ],
    ['several are a list', ['Med-surg RN.', 'Charge nurse.'], ['• Med-surg RN.', '• Charge nurse.']],
    ['blank points are left out', ['  ', 'Charge nurse.'], ['Charge nurse.']],
  ])('%s', (_case, points, expected) => {
    const layout = layoutOf({ summary: { bullet_points: points } });
    expect(section(layout, 'summary')!.entries.flatMap((entry) => entry.lines)).toEqual(expected);
  });
});

describe('the degree line', () => {
  it.each([
    ['Bachelor of Science in Nursing', 'Nursing', 'Bachelor of Science in Nursing'],
    ['BSc', 'Mathematics', 'BSc, Mathematics'],
    ['', 'Welding', 'Welding'],
    ['Associate of Applied Science', '', 'Associate of Applied Science'],
  ])('%s + %s', (degree, field, expected) => {
    const layout = layoutOf({
      education: [{ institution: 'State University', degree, field, end_dt: null, gpa: null, honors: '' }],
    });
    expect(section(layout, 'education')!.entries[0]!.lines[0]).toBe(expected);
  });
});

describe('skills by the user’s categories', () => {
  const skill = (skill_name: string, category: string, proficiency = '') => ({ skill_name, category, proficiency });
  it.each<[string, ReturnType<typeof skill>[], Array<{ label: string; items: string[] }> | null]>([
    ['no categories: one run, no groups', [skill('Epic EHR', ''), skill('IV therapy', '')], null],
    [
      'categories in first-seen order, uncategorised last as Other',
      [
        skill('BLS', ''),
        skill('Epic EHR', 'Systems', 'Advanced'),
        skill('IV therapy', 'Clinical'),
        skill('Pyxis', 'Systems'),
      ],
      [
        { label: 'Systems', items: ['Epic EHR (Advanced)', 'Pyxis'] },
        { label: 'Clinical', items: ['IV therapy'] },
        { label: 'Other', items: ['BLS'] },
      ],
    ],
  ])('%s', (_case, skills, expected) => {
    const part = section(layoutOf({ skills }), 'skills')!;
    expect(part.groups).toEqual(expected);
    expect(part.inline).toHaveLength(skills.length);
  });
});

describe('the headline under the name', () => {
  it.each<[string, ContentData['experience'], HeaderStyle, string]>([
    [
      'the role still held',
      [
        role('Staff Nurse', '2012-01-01', '2016-05-01'),
        role('Registered Nurse – Medical-Surgical', '2016-06-01', null),
      ],
      {},
      'Registered Nurse – Medical-Surgical',
    ],
    [
      'else the one that ended last',
      [role('Nursing Assistant', '2008-01-01', '2012-01-01'), role('Staff Nurse', '2012-01-01', '2016-05-01')],
      {},
      'Staff Nurse',
    ],
    ['none without a role', [], {}, ''],
    ['none when the header hides it', [role('Staff Nurse', '2012-01-01', null)], { show_headline: false }, ''],
  ])('%s', (_case, experience, style, expected) => {
    expect(layoutOf({ experience }, style).headline).toBe(expected);
  });
});

describe('a section of the resume’s own', () => {
  it.each<[string, string, string[] | null]>([
    ['lines as written', 'Spanish (native)\nEnglish (fluent)', ['Spanish (native)', 'English (fluent)']],
    ['typed list items as bullets', '- Spanish\n• Portuguese', ['• Spanish', '• Portuguese']],
    ['nothing written: left out', '  \n ', null],
  ])('%s', (_, content, lines) => {
    const layout = layoutOf({ custom_sections: [{ key: 'custom_1', title: 'Languages', content }] }, {}, ['custom_1']);
    const section = layout.sections.find((candidate) => candidate.key === 'custom_1');
    if (lines === null) return expect(section).toBeUndefined();
    expect(section).toMatchObject({ heading: 'Languages', entries: [{ title: '', when: '', lines }] });
  });

  it('is drawn only where the section order puts it', () => {
    const custom = [{ key: 'custom_1', title: 'Languages', content: 'Spanish' }];
    expect(layoutOf({ custom_sections: custom }).sections.map((section) => section.key)).not.toContain('custom_1');
  });
});
