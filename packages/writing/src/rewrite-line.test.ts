import { describe, expect, it } from 'vitest';
import { rewriteLine, type LineAdvice } from './rewrite-line.js';

const EMPTY = 'The line is empty.';
const NO_NUMBER = 'No number: if you can, say how much, how many or how often.';
const TOO_LONG = 'Over 200 characters: recruiters skim; consider splitting it.';
const NOTHING =
  'No rule-based rewrite: the line has none of the weak openers, filler or passive voice these rules look for.';

const texts = (advice: LineAdvice) => advice.rewrites.map((r) => r.text);

/** [line, the first rewrite offered, the opener as the "why" quotes it] */
const OPENERS: Array<[string, string, string]> = [
  ['Responsible for managing a team of 6 engineers.', 'Managed a team of 6 engineers.', 'Responsible for'],
  [
    'Responsible for the migration of 40 services to AWS.',
    'Led the migration of 40 services to AWS.',
    'Responsible for',
  ],
  [
    'Was responsible for building the PostgreSQL reporting layer for 3 teams',
    'Built the PostgreSQL reporting layer for 3 teams',
    'Was responsible for',
  ],
  ['responsible for onboarding new hires across 4 offices', 'Onboarded new hires across 4 offices', 'Responsible for'],
  ['RESPONSIBLE FOR MANAGING 3 vendors', 'Managed 3 vendors', 'RESPONSIBLE FOR'],
  ['Had responsibility for payroll for 120 staff.', 'Led payroll for 120 staff.', 'Had responsibility for'],
  ['Was in charge of the 3-person support rota.', 'Led the 3-person support rota.', 'Was in charge of'],
  ['In charge of running the weekly release for 12 squads.', 'Ran the weekly release for 12 squads.', 'In charge of'],
  [
    'Tasked with reducing the backlog from 300 tickets to 40.',
    'Reduced the backlog from 300 tickets to 40.',
    'Tasked with',
  ],
  [
    'Duties included answering 50 calls a day and booking the meeting rooms.',
    'Answered 50 calls a day and booked the meeting rooms.',
    'Duties included',
  ],
  ['Role involved mentoring 4 junior analysts.', 'Mentored 4 junior analysts.', 'Role involved'],
  [
    'My role was to write the release notes for 6 products.',
    'Wrote the release notes for 6 products.',
    'My role was to',
  ],
  [
    'Helped with building the billing API used by 9 teams.',
    'Contributed to building the billing API used by 9 teams.',
    'Helped with',
  ],
  ['Helped with the 2023 office move.', 'Supported the 2023 office move.', 'Helped with'],
  ['Helped in testing 14 releases.', 'Contributed to testing 14 releases.', 'Helped in'],
  ['Helped to plan a 200-person conference.', 'Contributed to planning a 200-person conference.', 'Helped to'],
  ['Assisted in preparing 12 monthly audits.', 'Contributed to preparing 12 monthly audits.', 'Assisted in'],
  ['Assisted with the 2 annual stock counts.', 'Supported the 2 annual stock counts.', 'Assisted with'],
  [
    'Assisted the finance director with 4 quarterly reports.',
    'Supported the finance director with 4 quarterly reports.',
    'Assisted',
  ],
  ['Involved in hiring 8 engineers.', 'Contributed to hiring 8 engineers.', 'Involved in'],
  ['Was involved with the 2022 ERP rollout.', 'Contributed to the 2022 ERP rollout.', 'Was involved with'],
  ['Participated in 3 hackathons.', 'Contributed to 3 hackathons.', 'Participated in'],
  ['Took part in 5 code reviews a week.', 'Contributed to 5 code reviews a week.', 'Took part in'],
  [
    'Played a key role in the Series B due diligence for 2 funds.',
    'Contributed to the Series B due diligence for 2 funds.',
    'Played a key role in',
  ],
  [
    'Worked on the checkout redesign for 2 million users.',
    'Contributed to the checkout redesign for 2 million users.',
    'Worked on',
  ],
  ['Handled 40 customer escalations a month.', 'Managed 40 customer escalations a month.', 'Handled'],
  ['Dealt with supplier invoices worth £2m a year.', 'Managed supplier invoices worth £2m a year.', 'Dealt with'],
];

describe('weak openers', () => {
  it.each(OPENERS)('%s', (line, expected, opener) => {
    expect(rewriteLine(line).rewrites[0]).toEqual({
      text: expected,
      why: `Starts with an action verb instead of "${opener}".`,
    });
  });
});

