import { describe, expect, it } from 'vitest';
import { matchPosting } from './match.js';
import type { Library, Requirement } from './types.js';

// The readings three job seekers (a warehouse supervisor, a nurse, a backend engineer) were given wrong by rules
// 1.1.0, with the shipped dictionary: each row is a line a real posting says and what a recruiter takes from it.
const NOW = '2026-11-27T12:00:00.000Z';
const empty: Library = { skills: [], experiences: [], education: [], certifications: [], snippets: [] };
const read = (text: string, library: Library = { ...empty, skills: [{ id: 1, skill_name: 'Teamwork' }] }) =>
  matchPosting({ postingText: text, library, now: NOW }).requirements;
const ids = (requirements: Requirement[]) => requirements.map((r) => r.id);
const byId = (requirements: Requirement[], id: string) => requirements.find((r) => r.id === id);

describe('what a posting asks for, as a recruiter reads it', () => {
  const cases: Array<[string, string, (requirements: Requirement[]) => void]> = [
    [
      'a hospital of 220 beds and a Level II trauma centre are not degrees',
      'Requirements:\n- Join our 220-bed Level II Trauma Center on the Med/Surg unit\n- Active RN license',
      (r) => expect(r.filter((item) => item.category === 'education')).toEqual([]),
    ],
    [
      'a role named in the text is the role, not a skill; a tool named like a role stays a tool',
      'We are hiring a Frontend Developer.\nRequirements:\n- React\n- Oracle SQL Developer\n' +
        '- Clean handoff to developers\n- Experience as a full stack developer',
      (r) => {
        const skills = r.filter((item) => item.category === 'hard_skill').map((item) => item.term);
        expect(skills).toEqual(['React', 'Oracle SQL Developer', 'Design handoff']);
      },
    ],
    [
      'daily start-up meetings are not a startup',
      'Requirements:\n- Lead daily start-up meetings covering safety\n- Experience with RF scanners',
      (r) => expect(ids(r)).not.toContain('other:startup'),
    ],
    [
      'the company describing itself asks nothing',
      'About Parcelbay\nParcelbay is an e-commerce fulfillment network serving Shopify sellers.\n\nRequirements:\n- RF scanners',
      (r) => expect(ids(r).filter((id) => !id.startsWith('job_title'))).toEqual(['hard_skill:rf-scanning']),
    ],
    [
      'bilingual English/Spanish asks for Spanish, not for the language of the posting',
      'Requirements:\n- RF scanners\n\nNice to have:\n- Bilingual English/Spanish a plus',
      (r) => {
        expect(ids(r)).not.toContain('language:english');
        expect(byId(r, 'language:spanish')?.importance).toBe('preferred');
      },
    ],
    [
      'a certificate to obtain within months of hire is no present gap',
      'Requirements:\n- BLS and ACLS required; PALS and TNCC within 6 months of hire',
      (r) => {
        expect(byId(r, 'certification:tncc')?.after_hire).toBe(true);
        expect(byId(r, 'certification:bls')?.after_hire).toBeUndefined();
      },
    ],
    [
      'PALS in capitals is the certification, "pals" a word',
      'Requirements:\n- Current BLS, ACLS and PALS\n- You and your pals will love the team',
      (r) => {
        expect(byId(r, 'certification:pals-certification')?.text).toBe('PALS');
        expect(byId(r, 'certification:pals-certification')?.spans).toHaveLength(1);
      },
    ],
    [
      'ACH payments are a skill of their own, not vendor payments',
      'Requirements:\n- Help prepare our weekly check and ACH payment runs',
      (r) => {
        expect(ids(r)).toContain('hard_skill:ach-payments');
        expect(ids(r)).not.toContain('hard_skill:vendor-payments');
      },
    ],
    [
      'a kind with its examples is one requirement',
      'Requirements:\n- Experience with a WMS (Manhattan, SAP EWM, Blue Yonder or similar)',
      (r) => {
        const skills = r.filter((item) => item.category === 'hard_skill');
        expect(skills.map((item) => item.id)).toEqual(['hard_skill:wms']);
        expect(skills[0]!.accepts?.length).toBeGreaterThanOrEqual(2);
      },
    ],
    [
      'willingness to learn Go asks for Go later, not for a trait',
      'Requirements:\n- Experience with PostgreSQL\n- A willingness to learn Go',
      (r) => {
        expect(byId(r, 'hard_skill:go')?.after_hire).toBe(true);
        expect(r.filter((item) => item.category === 'soft_skill')).toEqual([]);
      },
    ],
    [
      'duties are preferred where the posting lists its requirements',
      'What you will do\n- You will review code and own our double-entry ledgers\n\nWhat we are looking for\n- PostgreSQL',
      (r) => {
        expect(byId(r, 'hard_skill:code-review')?.importance).toBe('preferred');
        expect(byId(r, 'hard_skill:postgresql')?.importance).toBe('required');
      },
    ],
    [
      'a line of lower-case tags is read, exact-case names and hyphenated tags too',
      'Technologies\njava spring docker amazon-web-services agile',
      (r) => expect(ids(r)).toEqual(expect.arrayContaining(['hard_skill:java', 'hard_skill:aws'])),
    ],
    [
      'an age is not years of experience',
      'Requirements:\n- Must be at least 23 years old\n- CDL Class A',
      (r) => expect(r.filter((item) => item.category === 'years')).toEqual([]),
    ],
  ];
  it.each(cases)('%s', (_name, text, check) => check(read(text)));
});

describe('a narrower skill proves the broader one', () => {
  const cases: Array<[string, string, string]> = [
    ['Blue Yonder', 'Experience with a warehouse management system', 'hard_skill:wms'],
    ['Terraform', 'Experience with infrastructure as code', 'hard_skill:infrastructure-as-code'],
    ['Kafka', 'Experience with message queues', 'hard_skill:message-queuing'],
    ['PostgreSQL', 'Experience with relational databases', 'hard_skill:relational-databases'],
    ['Epic EHR', 'Experience with electronic health records', 'hard_skill:electronic-health-records'],
  ];
  it.each(cases)('%s proves "%s"', (skill, line, id) => {
    const requirement = byId(
      read(`Requirements:\n- ${line}`, { ...empty, skills: [{ id: 7, skill_name: skill }] }),
      id,
    );
    expect(requirement?.status).toBe('matched');
    expect(requirement?.evidence[0]).toMatchObject({ id: 7, match: 'narrower' });
  });
});

describe('titles', () => {
  it('"Staff RN – Medical/Surgical Unit" is the job of a "Registered Nurse – Medical-Surgical"', () => {
    const library: Library = {
      ...empty,
      experiences: [
        {
          id: 3,
          job_title: 'Registered Nurse – Medical-Surgical',
          company: 'Kestrel Hill General Hospital',
          start_date: '2018-01-01',
          end_date: null,
          description: 'Cared for six patients a shift on a 32-bed unit.',
        },
      ],
    };
    const result = matchPosting({
      postingText: 'Requirements:\n- Active RN license',
      title: 'Staff RN – Medical/Surgical Unit',
      library,
      now: NOW,
    });
    expect(result.requirements.find((r) => r.category === 'job_title')?.status).toBe('matched');
  });
});
