import type { ContentData } from '@hirestride/shared/resume';
import { describe, expect, it } from 'vitest';
import { applyRefresh, planRefresh, type RefreshChange } from './refresh.js';

const BASE: ContentData = {
  personal_info: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    address: 'London',
  },
  summary: { bullet_points: ['Backend engineer.', 'Payments at scale.'] },
  education: [
    {
      id: 30,
      institution: 'University of Leeds',
      degree: 'BSc',
      field: 'Mathematics',
      end_dt: '2015-06-30',
      gpa: null,
      honors: '',
    },
  ],
  snippets: [{ id: 50, title: 'Volunteering', content: 'Taught at Code Club.' }],
  experience: [
    {
      id: 10,
      job_title: 'Backend Engineer',
      company: 'Monzo',
      location: 'London',
      start_date: '2019-03-01',
      end_date: null,
      description: 'Ledger services.',
    },
    {
      id: 11,
      job_title: 'Developer',
      company: 'Initech',
      location: 'Leeds',
      start_date: '2015-09-01',
      end_date: '2019-02-28',
      description: 'Reports.',
    },
  ],
  skills: [
    { id: 20, skill_name: 'Python', proficiency: 'Expert', category: 'Languages' },
    { id: 21, skill_name: 'Go', proficiency: 'Intermediate', category: 'Languages' },
  ],
  certifications: [{ id: 40, cert_name: 'AWS Certified Developer', issuer: 'Amazon', issue_dt: null }],
};

type Edit = (content: ContentData) => void;

const edited = (from: ContentData, edit: Edit | undefined): ContentData => {
  const copy = structuredClone(from);
  edit?.(copy);
  return copy;
};

// Frozen inputs make any mutation by the functions under test throw.
const frozen = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
};

const kotlin = { id: 22, skill_name: 'Kotlin', proficiency: 'Beginner', category: 'Languages' };
const rust = { id: 23, skill_name: 'Rust', proficiency: 'Beginner', category: 'Languages' };

interface Case {
  name: string;
  /** The resume's own edits, made to a copy of base. */
  resume?: Edit;
  /** The library's changes since base, made to a copy of base. */
  library?: Edit;
  changes: RefreshChange[];
  upToDate?: boolean;
  /** The merge that keeps the resume's edits, as an edit of the resume; none means the resume as it is. */
  kept?: Edit;
  /** The merge that overwrites them, as an edit of the resume; none means the same as kept. */
  overwritten?: Edit;
}

