import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentData } from '@hirestride/shared/resume';
import { headlineFor, isScopeLine, tailorResume, type TailorInput } from './tailor.js';
import type { Library } from './types.js';

const POSTING = `Data Engineer at Acme

Requirements:
- Strong Python
- Experience with Kubernetes
- SQL

Nice to have:
- Terraform`;

const content: ContentData = {
  personal_info: {
    first_name: 'Ada',
    last_name: 'L',
    full_name: 'Ada L',
    email: 'ada@example.com',
    phone: '',
    linkedin_url: '',
    address: '',
  },
  summary: { bullet_points: ['Accountant turned analyst.', 'Python engineer running services on Kubernetes.'] },
  education: [],
  snippets: [],
  experience: [
    {
      id: 1,
      job_title: 'Analyst',
      company: 'Engine Co',
      location: '',
      start_date: '2019-01-01',
      end_date: null,
      description: 'Organised the team lunches.\nBuilt Python services on Kubernetes.\nWrote SQL reports for finance.',
    },
  ],
  skills: [
    { id: 11, skill_name: 'Excel', proficiency: '', category: '' },
    { id: 12, skill_name: 'SQL', proficiency: '', category: '' },
    { id: 13, skill_name: 'Terraform', proficiency: '', category: '' },
  ],
  certifications: [],
};

const snippets = [
  { id: 1, title: 'Summary', content: 'Accountant turned analyst.\nPython engineer running services on Kubernetes.' },
  { id: 2, title: 'Coding club', content: 'Volunteered teaching Python to teenagers at a community coding club.' },
  { id: 3, title: 'Chess', content: 'Won a regional chess prize.' },
];

const input = (overrides: Partial<TailorInput> = {}): TailorInput => ({
  content,
  design: { section_order: ['personal_info', 'summary', 'experience', 'skills', 'volunteer', 'awards'] },
  snippets,
  job: { postingText: POSTING, title: 'Data Engineer', company: 'Acme' },
  now: '2026-11-23T00:00:00.000Z',
  ...overrides,
});

/** Every line of a resume's text, sorted: tailoring may reorder lines but never write one. */
const allLines = (data: ContentData) =>
  [
    ...data.experience.flatMap((role) => role.description.split('\n')),
    ...data.skills.map((skill) => skill.skill_name),
  ].sort();

describe('tailorResume', () => {
  it('puts the lines, skills and snippets that show the posting’s requirements first', () => {
    const result = tailorResume(input());
    expect(result.content.experience[0]!.description.split('\n')).toEqual([
      'Built Python services on Kubernetes.',
      'Wrote SQL reports for finance.',
      'Organised the team lunches.',
    ]);
    expect(result.content.skills.map((skill) => skill.skill_name)).toEqual(['SQL', 'Terraform', 'Excel']);
    expect(result.snippetSectionMap).toEqual({ volunteer: [2] });
    expect(result.content.summary.bullet_points).toEqual([
      'Python engineer running services on Kubernetes.',
      'Accountant turned analyst.',
    ]);
    expect(result.missing).toEqual([]);
    expect(result.notes.length).toBeGreaterThanOrEqual(3);
  });

  it('writes nothing: the tailored resume holds exactly the plain resume’s lines', () => {
    const result = tailorResume(input());
    expect(allLines(result.content)).toEqual(allLines(content));
    expect(result.content.personal_info).toBe(content.personal_info);
  });

  it.each([
    ['a template that shows every section', ['summary', 'experience', 'skills', 'volunteer']],
    ['a template without experience', ['summary', 'skills', 'volunteer']],
  ])('scores the resume as the template prints it, never lower after tailoring (%s)', (_, order) => {
    const result = tailorResume(input({ design: { section_order: order } }));
    expect(result.scoreBefore).not.toBeNull();
    expect(result.scoreAfter!).toBeGreaterThanOrEqual(result.scoreBefore!);
  });

  it('raises the score when a placed snippet shows a requirement nothing else on the resume shows', () => {
    const result = tailorResume(
      input({
        design: { section_order: ['skills', 'volunteer'] },
        content: { ...content, skills: [{ id: 11, skill_name: 'SQL', proficiency: '', category: '' }] },
      }),
    );
    expect(result.snippetSectionMap).toEqual({ volunteer: [2] });
    expect(result.scoreAfter!).toBeGreaterThan(result.scoreBefore!);
  });

  it.each([
    ['an empty posting', ''],
    ['a posting that asks for nothing the engine reads', 'We are a friendly team. Apply today!'],
  ])('keeps the plain order and gives no score for %s', (_, postingText) => {
    const result = tailorResume(input({ job: { postingText, title: 'Data Engineer', company: 'Acme' } }));
    expect(result.content.experience).toEqual(content.experience);
    expect(result.content.skills).toEqual(content.skills);
    expect(result.snippetSectionMap).toEqual({});
    expect(result.scoreBefore).toBeNull();
    expect(result.scoreAfter).toBeNull();
  });
});