/** Helping is not leading: lines where the honest verb is the weaker one, or where no rewrite is safe. */
const HONESTY: Array<[string, string[]]> = [
  [
    'Worked on the payments service and developed its test suite for 3 teams.',
    ['Contributed to the payments service and developed its test suite for 3 teams.'],
  ],
  ['Responsible for building maintenance at 2 sites.', ['Led building maintenance at 2 sites.']],
  ['Responsible for hiring', ['Led hiring']],
  ['Tasked with payroll for 40 staff.', []],
  ['Responsible for managing, hiring and training 6 staff', []],
  ['Worked on weekends to cover 3 shifts', []],
  ['Led a team, growing it from 3 to 9 people', []],
  ['Contributed to the launch, which grew sign-ups by 30%.', []],
  ['Helped migrate the database, cutting costs by 20%.', []],
  [
    'Responsible for managing hiring and onboarding processes for 2 sites',
    ['Managed hiring and onboarding processes for 2 sites'],
  ],
  [
    'Responsible for managing the budget and training new staff across 3 shops',
    ['Managed the budget and trained new staff across 3 shops'],
  ],
  ['Responsible for hiring and onboarding 5 staff', ['Hired and onboarded 5 staff']],
  [
    'Responsible for managing the budget, hiring staff, and running payroll for 30 people',
    ['Managed the budget, hired staff, and ran payroll for 30 people'],
  ],
];

describe('openers say no more than the line did', () => {
  it.each(HONESTY)('%s', (line, expected) => {
    expect(texts(rewriteLine(line))).toEqual(expected);
  });

  it.each([
    ['Tasked with payroll for 40 staff.', 'Tasked with'],
    ['Responsible for managing, hiring and training 6 staff', 'Responsible for'],
    ['Helped migrate the database, cutting costs by 20%.', 'Helped'],
  ])('points out the opener it cannot safely rewrite in %j', (line, opener) => {
    expect(rewriteLine(line).flags).toEqual([`Starts with "${opener}": start with the verb for what you did.`]);
  });

  it.each([
    ['I was responsible for managing 3 people', 'Managed 3 people', 'I was responsible for'],
    ['Duties included: answering 20 calls a day', 'Answered 20 calls a day', 'Duties included'],
  ])('%j', (line, text, opener) => {
    expect(rewriteLine(line).rewrites).toEqual([{ text, why: `Starts with an action verb instead of "${opener}".` }]);
  });

  it('never turns helping into building or leading', () => {
    for (const line of [
      'Helped with building the API.',
      'Assisted in leading the 2 stand-ups.',
      'Helped to build it.',
    ]) {
      for (const text of texts(rewriteLine(line))) expect(text).not.toMatch(/^(Built|Led)\b/);
    }
  });
});

