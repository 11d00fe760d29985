import { describe, expect, it } from 'vitest';
import { matchPosting } from './match.js';
import { PostingError, postingMessages } from './posting-text.js';
import { smallDictionary } from './test-support/small-dictionary.js';
import type { Library, Requirement } from './types.js';

const NOW = '2026-11-23T12:00:00.000Z';

const library: Library = {
  skills: [
    { id: 1, skill_name: 'Python' },
    { id: 2, skill_name: 'Ladder logic' },
  ],
  experiences: [
    {
      id: 10,
      job_title: 'Backend Engineer',
      company: 'Acme',
      start_date: '2018-01-01',
      end_date: '2021-01-01',
      description: 'Built microservice APIs on Postgres.\nShipped Python services every week.',
    },
    // Overlaps the first by one year: 3 + 3 - 1 = 5 years in all, not 6.
    {
      id: 11,
      job_title: 'Software Engineer',
      company: 'Beta',
      start_date: '2020-01-01',
      end_date: '2023-01-01',
      description: 'Ran MySQL at scale with Python.',
    },
  ],
  education: [{ id: 20, degree: 'BSc', field: 'Computer Science', institution: 'Leeds' }],
  certifications: [{ id: 30, cert_name: 'Project Management Professional', issuer: 'PMI' }],
  snippets: [{ id: 40, title: 'Team player', content: 'Known for clear communication across teams.' }],
};

const match = (postingText: string, title: string | null = null, lib: Library = library) =>
  matchPosting({ postingText, title, library: lib, now: NOW, dictionary: smallDictionary });
const byTerm = (requirements: Requirement[], term: string) => requirements.find((r) => r.term === term);

describe('evidence', () => {
  const posting = [
    'Requirements:',
    '- Python (5+ years of Python experience)',
    '- PostgreSQL and microservices',
    '- Go',
    '- PMP',
    '- Ladder logic',
    "- Bachelor's degree in Computer Science",
    '- Excellent communication skills',
    '- 6+ years of experience',
  ].join('\n');
  const result = match(posting, 'Senior Backend Engineer');

  const cases: Array<[string, string, Requirement['evidence'][number]['match'] | null]> = [
    ['Python', 'matched', 'exact'],
    ['PostgreSQL', 'matched', 'alias'],
    ['Microservices', 'matched', 'stem'],
    ['Go', 'missing', null],
    ['PMP', 'matched', 'alias'],
    ['Ladder logic', 'matched', 'exact'],
    ['Communication', 'matched', 'alias'],
    ['Backend Engineer', 'matched', 'exact'],
    ["Bachelor's degree", 'matched', 'computed'],
    ['5+ years of Python', 'matched', 'computed'],
    ['6+ years of experience', 'partial', 'computed'],
  ];
  it.each(cases)('%s is %s (%s)', (term, status, kind) => {
    const requirement = byTerm(result.requirements, term === 'Backend Engineer' ? 'Senior Backend Engineer' : term);
    expect(requirement?.status).toBe(status);
    expect(requirement?.evidence[0]?.match ?? null).toBe(kind);
  });

  it('quotes the library line that proves a requirement', () => {
    expect(byTerm(result.requirements, 'PostgreSQL')?.evidence[0]).toEqual({
      source: 'experience',
      id: 10,
      excerpt: 'Backend Engineer, Acme: Built microservice APIs on Postgres.',
      match: 'alias',
    });
  });

  it('counts overlapping experience once', () => {
    expect(byTerm(result.requirements, '6+ years of experience')?.years).toEqual({ required: 6, found: 5 });
    expect(byTerm(result.requirements, '5+ years of Python')?.years).toEqual({ required: 5, found: 5 });
  });

  it('gives half credit for a related skill of a narrow family', () => {
    const mysqlOnly: Library = { ...library, experiences: [library.experiences[1]!] };
    const postgres = byTerm(match('Requirements:\n- PostgreSQL', null, mysqlOnly).requirements, 'PostgreSQL');
    expect(postgres?.status).toBe('partial');
    expect(postgres?.evidence[0]).toMatchObject({ id: 11, match: 'related' });
  });

  it('takes points off for the missing required Go, without a ceiling', () => {
    expect(result.cap).toBeNull();
    expect(result.penalty).toBeGreaterThan(0);
  });

  it('gives the same answer every time', () => {
    expect(match(posting, 'Senior Backend Engineer')).toEqual(result);
  });
});

