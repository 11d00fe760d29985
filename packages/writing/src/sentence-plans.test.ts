import { describe, expect, it } from 'vitest';
import type { EvidenceLine } from './evidence-lines.js';
import type { LetterInput, Tone, WritingLibrary } from './letter-types.js';
import {
  aboutTeam,
  achievementSentence,
  certificateSentence,
  certificatesTouched,
  contextOf,
  degreeSentence,
  dutyAnswered,
  figuresIn,
  framingSentence,
  openingSentences,
  periodOf,
  placed,
  postingDuties,
  summarySentence,
  type Achievement,
  type Context,
  type FocusAsked,
} from './sentence-plans.js';
import { letterInput, library, seekerInput } from './test-library.js';

const seeker = (name: string, posting = 0, overrides: Partial<LetterInput> = {}) =>
  seekerInput(name, posting, { length: 'long', ...overrides });

type Role = EvidenceLine['role'];
const monzo: Role = { title: 'Backend Engineer', company: 'Monzo', current: true };
const sage: Role = { title: 'Software Developer', company: 'Sage', current: false };
const achievement = (clause: string, role: Role, present = false): Achievement => ({
  clause,
  present,
  line: { text: clause, role, snippetTitle: null, covers: [], weight: 0, relevance: 0 },
  figures: figuresIn(clause),
});
const ledger = achievement('built the double-entry ledger', monzo);
const latency = achievement('cut p99 payment latency by 40%', monzo);
const lead = achievement('lead the payments team', monzo, true);
const apis = achievement('wrote accounting APIs for 2,000 customers', sage);
const mentored = achievement('mentored four graduates', sage);
const club = achievement('taught Python at a code club', null);
const ada = (overrides: Partial<Context> = {}): Context => ({ ...contextOf(letterInput()), ...overrides });

describe('achievementSentence', () => {
  it.each([
    // [case, item, its paragraph so far, the letter's achievements so far, context, said as]
    [
      'the first line from the current role names the employer',
      ledger,
      [],
      [],
      {},
      'At Monzo, I built the double-entry ledger.',
    ],
    ['a current duty says so', lead, [], [], {}, 'In my current role at Monzo, I lead the payments team.'],
    ['a concise letter keeps it short', lead, [], [], { tone: 'concise' }, 'At Monzo, I lead the payments team.'],
    [
      'the employer the opening named is not named again',
      ledger,
      [],
      [],
      { openingNamed: 'Monzo' },
      'In my current role, I built the double-entry ledger.',
    ],
    [
      'the next line from the same role says "also"',
      latency,
      [ledger],
      [ledger],
      {},
      'There, I also cut p99 payment latency by 40%.',
    ],
    [
      'and the one after varies its opening',
      lead,
      [ledger, latency],
      [ledger, latency],
      {},
      'I lead the payments team.',
    ],
    [
      'a role come back to in a later paragraph is named again, briefly',
      latency,
      [],
      [ledger],
      {},
      'In my current role, I also cut p99 payment latency by 40%.',
    ],
    [
      'and the line after it does not say "also" twice',
      lead,
      [latency],
      [ledger, latency],
      {},
      'I lead the payments team.',
    ],
    [
      'an earlier role after a later one steps back',
      apis,
      [ledger],
      [ledger],
      {},
      'Before that, at Sage, I wrote accounting APIs for 2,000 customers.',
    ],
    ['an earlier role opening a paragraph', apis, [], [], {}, 'At Sage, I wrote accounting APIs for 2,000 customers.'],
    [
      'with its years when the letter has room',
      apis,
      [ledger],
      [ledger],
      { spans: true },
      'Before that, at Sage from 2016 to 2021, I wrote accounting APIs for 2,000 customers.',
    ],
    [
      'an earlier role come back to',
      mentored,
      [ledger],
      [apis, ledger],
      {},
      'At Sage, I also mentored four graduates.',
    ],
    ['a snippet is said plainly', club, [], [], {}, 'I taught Python at a code club.'],
  ] as const)('%s', (_case, item, paragraph, before, context, said) => {
    expect(achievementSentence(item, paragraph, before, ada(context))).toBe(said);
  });

  it.each([
    [
      'a second role at the same employer is named by its title',
      2,
      'Before that, as a lead associate at Crestline Fulfillment Center, I led a pick and pack team of 15 associates.',
    ],
    [
      'a title’s alternative is left to the resume',
      3,
      'Before that, as a warehouse associate at Brazos Valley Distribution, I led a pick and pack team of 15 associates.',
    ],
  ])('%s', (_case, roleId, said) => {
    const input = seeker('Daniel');
    const role = input.library.experiences.find((e) => e.id === roleId)!;
    const item = achievement('led a pick and pack team of 15 associates', {
      title: role.job_title,
      company: role.company,
      current: false,
    });
    const current = achievement('supervise 45 associates', {
      title: 'Shift Supervisor',
      company: 'Crestline Fulfillment Center',
      current: true,
    });
    const c = { ...contextOf(input), openingNamed: 'Crestline Fulfillment Center' };
    // Brazos Valley Distribution is not named before, but the phrase still carries its title when the employer is.
    const named = roleId === 3 ? { ...c, openingNamed: 'Brazos Valley Distribution' } : c;
    expect(achievementSentence(item, [current], [current], named)).toBe(said);
  });
});