const cases: Case[] = [
  { name: 'nothing changed anywhere', changes: [], upToDate: true },
  {
    name: 'resume edited, library unchanged: the edits stay',
    resume: (c) => {
      c.experience[0]!.description = 'My own words.';
      c.skills.reverse();
      c.personal_info.email = 'ada@work.example';
    },
    changes: [],
    upToDate: true,
  },
  {
    name: 'library changed an entry the resume left alone: applied',
    library: (c) => {
      c.experience[0]!.end_date = '2024-05-31';
    },
    changes: [
      {
        section: 'experience',
        kind: 'changed',
        label: 'Backend Engineer, Monzo',
        id: 10,
        fields: [{ field: 'end_date', from: null, to: '2024-05-31', conflict: false }],
        conflict: false,
      },
    ],
    kept: (c) => {
      c.experience[0]!.end_date = '2024-05-31';
    },
  },
  {
    name: 'both changed a field to the same value: nothing to do',
    resume: (c) => {
      c.experience[1]!.job_title = 'Senior Developer';
    },
    library: (c) => {
      c.experience[1]!.job_title = 'Senior Developer';
    },
    changes: [],
  },
  {
    name: 'both changed a field differently: a conflict, taken only when overwriting',
    resume: (c) => {
      c.experience[0]!.description = 'Led the ledger rewrite.';
    },
    library: (c) => {
      c.experience[0]!.description = 'Ledger and card services.';
    },
    changes: [
      {
        section: 'experience',
        kind: 'changed',
        label: 'Backend Engineer, Monzo',
        id: 10,
        fields: [
          { field: 'description', from: 'Led the ledger rewrite.', to: 'Ledger and card services.', conflict: true },
        ],
        conflict: true,
      },
    ],
    overwritten: (c) => {
      c.experience[0]!.description = 'Ledger and card services.';
    },
  },
  {
    name: 'resume edited one field, library another: merged field by field',
    resume: (c) => {
      c.experience[0]!.description = 'Led the ledger rewrite.';
    },
    library: (c) => {
      c.experience[0]!.end_date = '2024-05-31';
    },
    changes: [
      {
        section: 'experience',
        kind: 'changed',
        label: 'Backend Engineer, Monzo',
        id: 10,
        fields: [{ field: 'end_date', from: null, to: '2024-05-31', conflict: false }],
        conflict: false,
      },
    ],
    kept: (c) => {
      c.experience[0]!.end_date = '2024-05-31';
    },
  },
  {
    name: 'a conflicting entry still takes its other fields without overwriting',
    resume: (c) => {
      c.experience[1]!.job_title = 'Lead Developer';
    },
    library: (c) => {
      c.experience[1]!.job_title = 'Senior Developer';
      c.experience[1]!.location = 'Remote';
    },
    changes: [
      {
        section: 'experience',
        kind: 'changed',
        label: 'Lead Developer, Initech',
        id: 11,
        fields: [
          { field: 'job_title', from: 'Lead Developer', to: 'Senior Developer', conflict: true },
          { field: 'location', from: 'Leeds', to: 'Remote', conflict: false },
        ],
        conflict: true,
      },
    ],
    kept: (c) => {
      c.experience[1]!.location = 'Remote';
    },
    overwritten: (c) => {
      c.experience[1]!.location = 'Remote';
      c.experience[1]!.job_title = 'Senior Developer';
    },
  },
  {
    name: 'key order does not count as a change',
    library: (c) => {
      const { skill_name, category, proficiency, id } = c.skills[0]!;
      c.skills[0] = { category, proficiency, skill_name, id };
    },
    changes: [],
    upToDate: true,
  },
  {
    name: 'an entry added to the library: added next to its library neighbours',
    library: (c) => {
      c.skills.splice(1, 0, kotlin);
      c.skills.push(rust);
    },
    changes: [
      { section: 'skills', kind: 'added', label: 'Kotlin', id: 22, conflict: false },
      { section: 'skills', kind: 'added', label: 'Rust', id: 23, conflict: false },
    ],
    kept: (c) => {
      c.skills.splice(1, 0, kotlin);
      c.skills.push(rust);
    },
  },
  {
    name: 'an entry added first in the library goes before its neighbour, in the resume order',
    resume: (c) => {
      c.skills.reverse();
    },
    library: (c) => {
      c.skills.unshift(kotlin);
    },
    changes: [{ section: 'skills', kind: 'added', label: 'Kotlin', id: 22, conflict: false }],
    kept: (c) => {
      c.skills.splice(1, 0, kotlin);
    },
  },
  {
    name: 'an entry removed from the library, untouched in the resume: removed',
    library: (c) => {
      c.certifications = [];
    },
    changes: [
      { section: 'certifications', kind: 'removed', label: 'AWS Certified Developer', id: 40, conflict: false },
    ],
    kept: (c) => {
      c.certifications = [];
    },
  },
  {
    name: 'an entry removed from the library but edited in the resume: a conflict',
    resume: (c) => {
      c.education[0]!.honors = 'First-class honours';
    },
    library: (c) => {
      c.education = [];
    },
    changes: [{ section: 'education', kind: 'removed', label: 'University of Leeds', id: 30, conflict: true }],
    overwritten: (c) => {
      c.education = [];
    },
  },
  {
    name: 'an entry the user removed from the resume, unchanged in the library: stays removed',
    resume: (c) => {
      c.experience.splice(1, 1);
    },
    library: (c) => {
      c.experience[0]!.location = 'Remote';
    },
    changes: [
      {
        section: 'experience',
        kind: 'changed',
        label: 'Backend Engineer, Monzo',
        id: 10,
        fields: [{ field: 'location', from: 'London', to: 'Remote', conflict: false }],
        conflict: false,
      },
    ],
    kept: (c) => {
      c.experience[0]!.location = 'Remote';
    },
  },
  {
    name: 'an entry the user removed from the resume, changed in the library: offered back as a conflict',
    resume: (c) => {
      c.experience.splice(1, 1);
    },
    library: (c) => {
      c.experience[1]!.end_date = '2019-03-31';
    },
    changes: [{ section: 'experience', kind: 'added', label: 'Developer, Initech', id: 11, conflict: true }],
    overwritten: (c) => {
      c.experience.push({ ...BASE.experience[1]!, end_date: '2019-03-31' });
    },
  },
  {
    name: 'entries without an id are the resume’s own and always kept',
    resume: (c) => {
      c.skills.unshift({ skill_name: 'Public speaking', proficiency: '', category: 'Soft skills' });
      c.experience.push({
        job_title: 'Freelance',
        company: '',
        location: '',
        start_date: null,
        end_date: null,
        description: '',
      });
    },
    library: (c) => {
      c.skills = [c.skills[1]!];
      c.experience[0]!.company = 'Monzo Bank';
    },
    changes: [
      {
        section: 'experience',
        kind: 'changed',
        label: 'Backend Engineer, Monzo',
        id: 10,
        fields: [{ field: 'company', from: 'Monzo', to: 'Monzo Bank', conflict: false }],
        conflict: false,
      },
      { section: 'skills', kind: 'removed', label: 'Python', id: 20, conflict: false },
    ],
    kept: (c) => {
      c.skills.splice(1, 1);
      c.experience[0]!.company = 'Monzo Bank';
    },
  },
  {
    name: 'personal info is merged field by field',
    resume: (c) => {
      c.personal_info.phone = '555-0199';
      c.personal_info.address = 'Leeds';
    },
    library: (c) => {
      c.personal_info.email = 'ada@lovelace.example';
      c.personal_info.phone = '555-0123';
      c.personal_info.linkedin_url = 'https://www.linkedin.com/in/ada-lovelace';
      c.personal_info.address = 'Leeds';
    },
    changes: [
      {
        section: 'personal_info',
        kind: 'changed',
        label: 'Email',
        fields: [{ field: 'email', from: 'ada@example.com', to: 'ada@lovelace.example', conflict: false }],
        conflict: false,
      },
      {
        section: 'personal_info',
        kind: 'changed',
        label: 'Phone',
        fields: [{ field: 'phone', from: '555-0199', to: '555-0123', conflict: true }],
        conflict: true,
      },
      {
        section: 'personal_info',
        kind: 'changed',
        label: 'LinkedIn',
        fields: [
          {
            field: 'linkedin_url',
            from: 'https://www.linkedin.com/in/ada',
            to: 'https://www.linkedin.com/in/ada-lovelace',
            conflict: false,
          },
        ],
        conflict: false,
      },
    ],
    kept: (c) => {
      c.personal_info.email = 'ada@lovelace.example';
      c.personal_info.linkedin_url = 'https://www.linkedin.com/in/ada-lovelace';
    },
    overwritten: (c) => {
      c.personal_info.email = 'ada@lovelace.example';
      c.personal_info.linkedin_url = 'https://www.linkedin.com/in/ada-lovelace';
      c.personal_info.phone = '555-0123';
    },
  },
  {
    name: 'a name change shows each name field with its label',
    library: (c) => {
      c.personal_info.first_name = 'Augusta';
      c.personal_info.full_name = 'Augusta Lovelace';
    },
    changes: [
      {
        section: 'personal_info',
        kind: 'changed',
        label: 'First name',
        fields: [{ field: 'first_name', from: 'Ada', to: 'Augusta', conflict: false }],
        conflict: false,
      },
      {
        section: 'personal_info',
        kind: 'changed',
        label: 'Full name',
        fields: [{ field: 'full_name', from: 'Ada Lovelace', to: 'Augusta Lovelace', conflict: false }],
        conflict: false,
      },
    ],
    kept: (c) => {
      c.personal_info.first_name = 'Augusta';
      c.personal_info.full_name = 'Augusta Lovelace';
    },
  },
  {
    name: 'the summary is taken as a whole',
    library: (c) => {
      c.summary.bullet_points.push('Mentor.');
    },
    changes: [
      {
        section: 'summary',
        kind: 'changed',
        label: 'Summary',
        fields: [
          {
            field: 'bullet_points',
            from: ['Backend engineer.', 'Payments at scale.'],
            to: ['Backend engineer.', 'Payments at scale.', 'Mentor.'],
            conflict: false,
          },
        ],
        conflict: false,
      },
    ],
    kept: (c) => {
      c.summary.bullet_points.push('Mentor.');
    },
  },
  {
    name: 'a summary edited in the resume and changed in the library is one conflict',
    resume: (c) => {
      c.summary.bullet_points[1] = 'Payments for 8 million customers.';
    },
    library: (c) => {
      c.summary.bullet_points.push('Mentor.');
    },
    changes: [
      {
        section: 'summary',
        kind: 'changed',
        label: 'Summary',
        fields: [
          {
            field: 'bullet_points',
            from: ['Backend engineer.', 'Payments for 8 million customers.'],
            to: ['Backend engineer.', 'Payments at scale.', 'Mentor.'],
            conflict: true,
          },
        ],
        conflict: true,
      },
    ],
    overwritten: (c) => {
      c.summary.bullet_points = ['Backend engineer.', 'Payments at scale.', 'Mentor.'];
    },
  },
  {
    name: 'snippets: changed, and a new one without a title is labelled by its first words',
    library: (c) => {
      c.snippets[0]!.content = 'Taught Python at Code Club for three years.';
      c.snippets.push({ id: 51, title: ' ', content: 'Won the 2023 internal hackathon with a fraud model.' });
    },
    changes: [
      {
        section: 'snippets',
        kind: 'changed',
        label: 'Volunteering',
        id: 50,
        fields: [
          {
            field: 'content',
            from: 'Taught at Code Club.',
            to: 'Taught Python at Code Club for three years.',
            conflict: false,
          },
        ],
        conflict: false,
      },
      {
        section: 'snippets',
        kind: 'added',
        label: 'Won the 2023 internal hackathon with a fraud model.',
        id: 51,
        conflict: false,
      },
    ],
    kept: (c) => {
      c.snippets[0]!.content = 'Taught Python at Code Club for three years.';
      c.snippets.push({ id: 51, title: ' ', content: 'Won the 2023 internal hackathon with a fraud model.' });
    },
  },
  {
    name: 'labels: education by degree when it has no institution, certifications by name',
    library: (c) => {
      c.education.push({
        id: 31,
        institution: '',
        degree: 'MSc Data Science',
        field: '',
        end_dt: null,
        gpa: null,
        honors: '',
      });
      c.certifications[0]!.issue_dt = '2022-01-15';
    },
    changes: [
      { section: 'education', kind: 'added', label: 'MSc Data Science', id: 31, conflict: false },
      {
        section: 'certifications',
        kind: 'changed',
        label: 'AWS Certified Developer',
        id: 40,
        fields: [{ field: 'issue_dt', from: null, to: '2022-01-15', conflict: false }],
        conflict: false,
      },
    ],
    kept: (c) => {
      c.education.push({
        id: 31,
        institution: '',
        degree: 'MSc Data Science',
        field: '',
        end_dt: null,
        gpa: null,
        honors: '',
      });
      c.certifications[0]!.issue_dt = '2022-01-15';
    },
  },
  {
    name: 'an entry the resume has but base never had is left alone when the library has none',
    resume: (c) => {
      c.skills.push(kotlin);
    },
    changes: [],
    upToDate: true,
  },
  {
    name: 'the resume already has everything the library changed: not up to date, yet nothing to change',
    resume: (c) => {
      c.skills.push(kotlin);
      c.certifications = [];
    },
    library: (c) => {
      c.skills.push(kotlin);
      c.certifications = [];
    },
    changes: [],
  },
];