describe('verb forms', () => {
  it.each([
    ['managing', 'Managed'],
    ['planning', 'Planned'],
    ['shipping', 'Shipped'],
    ['stopping', 'Stopped'],
    ['studying', 'Studied'],
    ['copying', 'Copied'],
    ['playing', 'Played'],
    ['creating', 'Created'],
    ['analysing', 'Analysed'],
    ['building', 'Built'],
    ['leading', 'Led'],
    ['writing', 'Wrote'],
    ['running', 'Ran'],
    ['driving', 'Drove'],
    ['growing', 'Grew'],
    ['teaching', 'Taught'],
    ['making', 'Made'],
    ['selling', 'Sold'],
    ['bringing', 'Brought'],
    ['setting', 'Set'],
    ['cutting', 'Cut'],
    ['beginning', 'Began'],
    ['taking', 'Took'],
    ['rebuilding', 'Rebuilt'],
    ['rerunning', 'Reran'],
    ['overseeing', 'Oversaw'],
  ])('-ing to past: %s → %s', (doing, done) => {
    expect(texts(rewriteLine(`Tasked with ${doing} the work`))).toEqual([`${done} the work`]);
  });

  it.each([
    ['plan', 'Planned'],
    ['ship', 'Shipped'],
    ['stop', 'Stopped'],
    ['study', 'Studied'],
    ['copy', 'Copied'],
    ['create', 'Created'],
    ['open', 'Opened'],
    ['edit', 'Edited'],
    ['visit', 'Visited'],
    ['commit', 'Committed'],
    ['fix', 'Fixed'],
    ['play', 'Played'],
    ['build', 'Built'],
    ['write', 'Wrote'],
    ['lead', 'Led'],
    ['rebuild', 'Rebuilt'],
  ])('base to past: %s → %s', (verb, done) => {
    expect(texts(rewriteLine(`My role was to ${verb} the work`))).toEqual([`${done} the work`]);
  });

  it.each([
    ['plan', 'planning'],
    ['write', 'writing'],
    ['run', 'running'],
    ['see', 'seeing'],
    ['tie', 'tying'],
    ['agree', 'agreeing'],
    ['open', 'opening'],
    ['commit', 'committing'],
    ['create', 'creating'],
    ['fix', 'fixing'],
    ['rerun', 'rerunning'],
  ])('base to -ing: %s → %s', (verb, doing) => {
    expect(texts(rewriteLine(`Helped to ${verb} the work`))).toEqual([`Contributed to ${doing} the work`]);
  });

  it.each([
    ['Rebuilt', 'rebuilding'],
    ['Cached', 'caching'],
    ['Planned', 'planning'],
    ['Studied', 'studying'],
    ['Used', 'using'],
    ['Led', 'leading'],
    ['Ran', 'running'],
    ['Wrote', 'writing'],
    ['Oversaw', 'overseeing'],
    ['Set up', 'setting up'],
    ['Stood up', 'standing up'],
  ])('past to -ing: %s → %s', (done, doing) => {
    expect(texts(rewriteLine(`${done} the cache, which cut load time by 40%.`))).toEqual([
      `Cut load time by 40% by ${doing} the cache.`,
    ]);
  });
});

/** [line, rewrite, why] */
const FILLER: Array<[string, string, string]> = [
  ['Successfully launched the app in 4 markets.', 'Launched the app in 4 markets.', 'Cuts filler: "successfully".'],
  ['Managed various vendor contracts worth $2m.', 'Managed vendor contracts worth $2m.', 'Cuts filler: "various".'],
  [
    'Rewrote the importer in order to cut run time by 50%.',
    'Rewrote the importer to cut run time by 50%.',
    'Cuts filler: "in order to".',
  ],
  [
    'Trained a number of new analysts across 2 offices.',
    'Trained several new analysts across 2 offices.',
    'Cuts filler: "a number of".',
  ],
  ['Utilised Python to automate 12 reports.', 'Used Python to automate 12 reports.', 'Cuts filler: "utilised".'],
  [
    'Reconciled accounts on a weekly basis for 8 clients',
    'Reconciled accounts weekly for 8 clients',
    'Cuts filler: "on a weekly basis".',
  ],
  ['Very actively mentored 3 interns', 'Mentored 3 interns', 'Cuts filler: "actively", "very".'],
  ['Led the  weekly  standup for 7 engineers', 'Led the weekly standup for 7 engineers', 'Removes the doubled spaces.'],
];

describe('filler', () => {
  it.each(FILLER)('%s', (line, text, why) => {
    expect(rewriteLine(line).rewrites).toEqual([{ text, why }]);
  });
});

/** [line, the result-first rewrite, or null when the shape is not safe to move] */
const NUMBERS_FIRST: Array<[string, string | null]> = [
  ['Cached queries, which cut load time by 40%', 'Cut load time by 40% by caching queries'],
  ['Rebuilt the billing pipeline, reducing costs by 30%.', 'Reduced costs by 30% by rebuilding the billing pipeline.'],
  ['Automated invoice matching, saving £12,000 a year.', 'Saved £12,000 a year by automating invoice matching.'],
  ['Built a cache that cut API latency by 3x.', 'Cut API latency by 3x by building a cache.'],
  [
    'Redesigned the onboarding flow, increasing sign-ups by 25% in Q3.',
    'Increased sign-ups by 25% in Q3 by redesigning the onboarding flow.',
  ],
  ['Rebuilt the billing pipeline, reducing costs.', null],
  ['Built dashboards, using 3 data sources.', null],
  ['Built a tool that 5 teams use.', null],
  ['Manager of 4 people, reducing churn by 10%.', null],
  ['Reduced costs by 30%, which was praised by the CFO.', null],
];