describe('placed', () => {
  it.each([
    [['before that', 'at Sage'], 'wrote accounting APIs', 'Before that, at Sage, I wrote accounting APIs.'],
    [[], 'wrote accounting APIs', 'I wrote accounting APIs.'],
    // A line with commas of its own takes fewer, so the sentence does not read as a list.
    [
      ['before that', 'at Neuse River'],
      'performed dissolution, KF and UV testing, and approved results',
      'At Neuse River, I performed dissolution, KF and UV testing, and approved results.',
    ],
    [
      ['before that', 'at Neuse River'],
      'performed dissolution, KF, UV and FTIR testing, and approved results',
      'At Neuse River I performed dissolution, KF, UV and FTIR testing, and approved results.',
    ],
  ] as const)('%j + %j', (phrases, clause, said) => {
    expect(placed(phrases, clause)).toBe(said);
  });
});

describe('figuresIn', () => {
  it.each([
    ['Led the shift to 730 injury-free days', ['730']],
    ['My shift went 730 days without a recordable injury', ['730']],
    ['Monitored 12 telemetry beds', ['12 telemetry']],
    ['averaging 12 admissions a shift', ['12 admissions']],
    ['cut overtime 16% in 2025', ['16%']],
    ['pays out about $1.4B a month to 60,000 merchants', ['1.4', '60000']],
    ['led a team of 5 in 2019', []],
  ])('%j → %j', (text, figures) => {
    expect(figuresIn(text)).toEqual(figures);
  });
});

describe('periodOf', () => {
  it.each([
    ['2018-09-10', '2022-06-17', 'from 2018 to 2022'],
    ['2019-01-01', '2019-08-02', 'in 2019'],
    ['2022-06-20', null, 'since 2022'],
    ['', null, ''],
  ])('%s to %s → %j', (start, end, said) => {
    expect(periodOf(start, end)).toBe(said);
  });
});

describe('certificateSentence', () => {
  it.each([
    [['RN License', 'BLS', 'ACLS'], 'I hold an RN License and am certified in BLS and ACLS.'],
    [['Forklift Trainer Certification'], 'I hold a Forklift Trainer Certification.'],
    [['AWS Certified Developer'], 'I am an AWS Certified Developer.'],
    [
      ['AWS Certified Solutions Architect', 'Certified Kubernetes Application Developer (CKAD)'],
      'I am an AWS Certified Solutions Architect and a Certified Kubernetes Application Developer (CKAD).',
    ],
    [['Level I Thermographer'], 'I am certified as a Level I Thermographer.'],
    [['Registered Electrical Apprentice'], 'I am a Registered Electrical Apprentice.'],
    [['Licensed Practical Nurse', 'BLS'], 'I am certified in BLS and am a Licensed Practical Nurse.'],
  ])('%j → %j', (certs, said) => {
    expect(certificateSentence(certs)).toBe(said);
  });
});

