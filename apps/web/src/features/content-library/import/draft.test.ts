import { describe, expect, it } from 'vitest';
import type { JsonResumeImportResult } from '@hirestride/shared/content';
import {
  addSkills,
  addUnreadAsSnippet,
  documentFromDraft,
  draftFromResult,
  includedCount,
  snippetTitleFor,
  splitName,
  type Draft,
} from './draft';
import { duplicatesOf } from './duplicates';

const read = {
  document: {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      phone: '+44 7700 900123',
      location: { city: 'Leeds', region: 'UK' },
      profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/maria' }],
    },
    work: [
      {
        name: "St. Mary's Hospital",
        position: 'Charge Nurse',
        startDate: '2019-03',
        highlights: ['Led a ward of twelve nurses.', 'Cut handover time by a third.'],
      },
      { name: 'City Clinic', position: 'Staff Nurse', startDate: '2015', endDate: '2019' },
    ],
    skills: [{ name: 'Triage' }, { name: 'Wound care' }],
    languages: [{ language: 'Spanish', fluency: 'native' }],
    education: [{ institution: 'University of Leeds', studyType: 'BSc', area: 'Nursing', endDate: '2015' }],
    certificates: [{ name: 'Advanced Life Support', issuer: 'Resuscitation Council' }],
  },
  unread: [
    {
      text: 'Cared for patients after day surgery',
      reason: 'From a role in “Experience”: not a title, employer, place or date',
    },
    {
      text: 'Registered nurse',
      reason: 'From the top of the resume: HireStride keeps no headline — add it as a snippet',
    },
  ],
};

const fresh = (): Draft => draftFromResult(read);