describe('a kind of thing and its examples', () => {
  const withKafka: Library = { ...library, skills: [...library.skills, { id: 3, skill_name: 'Kafka' }] };
  const posting = 'Requirements:\n- Experience with Kafka or another message broker';

  it('is proven by the example the posting names, as one requirement', () => {
    const result = match(posting, null, withKafka);
    expect(byTerm(result.requirements, 'Apache Kafka')).toBeUndefined();
    const broker = byTerm(result.requirements, 'Message brokers');
    expect(broker?.status).toBe('matched');
    expect(broker?.evidence[0]).toMatchObject({ source: 'skill', id: 3, match: 'example' });
    expect(broker?.accepts).toEqual(['Apache Kafka']);
    expect(result.penalty).toBe(0);
  });

  it('stays missing without the example or the kind', () => {
    const result = match(posting, null, library);
    expect(byTerm(result.requirements, 'Message brokers')?.status).toBe('missing');
  });

  it('counts an alternative the posting accepts in place of a term', () => {
    const withKubernetes: Library = { ...library, skills: [{ id: 4, skill_name: 'Kubernetes' }] };
    const result = match('Requirements:\n- Kafka, RabbitMQ or Kubernetes', null, withKubernetes);
    const hardSkills = result.requirements.filter((r) => r.category === 'hard_skill');
    expect(hardSkills.map((r) => [r.term, r.status, r.accepts])).toEqual([
      ['Apache Kafka', 'matched', ['RabbitMQ', 'Kubernetes']],
    ]);
    expect(hardSkills[0]!.evidence[0]).toMatchObject({ source: 'skill', id: 4, match: 'alternative' });
    expect(result.penalty).toBe(0);
    // Asked for together, each is its own requirement.
    expect(byTerm(match('Requirements:\n- Kafka and RabbitMQ', null, withKafka).requirements, 'RabbitMQ')?.status).toBe(
      'missing',
    );
  });

  it('is proven by its own words before an example', () => {
    const own: Library = { ...withKafka, snippets: [{ id: 41, title: 'Queues', content: 'Ran a message broker.' }] };
    const broker = byTerm(match(posting, null, own).requirements, 'Message brokers');
    expect(broker?.evidence.map((e) => e.match)).toEqual(['exact']);
  });
});

describe('years of a skill', () => {
  it('count the roles that prove the skill by its word stems', () => {
    // Only "microservice" (Backend Engineer, 2018–2021) proves "microservices": its stems, not an alias.
    const result = match('Requirements:\n- 3+ years of microservices experience', null, library);
    expect(byTerm(result.requirements, 'Microservices')?.evidence[0]?.match).toBe('stem');
    expect(byTerm(result.requirements, '3+ years of Microservices')?.years).toEqual({ required: 3, found: 3 });
  });
});

describe('a degree or equivalent experience', () => {
  // Five years of dated work (2018–2023, overlaps once) and no degree.
  const noDegree: Library = { ...library, education: [] };
  const cases: Array<[string, string, Library, Requirement['status'], string | null]> = [
    [
      'enough work stands in for the degree, for half',
      "Bachelor's degree or equivalent experience",
      noDegree,
      'partial',
      '5 years of work in your dated experience, in place of the degree',
    ],
    ['without "equivalent" the degree is missing', "Bachelor's degree required", noDegree, 'missing', null],
    [
      'too little work is not equivalent',
      "Bachelor's degree or equivalent experience",
      { ...noDegree, experiences: [library.experiences[0]!] },
      'missing',
      null,
    ],
    ['no work stands in for a doctorate', 'PhD or equivalent experience', noDegree, 'missing', null],
    [
      'a degree held still matches',
      "Bachelor's degree or equivalent experience",
      library,
      'matched',
      'BSc, Computer Science, Leeds',
    ],
  ];
  it.each(cases)('%s', (_name, line, lib, status, excerpt) => {
    const [degree] = match(`Requirements:\n- ${line}`, null, lib).requirements.filter(
      (r) => r.category === 'education',
    );
    expect(degree?.status).toBe(status);
    expect(degree?.evidence[0]?.excerpt ?? null).toBe(excerpt);
  });
});

describe('the shipped dictionary', () => {
  it('reads a role named for a kind of development as that development', () => {
    const result = matchPosting({
      postingText: 'Requirements:\n- Backend development in Python\n- Front-end development',
      library: { ...library, skills: [] },
      now: NOW,
    });
    const status = (term: string) => byTerm(result.requirements, term)?.status;
    // "Backend Engineer, Acme" proves back-end development; no role is named for front-end work, which earns only
    // the half credit of a term in the same narrow family.
    expect(status('Back-end development')).toBe('matched');
    expect(byTerm(result.requirements, 'Back-end development')?.evidence[0]).toMatchObject({ id: 10, match: 'alias' });
    expect(status('Front-end development')).toBe('partial');
    expect(byTerm(result.requirements, 'Front-end development')?.evidence[0]?.match).toBe('related');
  });
});

describe('postings that cannot be scored', () => {
  const cases: Array<[string, string, keyof typeof postingMessages]> = [
    ['empty', '   \n ', 'empty'],
    ['over 50,000 characters', 'Python '.repeat(8000), 'too_long'],
    ['binary', `PK\u0003\u0004\u0000\u0000binary`, 'binary'],
    ['markup only', '<div><p>&nbsp;</p></div>', 'empty'],
    ['no requirements read', 'We are a friendly bakery in Leeds. Come and say hello!', 'no_requirements'],
  ];
  it.each(cases)('%s', (_name, text, code) => {
    expect(() => match(text)).toThrow(PostingError);
    try {
      match(text);
    } catch (error) {
      expect((error as PostingError).code).toBe(code);
      expect((error as PostingError).message).toBe(postingMessages[code]);
    }
  });

  it('reads a posting full of markup as text', () => {
    const html = '<h2>Requirements</h2><ul><li>Python &amp; Postgres</li><li><b>Nice to have:</b> k8s</li></ul>';
    const result = match(html);
    expect(result.posting_text).not.toMatch(/[<>]|&amp;/);
    expect(result.requirements.map((r) => `${r.term} ${r.importance}`)).toEqual([
      'Python required',
      'PostgreSQL required',
      'Kubernetes preferred',
    ]);
  });
});
