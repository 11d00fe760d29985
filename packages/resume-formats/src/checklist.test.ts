import { describe, expect, it } from 'vitest';
import type { ContentData, DesignJson } from '@hirestride/shared/resume';
import { checkResume, type ChecklistInput, type ChecklistKey } from './checklist.js';
import { layoutResume } from './resume-layout.js';

const TODAY = new Date('2024-06-15T12:00:00Z');

const design = (sectionOrder: string[], sectionStyles: DesignJson['section_styles'] = {}): DesignJson => ({
  font_family: 'Inter',
  section_order: sectionOrder,
  heading_style: {
    font_size: 14,
    font_weight: 'bold',
    margin_bottom: 4,
    text_transform: 'none',
    border_bottom: 'none',
  },
  section_styles: sectionStyles,
});
const FULL_ORDER = ['personal_info', 'summary', 'experience', 'skills', 'education', 'certifications', 'volunteer'];

const content = (): ContentData => ({
  personal_info: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    linkedin_url: '',
    address: '',
  },
  summary: { bullet_points: ['Backend engineer who likes ledgers.'] },
  education: [
    {
      institution: 'University of Leeds',
      degree: 'BSc',
      field: 'Mathematics',
      end_dt: '2012-06-30',
      gpa: null,
      honors: '',
    },
  ],
  snippets: [],
  experience: [
    {
      job_title: 'Backend Engineer',
      company: 'Monzo',
      location: 'London',
      start_date: '2021-05-01',
      end_date: null,
      description: '- Built the ledger',
    },
  ],
  skills: [{ skill_name: 'Python', proficiency: 'Expert', category: '' }],
  certifications: [{ cert_name: 'AWS Developer', issuer: 'Amazon', issue_dt: '2020-01-01' }],
});

type Change = (draft: { content: ContentData; design: DesignJson }) => void;

/** The checklist for the complete fixture after `change`, with the layout drawn from the changed draft. */
function check(change: Change = () => {}, extra: Partial<ChecklistInput> = {}) {
  const draft = { content: content(), design: design(FULL_ORDER) };
  change(draft);
  const layout = layoutResume(
    {
      renderer_key: 'modern_professional',
      design_json: draft.design,
      content_data: draft.content,
      snippet_section_map: { volunteer: [7] },
    },
    new Map([[7, { title: 'Code Club', content: 'Taught children to code.' }]]),
  );
  return checkResume({
    layout,
    content: draft.content,
    design: draft.design,
    pages: 1,
    pageLimit: null,
    overflowingLines: [],
    today: TODAY,
    ...extra,
  });
}
const item = (items: ReturnType<typeof check>, key: ChecklistKey) => items.find((entry) => entry.key === key)!;