describe('certificatesTouched', () => {
  it.each([
    ['a posting on AWS', 'Run our services on AWS', ['AWS Certified Developer']],
    ['a posting that never names the subject', 'Write Python services', []],
  ])('%s', (_case, posting, touched) => {
    expect(certificatesTouched(library, posting, [])).toEqual(touched);
  });

  it('leaves out what the posting asks for already: that has its own sentence', () => {
    expect(certificatesTouched(library, 'AWS', ['AWS Certified Developer'])).toEqual([]);
  });
});

describe('degreeSentence', () => {
  it.each([
    [
      { id: 1, degree: 'B.S.', field: 'Computer Engineering', institution: 'University of Illinois Urbana-Champaign' },
      'I hold a B.S. in Computer Engineering from the University of Illinois Urbana-Champaign.',
    ],
    [
      { id: 1, degree: 'Bachelor of Science in Nursing (BSN)', field: 'Nursing', institution: 'Duquesne University' },
      'I hold a Bachelor of Science in Nursing (BSN) from Duquesne University.',
    ],
    [
      { id: 1, degree: 'Associate of Applied Science', field: 'Logistics', institution: '' },
      'I hold an Associate of Applied Science in Logistics.',
    ],
    [{ id: 1, degree: '', field: 'Logistics', institution: 'Lone Star College' }, null],
  ])('%j', (education, said) => {
    expect(degreeSentence(education)).toBe(said);
  });
});

describe('aboutTeam', () => {
  const withPosting = (postingText: string) =>
    contextOf(seeker('Alana', 0, { job: { title: 'Staff RN', company: 'Larkspur', postingText } }));

  it.each([
    [
      'what the posting says of its people, turned to its reader',
      'About us\nWe run a busy unit. Our nurses lead through unit practice councils, and our residency helps them grow.',
      'I was also glad to read that your nurses lead through unit practice councils, and your residency helps them grow.',
    ],
    [
      'never pay, perks or how to apply',
      'We offer a sign-on bonus of $12,000 and free parking for all staff.\nWe ask that you apply by Friday with a resume.',
      null,
    ],
    ['nothing in the first person', 'Larkspur is a 220-bed hospital.\nNights, 7p–7a.', null],
  ])('%s', (_case, posting, said) => {
    expect(aboutTeam(withPosting(posting))).toBe(said);
  });
});

describe('openingSentences', () => {
  const daniel = seeker('Daniel').library;
  const current = daniel.experiences.find((role) => role.end_date === null)!;
  const asked: FocusAsked = { names: ['Manhattan WMS', 'RF scanners'], required: true, shownIn: current };

  it('one reason from the posting: the employer in its words, the duty kept for the close', () => {
    const opening = openingSentences(contextOf(seeker('Daniel', 0, { length: 'medium' })), asked, 9);
    expect(opening.reason).toMatch(/^I was glad to read that Parcelbay is one of the fastest-growing/);
    expect(opening.duty?.second).toBe(false);
    expect(opening.duty?.text).toMatch(/^Above all, the chance to lead daily start-up meetings/);
  });

  it('with nothing said about the employer, a duty is the reason and another closes, worded so they do not echo', () => {
    const opening = openingSentences(contextOf(seeker('Alana', 1)), { names: [], required: false, shownIn: null }, 8);
    expect(opening.reason).toMatch(/^The chance to [a-z].* is what draws me to this role\.$/);
    expect(opening.duty?.second).toBe(true);
    expect(opening.duty?.text).toMatch(/^I would also value the chance to [a-z]/);
  });

  it.each([
    [
      'a summary that says the title leaves where',
      'Alana',
      'I currently work at Kestrel Hill General Hospital.',
      'I have worked at Kestrel Hill General Hospital since 2018.',
    ],
    [
      'a title the summary does not say',
      'Priya',
      'I currently work as a senior backend engineer at Ledgerly.',
      'I have worked as a senior backend engineer at Ledgerly since 2022.',
    ],
  ])('where the person works now: %s', (_case, name, current, since) => {
    const opening = openingSentences(contextOf(seeker(name)), asked, 8);
    expect(opening.current).toBe(current);
    expect(opening.currentSince).toBe(since);
  });

  it('without a summary, the years go with where they work', () => {
    const opening = openingSentences(contextOf(letterInput()), asked, 10);
    expect(opening.identity).toBeNull();
    expect(opening.current).toBe(
      'I currently work as a backend engineer at Monzo, with ten years of experience behind me.',
    );
  });

  it.each([
    [true, 'Your posting puts Manhattan WMS and RF scanners at the centre of the role'],
    [false, 'Your posting asks for Manhattan WMS and RF scanners, and that is the work I do every day.'],
  ])('what the posting puts first, when the skills are required: %s', (required, said) => {
    const opening = openingSentences(contextOf(seeker('Daniel')), { ...asked, required }, 9);
    expect(opening.focus).toContain(said);
  });

  it.each([
    ['the current role shows them', 0, 'and that is the work I do every day.'],
    ['an earlier role shows them', 1, 'and that is the work I did every day as a lead associate.'],
    ['no one role shows them all', null, 'and that is work I have done before.'],
  ])('"every day" only when it is true: %s', (_case, role, said) => {
    const shownIn = role === null ? null : daniel.experiences[role]!;
    const opening = openingSentences(contextOf(seeker('Daniel')), { ...asked, required: false, shownIn }, 9);
    expect(opening.focus).toContain(said);
  });
});