describe('draftFromResult', () => {
  it('splits the name, reads the location and the link, and includes everything', () => {
    const draft = fresh();
    expect(draft.about).toMatchObject({
      include: true,
      firstName: 'Maria',
      lastName: 'Lopez',
      location: 'Leeds, UK',
      link: 'https://www.linkedin.com/in/maria',
    });
    expect(draft.roles.map((role) => [role.title, role.include, role.highlights.length])).toEqual([
      ['Charge Nurse', true, 2],
      ['Staff Nurse', true, 0],
    ]);
    expect(draft.skills.map((skill) => skill.name)).toEqual(['Triage', 'Wound care', 'Spanish']);
    // The resume's languages are reviewed, and kept, as skills of their own category.
    expect(draft.skills[2]).toMatchObject({ name: 'Spanish', level: 'native', category: 'Languages' });
    expect(documentFromDraft(draft).skills?.[2]).toEqual({ name: 'Spanish', level: 'native', keywords: ['Languages'] });
    expect(draft.unread).toHaveLength(2);
  });

  it('gives a one-word name no last name, and a surname of the last word', () => {
    expect(splitName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
    expect(splitName('Ana María  Silva')).toEqual({ firstName: 'Ana María', lastName: 'Silva' });
  });
});

describe('documentFromDraft', () => {
  it('builds the document from the edited, included items only', () => {
    let draft = fresh();
    draft = {
      ...draft,
      about: { ...draft.about, lastName: 'López García', summary: 'Calm under pressure.' },
      roles: draft.roles.map((role, index) =>
        index === 0
          ? { ...role, title: 'Senior Charge Nurse', highlights: [...role.highlights, '  ', 'Ran the rota.'] }
          : { ...role, include: false },
      ),
      skills: draft.skills.filter((skill) => skill.name !== 'Wound care'),
      certificates: draft.certificates.map((certificate) => ({ ...certificate, include: false })),
    };
    const document = documentFromDraft(draft);
    expect(document.basics).toEqual({
      name: 'Maria López García',
      email: 'maria.lopez@example.com',
      phone: '+44 7700 900123',
      location: { city: 'Leeds', region: 'UK' },
      profiles: [{ network: 'LinkedIn', username: 'maria', url: 'https://www.linkedin.com/in/maria' }],
    });
    // The deselected role is gone; the edited one keeps its lines, without the blank one.
    expect(document.work).toEqual([
      {
        name: "St. Mary's Hospital",
        position: 'Senior Charge Nurse',
        startDate: '2019-03',
        highlights: ['Led a ward of twelve nurses.', 'Cut handover time by a third.', 'Ran the rota.'],
      },
    ]);
    expect(document.skills).toEqual([
      { name: 'Triage' },
      { name: 'Spanish', level: 'native', keywords: ['Languages'] },
    ]);
    expect(document.education).toEqual([
      { institution: 'University of Leeds', studyType: 'BSc', area: 'Nursing', endDate: '2015' },
    ]);
    expect(document.certificates).toEqual([]);
    // About You has no summary field, so the summary comes in as a snippet.
    expect(document['x-hirestride']?.snippets).toEqual([{ title: 'Summary', content: 'Calm under pressure.' }]);
    // About You, one role, two skills, one school, the summary snippet.
    expect(includedCount(draft)).toBe(6);
  });

  it('leaves About You out when it is not included', () => {
    const draft = fresh();
    const document = documentFromDraft({ ...draft, about: { ...draft.about, include: false, summary: 'x' } });
    expect(document.basics).toBeUndefined();
    expect(document['x-hirestride']?.snippets).toEqual([]);
  });
});

describe('unread lines', () => {
  it('adds a line as a snippet titled after its section, and takes it off the unread list', () => {
    const draft = fresh();
    const next = addUnreadAsSnippet(draft, draft.unread[0]!.key);
    expect(next.unread.map((line) => line.text)).toEqual(['Registered nurse']);
    expect(next.snippets).toMatchObject([
      { include: true, title: 'Experience', content: 'Cared for patients after day surgery' },
    ]);
    expect(documentFromDraft(next)['x-hirestride']?.snippets).toEqual([
      { title: 'Experience', content: 'Cared for patients after day surgery' },
    ]);
  });

  it('titles a line with no section "Imported line"', () => {
    expect(snippetTitleFor(read.unread[1]!.reason)).toBe('Imported line');
    expect(snippetTitleFor('From LinkedIn “Honors”: no matching library section')).toBe('Honors');
  });
});

describe('addSkills', () => {
  it('adds several at once, separated by commas, without repeating one already listed', () => {
    const skills = addSkills(fresh().skills, 'Phlebotomy, triage,  IV therapy ,');
    expect(skills.map((skill) => skill.name)).toEqual(['Triage', 'Wound care', 'Spanish', 'Phlebotomy', 'IV therapy']);
  });
});

describe('duplicatesOf', () => {
  const section = (add: string[], duplicates: string[] = []) => ({
    add: add.map((label) => ({ label })),
    duplicates: { count: duplicates.length, labels: duplicates },
  });
  const preview = (sections: Partial<JsonResumeImportResult['sections']>): JsonResumeImportResult => ({
    dry_run: true,
    imported: false,
    total: 0,
    sections: {
      'work-experiences': section([]),
      skills: section([]),
      education: section([]),
      certifications: section([]),
      snippets: section([]),
      ...sections,
    },
    personal_info: { add: false, label: null, note: '' },
    warnings: [],
  });

  it('marks the items the preview names as duplicates, by their label', () => {
    const draft = fresh();
    const found = duplicatesOf(
      draft,
      preview({
        'work-experiences': section(['Staff Nurse at City Clinic'], ["Charge Nurse at St. Mary's Hospital"]),
        skills: section(['Wound care', 'Spanish'], ['Triage']),
        education: section(['BSc, University of Leeds']),
      }),
    );
    expect(found.get(draft.roles[0]!.key)).toBe('library');
    expect(found.has(draft.roles[1]!.key)).toBe(false);
    expect(found.get(draft.skills[0]!.key)).toBe('library');
    expect(found.has(draft.skills[1]!.key)).toBe(false);
    expect(found.has(draft.education[0]!.key)).toBe(false);
  });

  it('tells an item repeated in the review from one the library holds', () => {
    const draft = fresh();
    const twice = { ...draft, skills: [...draft.skills, { key: 'again', name: 'triage', level: '', category: '' }] };
    const found = duplicatesOf(twice, preview({ skills: section(['Triage', 'Wound care', 'Spanish'], ['triage']) }));
    expect(found.get('again')).toBe('repeated');
    expect(found.size).toBe(1);
  });
});