describe('checkResume', () => {
  it('passes every item for a complete resume, in the screen’s order', () => {
    const items = check();
    expect(items.map((entry) => entry.key)).toEqual(['contact', 'sections', 'pages', 'line-length', 'dates']);
    expect(items.filter((entry) => !entry.ok)).toEqual([]);
    expect(item(items, 'contact').detail).toBe('Name, email and phone shown');
  });

  it.each<[string, Change, boolean, string]>([
    ['only a phone', ({ content }) => void (content.personal_info.email = ''), true, 'Name and phone shown'],
    [
      'no name',
      ({ content }) => void Object.assign(content.personal_info, { first_name: '', last_name: '', full_name: '' }),
      false,
      'No name: add your name in Personal info',
    ],
    [
      'no email or phone',
      ({ content }) => void Object.assign(content.personal_info, { email: '', phone: ' ' }),
      false,
      'No email or phone: add at least one in Personal info',
    ],
    [
      'both hidden by the header',
      ({ design }) => void (design.section_styles.personal_info = { show_email: false, show_phone: false }),
      false,
      'Your email and phone are hidden by the template’s header settings',
    ],
  ])('contact: %s', (_name, change, ok, detail) => {
    expect(item(check(change), 'contact')).toMatchObject({ ok, detail });
  });

  it.each<[string, Change, boolean, string]>([
    [
      'a template section with nothing in it',
      ({ content }) => void (content.education = []),
      true,
      '5 sections, each with something in it, every entry titled. Left out, having nothing in them: Education',
    ],
    [
      'a renamed empty section, by its heading',
      ({ content, design }) => {
        content.certifications = [];
        design.section_styles.certifications = { heading: 'Licences' };
      },
      true,
      '5 sections, each with something in it, every entry titled. Left out, having nothing in them: Licences',
    ],
    [
      'an entry with no title',
      ({ content }) => void Object.assign(content.experience[0]!, { job_title: '', company: '' }),
      false,
      'Experience: entry 1 ("May 2021 – Present") has no title',
    ],
    [
      'a skill with no name',
      ({ content }) => void content.skills.push({ skill_name: ' ', proficiency: 'Good', category: '' }),
      false,
      'Skills: skill 2 has no name',
    ],
    [
      'sections the template does not list are not expected',
      ({ content, design }) => {
        content.certifications = [];
        design.section_order = design.section_order.filter((key) => key !== 'certifications');
      },
      true,
      '5 sections, each with something in it, every entry titled',
    ],
  ])('sections: %s', (_name, change, ok, detail) => {
    expect(item(check(change), 'sections')).toMatchObject({ ok, detail });
  });

  it.each<[number, number | null, boolean, string]>([
    [1, null, true, '1 page'],
    [3, null, true, '3 pages'],
    [2, 2, true, '2 pages, within the limit of 2'],
    [3, 2, false, '3 pages, 1 over the limit of 2'],
    [3, 1, false, '3 pages, 2 over the limit of 1'],
  ])('pages: %i with limit %s', (pages, pageLimit, ok, detail) => {
    expect(item(check(undefined, { pages, pageLimit }), 'pages')).toMatchObject({ ok, detail });
  });

  it.each<[string[], boolean, string]>([
    [[], true, 'No line runs past the right margin'],
    [['Pneumono'], false, '1 line runs past the right margin: "Pneumono"'],
    [
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      false,
      '7 lines run past the right margin: "a", "b", "c", "d", "e" and 2 more',
    ],
  ])('line-length: %j', (overflowingLines, ok, detail) => {
    expect(item(check(undefined, { overflowingLines }), 'line-length')).toMatchObject({ ok, detail });
  });

  const job =
    (start: string | null, end: string | null): Change =>
    ({ content }) =>
      void Object.assign(content.experience[0]!, { start_date: start, end_date: end });
  it.each<[string, Change, boolean, string]>([
    ['a current role', job('2021-05-01', null), true, 'Every date is in order and none is in the future'],
    [
      'a role that started and ended this month',
      job('2024-06-01', '2024-06-30'),
      true,
      'Every date is in order and none is in the future',
    ],
    [
      'an end before the start',
      job('2021-05-01', '2019-03-31'),
      false,
      'Experience: "Backend Engineer, Monzo" ends (2019-03) before it starts (2021-05)',
    ],
    [
      'an end without a start',
      job(null, '2019-03-31'),
      false,
      'Experience: "Backend Engineer, Monzo" has an end date (2019-03) but no start date',
    ],
    [
      'a start in the future',
      job('2024-07-01', null),
      false,
      'Experience: "Backend Engineer, Monzo" starts in the future (2024-07)',
    ],
    [
      'an end in the future',
      job('2021-05-01', '2025-01-01'),
      false,
      'Experience: "Backend Engineer, Monzo" ends in the future (2025-01); leave the end empty for a current role',
    ],
    ['a month without a day', job('2021-05', '2022-01'), true, 'Every date is in order and none is in the future'],
    [
      'something that is not a date',
      job('2021-13-01', null),
      false,
      'Experience: "Backend Engineer, Monzo": start date "2021-13-01" is not a date',
    ],
    [
      'an untitled role, by its place',
      ({ content }) =>
        void content.experience.push({
          ...content.experience[0]!,
          job_title: '',
          company: '',
          start_date: '2030-01-01',
        }),
      false,
      'Experience: entry 2 starts in the future (2030-01)',
    ],
    [
      'an expected graduation six years ahead',
      ({ content }) => void (content.education[0]!.end_dt = '2030-06-30'),
      true,
      'Every date is in order and none is in the future',
    ],
    [
      'a graduation more than six years ahead',
      ({ content }) => void (content.education[0]!.end_dt = '2030-07-01'),
      false,
      'Education: "University of Leeds" ends (2030-07) more than 6 years from now',
    ],
    [
      'a certificate issued in the future',
      ({ content }) => void (content.certifications[0]!.issue_dt = '2024-07-01'),
      false,
      'Certifications: "AWS Developer, Amazon" is issued in the future (2024-07)',
    ],
    [
      'several problems, each named',
      ({ content }) => {
        Object.assign(content.experience[0]!, { start_date: '2021-05-01', end_date: '2019-03-31' });
        content.certifications[0]!.issue_dt = '2025-01-01';
      },
      false,
      'Experience: "Backend Engineer, Monzo" ends (2019-03) before it starts (2021-05); ' +
        'Certifications: "AWS Developer, Amazon" is issued in the future (2025-01)',
    ],
    [
      'a section the file does not show is not checked',
      ({ content, design }) => {
        Object.assign(content.experience[0]!, { start_date: '2021-05-01', end_date: '2019-03-31' });
        design.section_order = design.section_order.filter((key) => key !== 'experience');
      },
      true,
      'Every date is in order and none is in the future',
    ],
  ])('dates: %s', (_name, change, ok, detail) => {
    expect(item(check(change), 'dates')).toMatchObject({ ok, detail });
  });
});