describe('numbers first', () => {
  it.each(NUMBERS_FIRST)('%s', (line, expected) => {
    const rewrites = rewriteLine(line).rewrites;
    if (expected === null) expect(rewrites).toEqual([]);
    else expect(rewrites).toEqual([{ text: expected, why: 'Leads with the result, so the number is read first.' }]);
  });

  it.each([
    ['Led the team.', true],
    ['Improved the onboarding flow', true],
    ['Led a team of 5.', false],
    ['Grew revenue by £2m.', false],
    ['Cut build time by half.', false],
    ['Shipped 3x faster releases', false],
  ])('%s: flags the missing number → %s', (line, flagged) => {
    expect(rewriteLine(line).flags.includes(NO_NUMBER)).toBe(flagged);
  });
});

/** [line, posting terms, rewrite or null when the posting offers nothing the line already says] */
const POSTING: Array<[string, string[], string | null]> = [
  ['Ran postgres on k8s for 4 teams.', ['PostgreSQL', 'Kubernetes'], 'Ran PostgreSQL on Kubernetes for 4 teams.'],
  [
    'Built the front end in react.js for 2 clients',
    ['React', 'front-end'],
    'Built the front-end in React for 2 clients',
  ],
  [
    'Wrote ML pipelines in Python for 3 products',
    ['machine learning'],
    'Wrote machine learning pipelines in Python for 3 products',
  ],
  ['ML models shipped to 3 products', ['machine learning'], 'Machine learning models shipped to 3 products'],
  ['Built APIs in Node for 2 teams', ['Node.js'], 'Built APIs in Node.js for 2 teams'],
  [
    'Set up CI-CD with github-actions for 5 repos',
    ['CI/CD', 'GitHub Actions'],
    'Set up CI/CD with GitHub Actions for 5 repos',
  ],
  ['Used javascript and TS for 4 apps', ['JavaScript', 'TypeScript'], 'Used JavaScript and TypeScript for 4 apps'],
  ['Ran k8s clusters on gcp for 3 teams', ['Kubernetes'], 'Ran Kubernetes clusters on gcp for 3 teams'],
  ['Added a node to the cluster for 3 teams', ['Node.js'], null],
  ['Built services in go for 3 teams', ['Go'], null],
  // A change of case alone is not a different line (rewrites are compared ignoring case).
  ['ios apps for 3 clients', ['iOS'], null],
  ['Set up ci/cd on aws for 5 repos', ['CI/CD', 'AWS'], null],
  ['Managed a team of 5', ['Kubernetes', 'PostgreSQL'], null],
  ['Ran Kubernetes for 4 teams', ['Kubernetes'], null],
  ['Ran Kubernetes for 4 teams', [], null],
];

describe("the posting's wording", () => {
  it.each(POSTING)('%s %j', (line, postingTerms, expected) => {
    const rewrites = rewriteLine(line, { postingTerms }).rewrites;
    if (expected === null) expect(rewrites).toEqual([]);
    else expect(rewrites.map((r) => r.text)).toEqual([expected]);
  });

  it('names the terms it took from the posting', () => {
    expect(rewriteLine('Ran postgres on k8s for 4 teams.', { postingTerms: ['Kubernetes', 'PostgreSQL'] })).toEqual({
      rewrites: [
        {
          text: 'Ran PostgreSQL on Kubernetes for 4 teams.',
          why: 'Uses the posting\'s wording: "PostgreSQL", "Kubernetes".',
        },
      ],
      flags: [],
    });
  });
});

/** [line, the passive phrases quoted, or null for no passive flag] */
const PASSIVE: Array<[string, string | null]> = [
  ['Page load time was improved by 40%.', '"was improved by"'],
  ['Costs were reduced by 15% after the move.', '"were reduced by"'],
  ['The API was built in 3 weeks.', '"was built"'],
  ['Reports were automatically generated for 5 teams.', '"were automatically generated"'],
  ['Tickets were triaged and bugs were fixed within 2 days.', '"were triaged", "were fixed"'],
  ['Reduced costs by 30%, which was praised by the CFO.', '"was praised by"'],
  ['Was promoted to team lead in 2021.', null],
  ['Was based in London, covering 3 regions.', null],
  ['Was responsible for 3 vendors.', null],
  ['Cut cloud spend by 18% by rightsizing 40 EC2 instances.', null],
];

describe('passive voice', () => {
  it.each(PASSIVE)('%s', (line, quoted) => {
    const passive = rewriteLine(line).flags.filter((f) => f.startsWith('Passive voice'));
    expect(passive).toEqual(quoted === null ? [] : [`Passive voice (${quoted}): say who did it.`]);
  });
});

