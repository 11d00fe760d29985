/** Table-driven checks of the corpus scorer: what counts as the same contact, role, skill or degree. */
import type { JsonResume } from '@hirestride/resume-formats';
import { describe, expect, it } from 'vitest';
import { addScore, emptyTotals, f1, month, normalize, normalizeUrl, ratio, scoreDocument } from './score.js';

const truth: JsonResume = {
  basics: {
    name: 'Zoë Ångström-Núñez',
    email: 'zoe@example.com',
    phone: '+44 113 496 0123',
    location: { city: 'Leeds' },
    profiles: [{ network: 'LinkedIn', username: 'zoe', url: 'https://www.linkedin.com/in/zoe' }],
  },
  work: [
    {
      name: 'Müller & Söhne GmbH',
      position: 'Elektromeister',
      startDate: '2016-01',
      highlights: ['Plan and install electrical systems', 'Train two apprentices'],
    },
    {
      name: 'Bosch',
      position: 'Elektroniker',
      startDate: '2011-09',
      endDate: '2015-12',
      highlights: ['Installed KNX'],
    },
  ],
  education: [{ institution: 'University of Leeds', studyType: 'BSc (Hons)', area: 'Adult Nursing' }],
  certificates: [{ name: 'NMC Registered Nurse' }],
  skills: [{ name: 'Python', keywords: ['pandas'] }, { name: 'SQL' }],
};

describe('normalisers', () => {
  it.each([
    ['  MÜLLER   &  Söhne, GmbH ', 'müller söhne gmbh'],
    ['Zoë Ångström-Núñez', 'zoë ångström núñez'],
    [undefined, ''],
  ])('normalize(%j) = %j', (input, expected) => expect(normalize(input)).toBe(expected));

  it.each([
    ['https://www.linkedin.com/in/zoe/', 'linkedin.com/in/zoe'],
    ['LinkedIn.com/in/Zoe', 'linkedin.com/in/zoe'],
  ])('normalizeUrl(%j) = %j', (input, expected) => expect(normalizeUrl(input)).toBe(expected));

  it.each([
    ['2021-03-15', false, '2021-03'],
    ['2021', false, '2021'],
    [undefined, true, 'present'],
    ['Present', true, 'present'],
  ] as const)('month(%j, end=%j) = %j', (input, end, expected) => expect(month(input, end)).toBe(expected));
});

describe('scoreDocument', () => {
  it('gives full marks to the truth itself', () => {
    const score = scoreDocument(truth, truth);
    expect(ratio(score.contact)).toBe(1);
    expect(f1(score.roles)).toBe(1);
    expect(ratio(score.achievements)).toBe(1);
    expect(f1(score.skills)).toBe(1);
    expect(ratio(score.education)).toBe(1);
    expect(f1(score.certificates)).toBe(1);
  });

  const cases: Array<{ name: string; got: JsonResume; check: (s: ReturnType<typeof scoreDocument>) => void }> = [
    {
      name: 'contact: phone by digits, email by case, profile by URL form',
      got: {
        basics: {
          name: 'ZOË ÅNGSTRÖM NÚÑEZ',
          email: 'Zoe@Example.com',
          phone: '+44 (113) 496-0123',
          location: { city: 'Leeds' },
          url: 'linkedin.com/in/zoe',
        },
      },
      check: (s) => expect(s.contact).toEqual({ right: 5, total: 5 }),
    },
    {
      name: 'contact: a wrong city and a missing email count against',
      got: { basics: { ...truth.basics, email: undefined, location: { city: 'Bradford' } } },
      check: (s) => {
        expect(s.contact).toEqual({ right: 3, total: 5 });
        expect(s.misses.contact.map((m) => m.field)).toEqual(['basics.email', 'basics.location.city']);
      },
    },
    {
      name: 'roles: wrong end month fails strict but passes loose',
      got: { work: [{ ...truth.work![0]! }, { ...truth.work![1]!, endDate: '2015-11' }] },
      check: (s) => {
        expect(s.roles).toEqual({ tp: 1, fp: 1, fn: 1 });
        expect(s.rolesLoose).toEqual({ tp: 2, fp: 0, fn: 0 });
        expect(ratio(s.achievements)).toBe(1);
      },
    },
    {
      name: 'roles: an ongoing role given an end date does not match',
      got: { work: [{ ...truth.work![0]!, endDate: '2024-01' }, truth.work![1]!] },
      check: (s) => expect(s.roles).toEqual({ tp: 1, fp: 1, fn: 1 }),
    },
    {
      name: 'achievements: lines under the wrong role are lost',
      got: {
        work: [
          { ...truth.work![0]!, highlights: ['Plan and install electrical systems'] },
          { ...truth.work![1]!, highlights: ['Installed KNX', 'Train two apprentices'] },
        ],
      },
      check: (s) => expect(s.achievements).toEqual({ right: 7, total: 10 }),
    },
    {
      name: 'skills: keywords count as skills; extras are false positives',
      got: { skills: [{ name: 'python' }, { name: 'Pandas' }, { name: 'Excel' }] },
      check: (s) => expect(s.skills).toEqual({ tp: 2, fp: 1, fn: 1 }),
    },
    {
      name: 'education: the degree may be split between studyType and area any way',
      got: { education: [{ institution: 'UNIVERSITY OF LEEDS', studyType: 'BSc (Hons) Adult Nursing' }] },
      check: (s) => expect(s.education).toEqual({ right: 1, total: 1 }),
    },
    {
      name: 'education: a wrong field of study fails',
      got: { education: [{ institution: 'University of Leeds', studyType: 'BSc (Hons)', area: 'Nursing' }] },
      check: (s) => expect(s.education).toEqual({ right: 0, total: 1 }),
    },
  ];
  it.each(cases)('$name', ({ got, check }) => check(scoreDocument(truth, got)));

  it('leaves out truth the rendering never printed', () => {
    const absent = new Set(['basics.email', 'certificates[0]', 'work[0].name', 'skills[0].keywords[0]']);
    const got: JsonResume = {
      basics: { ...truth.basics, email: undefined },
      work: [{ ...truth.work![0]!, name: undefined }, truth.work![1]!],
      skills: [{ name: 'Python' }, { name: 'SQL' }],
    };
    const score = scoreDocument(truth, got, absent);
    expect(score.contact).toEqual({ right: 4, total: 4 });
    expect(score.roles).toEqual({ tp: 2, fp: 0, fn: 0 });
    expect(score.certificates).toEqual({ tp: 0, fp: 0, fn: 0 });
    expect(f1(score.skills)).toBe(1);
  });

  it('adds documents up as micro-averages', () => {
    const totals = emptyTotals();
    addScore(totals, scoreDocument(truth, truth));
    addScore(totals, scoreDocument(truth, {}));
    expect(totals.documents).toBe(2);
    expect(totals.roles).toEqual({ tp: 2, fp: 0, fn: 2 });
    expect(f1(totals.roles)).toBeCloseTo(2 / 3);
  });
});