describe('postingDuties and dutyAnswered', () => {
  const posting = [
    'Responsibilities:',
    '- Run safe, hands-on laboratory investigations and maintain the chemical inventory with the department.',
    '- Take a turn as charge nurse once you are ready.',
    '- Teach patients and families about their medications and care after discharge.',
    '- Our team reviews every lab plan.',
    '- Excel',
  ].join('\n');

  it('reads the duties that start with a verb, in lower case, leaving out what the company says of itself', () => {
    expect(postingDuties(posting)).toEqual([
      'run safe, hands-on laboratory investigations and maintain the chemical inventory with the department',
      'take a turn as charge nurse once you are ready',
      'teach patients and families about their medications and care after discharge',
    ]);
  });

  it.each([
    [
      'the same work, done',
      'Run weekly hands-on labs and keep the chemical inventory for the department.',
      'run safe, hands-on laboratory investigations and maintain the chemical inventory with the department',
    ],
    ['the same subject, other work', 'Cared for patients and families after discharge, many on new medications.', null],
    ['one word in common is not the same work', 'Cared for 5–6 adult patients a shift on a medical unit.', null],
    ['a duty spoken to the candidate frames nothing', 'Charge nurse on a 34-bed unit, ready for any turn.', null],
  ])('%s', (_case, line, duty) => {
    expect(dutyAnswered(postingDuties(posting), line)).toBe(duty);
  });
});

describe('framingSentence', () => {
  it.each([
    ['formal', 0, 'You are looking for someone to maintain the chemical inventory.'],
    ['formal', 1, 'Your posting also asks for someone to maintain the chemical inventory.'],
    ['warm', 0, 'I see you need someone to maintain the chemical inventory.'],
    ['concise', 0, 'You need someone to maintain the chemical inventory.'],
  ] as const)('%s, turn %i', (tone, turn, said) => {
    expect(framingSentence('maintain the chemical inventory', ada({ tone }), turn)).toBe(said);
  });
});

describe('summarySentence', () => {
  const ended = { ...library, experiences: library.experiences.map((role) => ({ ...role, end_date: '2026-01-31' })) };
  it.each([
    [
      'formal',
      library,
      'In short, I would bring what I have learned as a backend engineer to your team and be ready to contribute from the start.',
    ],
    ['warm', library, 'Put simply, I would love to bring what I have learned as a backend engineer to your team.'],
    ['concise', ended, 'I would bring what I learned as a backend engineer to your team from the start.'],
    ['formal', { ...library, experiences: [] }, null],
  ] as Array<[Tone, WritingLibrary, string | null]>)('%s', (tone, held, text) => {
    expect(summarySentence(contextOf(letterInput({ tone, library: held })))).toBe(text);
  });
});