const LONG_ASIDE =
  'Designed and built the internal reporting platform (replacing the old spreadsheet process that finance and ' +
  'operations had relied on for years and years) serving 14 teams across 3 regions with weekly refreshes and an ' +
  'audit trail for every figure.';
const LONG_ASIDE_TRIMMED =
  'Designed and built the internal reporting platform serving 14 teams across 3 regions with weekly refreshes and ' +
  'an audit trail for every figure.';
const LONG_NUMBER_ASIDE = LONG_ASIDE.replace('the old spreadsheet process', 'the 37 spreadsheets');
const LONG_FILLER =
  'Successfully designed and built the internal reporting platform serving 14 teams across 3 regions, with ' +
  'weekly refreshes, a full audit trail for every figure and alerts for late data from various sources.';

describe('length', () => {
  it('has lines of the right lengths to test with', () => {
    for (const line of [LONG_ASIDE, LONG_NUMBER_ASIDE, LONG_FILLER]) expect(line.length).toBeGreaterThan(200);
    expect(LONG_FILLER.length - 'Successfully '.length - 'various '.length).toBeLessThanOrEqual(200);
  });

  it('drops a bracketed aside with no number to get under 200 characters', () => {
    expect(rewriteLine(LONG_ASIDE)).toEqual({
      rewrites: [{ text: LONG_ASIDE_TRIMMED, why: 'Under 200 characters: drops filler and bracketed asides.' }],
      flags: [TOO_LONG],
    });
  });

  it('keeps an aside with a number, so offers no trimmed line', () => {
    expect(rewriteLine(LONG_NUMBER_ASIDE)).toEqual({ rewrites: [], flags: [TOO_LONG] });
  });

  it('offers the filler-free line once when that is also the trimmed one', () => {
    const advice = rewriteLine(LONG_FILLER);
    expect(advice.flags).toEqual([TOO_LONG]);
    expect(advice.rewrites).toEqual([
      {
        text: LONG_FILLER.replace('Successfully d', 'D').replace('various ', ''),
        why: 'Cuts filler: "successfully", "various".',
      },
    ]);
  });

  it('does not flag a line of exactly 200 characters', () => {
    expect(rewriteLine(`Led ${'a'.repeat(190)} for 3 teams`.slice(0, 200)).flags).not.toContain(TOO_LONG);
  });
});

describe('combining the rules', () => {
  it('offers everything at once first, then single changes, at most three', () => {
    const advice = rewriteLine('Responsible for successfully migrating postgres to AWS, cutting costs by 20%.', {
      postingTerms: ['PostgreSQL'],
    });
    expect(advice.rewrites).toEqual([
      {
        text: 'Cut costs by 20% by migrating PostgreSQL to AWS.',
        why: "Every suggestion at once: no filler, an action verb first, the posting's wording and the result first.",
      },
      {
        text: 'Successfully migrated postgres to AWS, cutting costs by 20%.',
        why: 'Starts with an action verb instead of "Responsible for".',
      },
      {
        text: 'Responsible for successfully migrating PostgreSQL to AWS, cutting costs by 20%.',
        why: 'Uses the posting\'s wording: "PostgreSQL".',
      },
    ]);
  });

  it('moves the result first once the opener is a verb', () => {
    expect(texts(rewriteLine('Responsible for managing the budget, reducing costs by 12%.'))).toEqual([
      'Reduced costs by 12% by managing the budget.',
      'Managed the budget, reducing costs by 12%.',
    ]);
  });

  it('gives no combined line when only one rule applies', () => {
    expect(texts(rewriteLine('Handled 40 refunds a day.'))).toEqual(['Managed 40 refunds a day.']);
  });
});

