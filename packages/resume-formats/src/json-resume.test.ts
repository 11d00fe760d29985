import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fullDate, LANGUAGES_CATEGORY, planImport, toJsonResume, type LibraryContent } from './json-resume.js';

// The schema package is CommonJS; its validator is the official one.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
};
const valid = (document: unknown) =>
  new Promise<unknown>((resolve) => validate(document, (errors, ok) => resolve(ok ? true : errors)));

const library: LibraryContent = {
  personal_info: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    location: 'London, UK',
    linkedin_url: 'https://www.linkedin.com/in/ada-lovelace',
  },
  experience: [
    {
      id: 1,
      job_title: 'Backend Engineer',
      company: 'Monzo',
      location: 'London',
      start_date: '2019-03-01',
      end_date: null,
      description: 'Payments platform team.\n- Built ledger services in Python\n• Ran Postgres at scale',
    },
  ],
  skills: [{ id: 2, skill_name: 'Python', proficiency: 'Expert', category: 'Languages' }],
  education: [
    {
      id: 3,
      degree: 'BSc',
      field: 'Mathematics',
      institution: 'University of London',
      end_dt: '2019-06-30',
      gpa: '3.80',
    },
  ],
  certifications: [{ id: 4, cert_name: 'AWS Certified Developer', issuer: 'Amazon', issue_dt: null }],
  snippets: [{ id: 5, title: 'Volunteering', content: 'Taught at Code Club — «ünïcödé» and עברית too.' }],
};
const empty: LibraryContent = {
  personal_info: null,
  experience: [],
  skills: [],
  education: [],
  certifications: [],
  snippets: [],
};
const NOW = '2026-11-23T10:00:00.000Z';

describe('JSON Resume export', () => {
  it('is a valid JSON Resume document, with bullets as highlights', async () => {
    const document = toJsonResume(library, NOW);
    expect(await valid(document)).toBe(true);
    expect(document.basics).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      location: { city: 'London', region: 'UK' },
      profiles: [{ network: 'LinkedIn', username: 'ada-lovelace', url: 'https://www.linkedin.com/in/ada-lovelace' }],
    });
    expect(document.work?.[0]).toEqual({
      name: 'Monzo',
      position: 'Backend Engineer',
      location: 'London',
      startDate: '2019-03-01',
      summary: 'Payments platform team.',
      highlights: ['Built ledger services in Python', 'Ran Postgres at scale'],
    });
  });

  it('is valid for an empty library too', async () => {
    expect(await valid(toJsonResume(empty, NOW))).toBe(true);
  });
});

describe('JSON Resume import', () => {
  it('round-trips: the export imported into an empty library adds every entry', () => {
    const plan = planImport(toJsonResume(library, NOW), empty);
    expect(plan.skipped).toEqual([]);
    expect(plan.add['work-experiences']).toEqual([
      {
        job_title: 'Backend Engineer',
        company: 'Monzo',
        location: 'London',
        start_date: '2019-03-01',
        end_date: null,
        description: 'Payments platform team.\n- Built ledger services in Python\n- Ran Postgres at scale',
      },
    ]);
    expect(plan.add.skills).toEqual([{ skill_name: 'Python', proficiency: 'Expert', category: 'Languages' }]);
    expect(plan.add.education).toEqual([
      { degree: 'BSc', field: 'Mathematics', institution: 'University of London', end_dt: '2019-06-30', gpa: 3.8 },
    ]);
    expect(plan.add.certifications).toEqual([
      { cert_name: 'AWS Certified Developer', issuer: 'Amazon', issue_dt: null },
    ]);
    expect(plan.add.snippets).toEqual([{ title: 'Volunteering', content: library.snippets[0]!.content }]);
  });

  it('skips what the library (or the document) already has', () => {
    const document = toJsonResume(library, NOW);
    document.skills = [...(document.skills ?? []), { name: 'python' }, { name: 'Go' }];
    const plan = planImport(document, library);
    expect(plan.duplicates).toEqual({ 'work-experiences': 1, skills: 2, education: 1, certifications: 1, snippets: 1 });
    expect(plan.add.skills).toEqual([{ skill_name: 'Go', proficiency: '', category: '' }]);
  });

  it("adds the document's languages as skills in the Languages category, after its skills", () => {
    const plan = planImport(
      {
        skills: [{ name: 'Excel' }, { name: 'Spanish' }],
        languages: [{ language: 'Spanish', fluency: 'Fluent' }, { language: 'Tamil', fluency: 'Native' }, {}],
      },
      empty,
    );
    expect(plan.add.skills).toEqual([
      { skill_name: 'Excel', proficiency: '', category: '' },
      { skill_name: 'Spanish', proficiency: '', category: '' },
      { skill_name: 'Tamil', proficiency: 'Native', category: LANGUAGES_CATEGORY },
    ]);
    expect(plan.duplicates.skills).toBe(1);
  });

  it('lists the entries it cannot read, with why, and adds the rest', () => {
    const plan = planImport(
      {
        work: [
          { name: 'Acme', position: 'Engineer' },
          { position: 'No company', startDate: '2020' },
          { name: 'Initech', position: 'Dev', startDate: '2021-06' },
        ],
        education: [{ area: 'History' }],
      },
      empty,
    );
    expect(plan.skipped.map((s) => s.reason)).toEqual([
      'It has no start date (YYYY, YYYY-MM or YYYY-MM-DD).',
      'Work entry 2 needs a position and a company.',
      'It needs an institution and a degree (studyType).',
    ]);
    expect(plan.add['work-experiences'].map((w) => w.start_date)).toEqual(['2021-06-01']);
  });

  it.each([
    ['2021', '2021-01-01'],
    ['2021-06', '2021-06-01'],
    ['2021-06-15', '2021-06-15'],
    ['June 2021', null],
    [undefined, null],
  ])('reads the date %s as %s', (value, expected) => {
    expect(fullDate(value)).toBe(expected);
  });
});