describe.each(cases)('refresh: $name', (testCase) => {
  const base = frozen(structuredClone(BASE));
  const resume = frozen(edited(BASE, testCase.resume));
  const library = frozen(edited(BASE, testCase.library));
  const kept = edited(resume, testCase.kept);
  const overwritten = edited(resume, testCase.overwritten ?? testCase.kept);

  it('plans the changes', () => {
    expect(planRefresh(base, resume, library)).toEqual({
      changes: testCase.changes,
      upToDate: testCase.upToDate ?? false,
    });
  });

  it('applies them, keeping or overwriting the resume’s edits', () => {
    expect(applyRefresh(base, resume, library, { overwriteEdits: false })).toEqual(kept);
    expect(applyRefresh(base, resume, library, { overwriteEdits: true })).toEqual(overwritten);
  });

  it('leaves only conflicts when keeping edits, and nothing when overwriting them', () => {
    const again = planRefresh(base, applyRefresh(base, resume, library, { overwriteEdits: false }), library);
    expect(again.changes.every((change) => change.conflict)).toBe(true);
    expect(again.changes.length).toBe(testCase.changes.filter((change) => change.conflict).length);
    expect(planRefresh(base, applyRefresh(base, resume, library, { overwriteEdits: true }), library).changes).toEqual(
      [],
    );
  });

  it.each([false, true])('is idempotent once base is the library (overwriteEdits %s)', (overwriteEdits) => {
    const merged = frozen(applyRefresh(base, resume, library, { overwriteEdits }));
    expect(planRefresh(library, merged, library)).toEqual({ changes: [], upToDate: true });
    expect(applyRefresh(library, merged, library, { overwriteEdits })).toEqual(merged);
  });
});
