import { describe, expect, it } from 'vitest';
import { extractRequirements } from './extract-requirements.js';
import { smallDictionary } from './test-support/small-dictionary.js';

const read = (text: string, title: string | null = null) =>
  extractRequirements({ text, title }, smallDictionary).requirements.map(
    (r) => `${r.category} ${r.term} ${r.importance}`,
  );

describe('what a posting asks for', () => {
  const cases: Array<[string, string, string[]]> = [
    [
      'a plain list is required',
      'Requirements:\n- Python\n- Postgres',
      ['hard_skill Python required', 'hard_skill PostgreSQL required'],
    ],
    [
      'a nice-to-have heading makes what follows preferred',
      'Must have:\n- Python\n\nNice to have:\n- Kubernetes (k8s)',
      ['hard_skill Python required', 'hard_skill Kubernetes preferred'],
    ],
    [
      'a phrase marks its own clause only',
      'You know Python well; Go is a plus.',
      ['hard_skill Python required', 'hard_skill Go preferred'],
    ],
    [
      '"ideally" and "preferred" mark preference',
      'Ideally some C#.\nPMP certification preferred.',
      ['hard_skill C# preferred', 'certification PMP preferred'],
    ],
    [
      'asked anywhere unqualified, a term is required',
      'Bonus:\n- Python\n\nRequirements:\n- Python',
      ['hard_skill Python required'],
    ],
    [
      'punctuated terms read whole',
      'You know C++, C#, .NET, Node.js and CI/CD.',
      [
        'hard_skill C++ required',
        'hard_skill C# required',
        'hard_skill .NET required',
        'hard_skill Node.js required',
        'hard_skill CI/CD required',
      ],
    ],
    ['spaced-out symbols are not the term', 'Grades: c + + maybe. Fine. NET income', []],
    ['exact-case aliases ignore the English word', "Ready to go? We'll go far. You will excel here.", []],
    [
      'exact-case aliases read the term',
      'Experience in Go and Excel.',
      ['hard_skill Go required', 'hard_skill Microsoft Excel required'],
    ],
    ['a one-letter term joined by a hyphen is another word', 'Report to the C-level and R&D.', []],
    ['a grade is not a language', 'GCSE Maths at grade 4/C or above.', ['education High school diploma required']],
    [
      'a language beside another still reads',
      'C/C++ experience.',
      ['hard_skill C required', 'hard_skill C++ required'],
    ],
    ['benefits name nothing asked of the candidate', 'Benefits:\n- Free Python course and Kubernetes swag', []],
    [
      'about us asks nothing, not even what the company is',
      'About us:\nA SaaS company built on Python.\n\nRequirements:\n- Go',
      ['hard_skill Go required'],
    ],
    [
      'a stack section describes the company',
      'Our stack:\n- Python and Kubernetes\n\nRequirements:\n- Go',
      ['hard_skill Go required'],
    ],
    [
      'the company describing itself asks nothing',
      'Our backend is written in Python.\nYou know Go.',
      ['hard_skill Go required'],
    ],
    [
      'a cue mid-sentence qualifies its own part',
      'You have run Python services, ideally including Kubernetes, and you know Go.',
      ['hard_skill Python required', 'hard_skill Kubernetes preferred', 'hard_skill Go required'],
    ],
    [
      'a long heading ending in a colon',
      'A few things that would make you stand out:\n- Kubernetes',
      ['hard_skill Kubernetes preferred'],
    ],
    [
      'a heading with its content on the line still splits into sentences',
      'Requirements: Python, Go. Kubernetes is a plus.',
      ['hard_skill Python required', 'hard_skill Go required', 'hard_skill Kubernetes preferred'],
    ],
    [
      'soft skills and languages',
      'Strong communication skills and fluent Spanish.',
      ['soft_skill Communication required', 'language Spanish required'],
    ],
    [
      'years overall and per skill, the highest figure standing',
      '3+ years of experience with Python, and Go.\nAt least two years of experience.\nIdeally 5 years of Python experience.',
      [
        'years 5+ years of Python required',
        'hard_skill Python required',
        'hard_skill Go required',
        'years 2+ years of experience required',
      ],
    ],
    ['years that are not experience are not a requirement', 'We have been around for 20 years.', []],
    [
      'years of a skill need not say "experience"',
      'Requirements:\n- 5+ years of Python\n- Three years of Go',
      [
        'years 5+ years of Python required',
        'hard_skill Python required',
        'years 3+ years of Go required',
        'hard_skill Go required',
      ],
    ],
    [
      'an age or a span of time is not years of experience',
      'Must be 18 years of age or older.\nOver the next 3 years of growth you will lead Python teams.',
      ['hard_skill Python required'],
    ],
    [
      'a field of experience is counted in years, not read as a skill',
      '3+ years of experience in a Python or closely related role.',
      ['years 3+ years of Python required'],
    ],
    ['pay said in passing asks for nothing', 'Pay is $22 an hour plus a bonus based on team Kubernetes uptime.', []],
    [
      'the company saying what it uses asks for nothing',
      'Unit tests – we use Kubernetes, but any framework is fine.',
      [],
    ],
    [
      'a degree’s subjects are not skills',
      'A degree in Python or a related subject.',
      ["education Bachelor's degree required"],
    ],
    [
      'the lowest degree asked in a clause',
      "Bachelor's or Master's degree in Computer Science or equivalent experience.",
      ["education Bachelor's degree required"],
    ],
    [
      'an abbreviation does not end the clause',
      'B.Sc. in Nursing preferred.',
      ["education Bachelor's degree preferred"],
    ],
    ['a saved job gives its title', 'Python', ['job_title Backend Engineer required', 'hard_skill Python required']],
    [
      'the title names the role, not a skill',
      'Python Developer\nAs a Python Developer you will use Go.',
      ['job_title Python Developer required', 'hard_skill Go required'],
    ],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    const title = _name.startsWith('a saved job') ? 'Backend Engineer' : null;
    expect(read(text, title)).toEqual(expected);
  });

  it('reads a kind with its examples, and an either-or list, as one requirement', () => {
    const links = (text: string) => {
      const read = extractRequirements({ text }, smallDictionary);
      return {
        requirements: read.requirements.map((r) => r.id),
        examples: Object.fromEntries(read.examples),
        alternatives: Object.fromEntries(read.alternatives),
      };
    };
    const broker = (...examples: string[]) => ({
      requirements: ['hard_skill:message-broker'],
      examples: { 'hard_skill:message-broker': examples },
      alternatives: {},
    });
    const cases: Array<[string, ReturnType<typeof links>]> = [
      ['Experience with Kafka, RabbitMQ or a similar message broker.', broker('kafka', 'rabbitmq')],
      ['Kafka/RabbitMQ or any other message broker.', broker('kafka', 'rabbitmq')],
      ['A message broker (Kafka, RabbitMQ or similar).', broker('kafka', 'rabbitmq')],
      ['Any message broker such as Kafka or RabbitMQ.', broker('kafka', 'rabbitmq')],
      ['A message broker, e.g. Kafka.', broker('kafka')],
      // Python is named in the clause, but not in the list the kind follows.
      [
        'Python services and Kafka or another message broker.',
        {
          requirements: ['hard_skill:python', 'hard_skill:message-broker'],
          examples: { 'hard_skill:message-broker': ['kafka'] },
          alternatives: {},
        },
      ],
      [
        'Kafka or RabbitMQ.',
        { requirements: ['hard_skill:kafka'], examples: {}, alternatives: { 'hard_skill:kafka': ['rabbitmq'] } },
      ],
      [
        'Python, Go or Kubernetes.',
        {
          requirements: ['hard_skill:python'],
          examples: {},
          alternatives: { 'hard_skill:python': ['go', 'kubernetes'] },
        },
      ],
      // Lists without "or" ask for every term; a bracket without "or similar" adds, it does not exemplify.
      [
        'Python, Go and Kubernetes.',
        {
          requirements: ['hard_skill:python', 'hard_skill:go', 'hard_skill:kubernetes'],
          examples: {},
          alternatives: {},
        },
      ],
      ['C/C++ experience.', { requirements: ['hard_skill:c', 'hard_skill:cpp'], examples: {}, alternatives: {} }],
      [
        'Kafka and a message broker.',
        { requirements: ['hard_skill:kafka', 'hard_skill:message-broker'], examples: {}, alternatives: {} },
      ],
      [
        'Kafka.\nOr another message broker.',
        { requirements: ['hard_skill:kafka', 'hard_skill:message-broker'], examples: {}, alternatives: {} },
      ],
      [
        'Python (Kubernetes).',
        { requirements: ['hard_skill:python', 'hard_skill:kubernetes'], examples: {}, alternatives: {} },
      ],
    ];
    for (const [text, expected] of cases) expect(links(text), text).toEqual(expected);
  });

  it('keeps a term of a list that the posting also asks for on its own', () => {
    const read = extractRequirements({ text: 'Kafka or RabbitMQ.\nRabbitMQ clustering.' }, smallDictionary);
    expect(read.requirements.map((r) => r.id)).toEqual(['hard_skill:kafka', 'hard_skill:rabbitmq']);
    expect(read.requirements[0]!.accepts).toEqual(['RabbitMQ']);
  });

  it('reads a sentence about the company as describing it', () => {
    const text = 'Pebble & Post helps sellers on Kubernetes and Go.\nYou know Python.';
    const terms = (company: string | null) =>
      extractRequirements({ text, company }, smallDictionary).requirements.map((r) => r.term);
    expect(terms('Pebble & Post')).toEqual(['Python']);
    expect(terms(null)).toEqual(['Kubernetes', 'Go', 'Python']);
  });

  it('reads the title from a pasted posting', () => {
    expect(read('Senior Data Analyst\nAcme\n\nRequirements:\n- Python')[0]).toBe(
      'job_title Senior Data Analyst required',
    );
    expect(read('Job title: Registered Nurse\nWe need medication administration.')[0]).toBe(
      'job_title Registered Nurse required',
    );
  });

  it('points each requirement at every place the posting says it', () => {
    const text = 'Python first.\nMore Python later.';
    const [python] = extractRequirements({ text }, smallDictionary).requirements;
    expect(python?.spans.map(([start, end]) => text.slice(start, end))).toEqual(['Python', 'Python']);
    expect(python?.spans[1]?.[0]).toBe(text.lastIndexOf('Python'));
  });
});