describe('edge cases', () => {
  it.each(['', '   ', '- ', '• ', '*'])('%j is empty', (line) => {
    expect(rewriteLine(line)).toEqual({ rewrites: [], flags: [EMPTY] });
  });

  it.each([
    ['- Responsible for managing 3 vendors', 'Managed 3 vendors'],
    ['• Handled 20 refunds a day.', 'Managed 20 refunds a day.'],
    ['* Worked on the AWS bill for 2 teams', 'Contributed to the AWS bill for 2 teams'],
    ['  -   Involved in 4 audits.  ', 'Contributed to 4 audits.'],
  ])('strips the bullet from %j', (line, expected) => {
    expect(texts(rewriteLine(line))).toEqual([expected]);
  });

  it.each([
    ['Responsible for managing AWS and PostgreSQL costs for 5 teams', 'Managed AWS and PostgreSQL costs for 5 teams'],
    ['successfully shipped 3 iOS apps', 'Shipped 3 iOS apps'],
    ['iOS apps successfully shipped for 3 clients', 'iOS apps shipped for 3 clients'],
    ['Handled 40 refunds a day', 'Managed 40 refunds a day'],
    ['Handled 40 refunds a day.', 'Managed 40 refunds a day.'],
  ])('keeps the casing and the full stop of %j', (line, expected) => {
    expect(texts(rewriteLine(line))).toEqual([expected]);
  });

  it.each([
    ['Cut cloud spend by 18% by rightsizing 40 EC2 instances.', [NOTHING]],
    ['Built a Kafka pipeline that processes 2 million events a day.', [NOTHING]],
    ['Mentored 4 junior engineers, two of whom were promoted.', [NOTHING]],
    ['Led the team.', [NO_NUMBER]],
  ])('no rule applies to %j', (line, flags) => {
    expect(rewriteLine(line)).toEqual({ rewrites: [], flags });
  });
});

// Every line above, for the guarantees that hold whatever the line is.
const ALL: Array<{ line: string; postingTerms: string[] }> = [
  ...OPENERS.map(([line]) => line),
  ...HONESTY.map(([line]) => line),
  ...FILLER.map(([line]) => line),
  ...NUMBERS_FIRST.map(([line]) => line),
  ...PASSIVE.map(([line]) => line),
  LONG_ASIDE,
  LONG_NUMBER_ASIDE,
  LONG_FILLER,
  'Helped with building the API.',
  'Responsible for managing the budget, reducing costs by 12%.',
]
  .map((line) => ({ line, postingTerms: [] as string[] }))
  .concat(
    POSTING.map(([line, postingTerms]) => ({ line, postingTerms })),
    [
      {
        line: 'Responsible for successfully migrating postgres to AWS, cutting costs by 20%.',
        postingTerms: ['PostgreSQL'],
      },
    ],
  );

/** The verbs a rewrite may start with that the line did not say: every one appears in an expected rewrite above. */
const INTRODUCED_VERBS = new Set(
  [...OPENERS.map(([, text]) => text), ...HONESTY.flatMap(([, texts]) => texts), ...NUMBERS_FIRST.map(([, t]) => t)]
    .concat(FILLER.map(([, text]) => text))
    .filter((text): text is string => text !== null)
    .map((text) => text.split(' ')[0]!.toLowerCase()),
);

const WORD = /[A-Za-z0-9][A-Za-z0-9.+#/-]*[A-Za-z0-9+#]|[A-Za-z0-9]/g;
const wordsOf = (text: string) => (text.match(WORD) ?? []).map((w) => w.toLowerCase());
const numbersOf = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe('guarantees for every line above', () => {
  it.each(ALL)('$line: invents nothing', ({ line, postingTerms }) => {
    const known = new Set([...wordsOf(line), ...postingTerms.flatMap(wordsOf)]);
    for (const { text } of rewriteLine(line, { postingTerms }).rewrites) {
      for (const n of numbersOf(text)) expect(numbersOf(line)).toContain(n);
      const [first, ...rest] = text.match(WORD) ?? [];
      for (const word of rest.filter((w) => /^[A-Z]/.test(w))) expect(known).toContain(word.toLowerCase());
      if (first && !known.has(first.toLowerCase())) expect(INTRODUCED_VERBS).toContain(first.toLowerCase());
    }
  });

  it.each(ALL)('$line: at most 3 distinct rewrites, none the original', ({ line, postingTerms }) => {
    const { rewrites } = rewriteLine(line, { postingTerms });
    const keys = rewrites.map((r) => r.text.trim().toLowerCase());
    expect(rewrites.length).toBeLessThanOrEqual(3);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(
      line
        .trim()
        .replace(/^[-•*]\s+/, '')
        .toLowerCase(),
    );
    for (const { text, why } of rewrites) {
      expect(text).not.toMatch(/^[-•*\s]/);
      expect(text).toMatch(/^[A-Z]|^[a-z]+[A-Z]/);
      expect(text).not.toMatch(/\s{2}/);
      expect(text.endsWith('.')).toBe(line.trim().endsWith('.'));
      expect(why).toMatch(/^[A-Z].*\.$/);
    }
  });
});