interface Seeker {
  name: string;
  library: Library;
  postings: Array<{ id: string; title: string; company: string; text: string }>;
}
const seekers = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../eval/ranking/job-seekers.json'), 'utf8'),
) as Seeker[];

/** A job seeker's plain resume (their library in its own order) for one of their postings. */
function seekerInput(name: string, posting: string): TailorInput {
  const seeker = seekers.find((candidate) => candidate.name === name)!;
  const job = seeker.postings.find((candidate) => candidate.id === posting)!;
  const { skills, experiences, education, certifications } = seeker.library;
  return {
    content: {
      ...content,
      summary: { bullet_points: [] },
      experience: experiences.map((role) => ({ ...role, location: '' })),
      skills: skills.map((skill) => ({ ...skill, proficiency: '', category: skill.category ?? '' })),
      education: education.map((entry) => ({ ...entry, end_dt: null, gpa: null, honors: '' })),
      certifications: certifications.map((cert) => ({ ...cert, issue_dt: null })),
    },
    design: { section_order: ['personal_info', 'summary', 'experience', 'skills', 'education', 'certifications'] },
    snippets: [],
    job: { postingText: job.text, title: job.title, company: job.company },
    now: '2026-11-23T00:00:00.000Z',
  };
}

describe('tailoring a recruiter would notice', () => {
  it.each([
    ['Supervise 45 associates and 3 leads on the night shift.', true],
    ['Charge nurse on a 34-bed medical-surgical unit; make assignments for 8 RNs.', true],
    ['Led a pick and pack team of 15 associates on second shift.', true],
    ['Organised the team lunches.', false],
    ['Moved settlement from a nightly batch to Kafka event streams.', false],
    ['Cut falls with injury from 9 to 2 a year.', false],
  ])('“%s” gives the role’s scope: %s', (line, scope) => {
    expect(isScopeLine(line)).toBe(scope);
  });

  it.each([
    ['Daniel Ortega Ruiz', 'warehouse-shift-supervisor'],
    ['Alana Whitfield', 'nurse-staff-rn-med-surg'],
  ])('keeps each role’s scope line first for %s', (name, posting) => {
    const input = seekerInput(name, posting);
    const result = tailorResume(input);
    result.content.experience.forEach((role, index) => {
      const first = input.content.experience[index]!.description.split('\n')[0]!;
      if (isScopeLine(first)) expect(role.description.split('\n')[0]).toBe(first);
    });
  });

  it('moves a nurse’s licence and certifications up to follow the summary when the posting requires them', () => {
    const result = tailorResume(seekerInput('Alana Whitfield', 'nurse-staff-rn-med-surg'));
    expect(result.sectionOrder).toEqual([
      'personal_info',
      'summary',
      'certifications',
      'experience',
      'skills',
      'education',
    ]);
    expect(result.notes).toContainEqual(expect.stringMatching(/^Certifications moved up: the job requires /));
  });

  it('leaves the order alone when the posting requires no certification', () => {
    const input = seekerInput('Priya Raman', 'backend-payments-engineer');
    expect(tailorResume(input).sectionOrder).toEqual(input.design.section_order);
  });
});

describe('headlineFor: the role applied for, as the line under the name', () => {
  it.each([
    ['Staff RN – Medical/Surgical Unit', 'Staff RN – Medical/Surgical Unit'],
    ['Shift Supervisor – Nights', 'Shift Supervisor – Nights'],
    ['Senior Backend Engineer (m/w/d)', 'Senior Backend Engineer'],
    ['Warehouse Supervisor | Remote', 'Warehouse Supervisor'],
    ['Data Engineer - Req #4411', 'Data Engineer'],
    ['Backend Engineer - Remote', 'Backend Engineer'],
    ['', null],
    ['   ', null],
  ])('%j → %j', (title, headline) => {
    expect(headlineFor(title)).toBe(headline);
  });
});
