/**
 * The composer's sentence plans: each says one thing a cover letter says (why this role, who the person is, one of
 * their achievements where it stands in the letter, what else they bring that the posting names, the ask), worded
 * for the tone and the variant, from the job and the library alone. Which of them a letter says, and where, is the
 * composer's choice (`compose-letter.ts`).
 */
import type { Library, Requirement } from '@hirestride/match';
import { descriptionLines, type EvidenceLine } from './evidence-lines.js';
import { article, BASE_VERBS, firstPerson, lowerFirstWord } from './first-person.js';
import { wordCount } from './letter-layout.js';
import { skillWordsOf } from './relevance.js';
import type { LetterInput, Tone, WritingLibrary } from './letter-types.js';

/** "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const pick = <T>(options: readonly T[], variant: number): T => options[variant % options.length]!;
const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
/** In words, as a letter writes small numbers; past twenty, "more than twenty". */
const yearsInWords = (years: number) => NUMBER_WORDS[years] ?? 'more than twenty';

const yearOf = (date: string | null) => /^\d{4}/.exec(date ?? '')?.[0] ?? null;

/** "from 2018 to 2022", "in 2019". */
export function periodOf(start: string, end: string | null): string {
  const from = yearOf(start);
  const to = yearOf(end);
  if (!from) return '';
  if (!to) return `since ${from}`;
  return from === to ? `in ${from}` : `from ${from} to ${to}`;
}

/**
 * The figures a line states that would be the same fact if said twice: a large or exact figure on its own ("730
 * days", "99.2%", "$1.4B"), a two-digit count with what it counts ("12 telemetry beds" is not "12 admissions").
 * Single digits and years ("in 2025" is when, not what) say too little to tell.
 */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)*)(%?)(?:\s+([\p{L}-]+))?/gu)].flatMap((match) => {
    const figure = match[1]!.replace(/,(?=\d{3}\b)/g, '');
    const digits = figure.replace(/\D/g, '').length;
    if (digits < 2 || /^(?:19[5-9]\d|20\d\d)$/.test(figure)) return [];
    if (digits >= 3 || match[2] || /[.,]/.test(figure)) return [`${figure}${match[2]}`];
    return [`${figure} ${(match[3] ?? '').toLowerCase()}`];
  });
}

/** One of the person's lines, ready to say: the clause after "I", and what it shows. */
export interface Achievement {
  clause: string;
  /** A current duty, said in the present ("I lead"). */
  present: boolean;
  line: EvidenceLine;
  figures: string[];
}

export interface Context {
  input: LetterInput;
  role: string;
  company: string;
  companyOrTeam: string;
  tone: Tone;
  variant: number;
  names: Set<string>;
  /** Words the person or the posting write in lower case (`commonWordsOf`). */
  common: ReadonlySet<string>;
  /** The employer the opening names, if it names one: the evidence need not name it again. */
  openingNamed: string | null;
  /** Each role (company and title) by how recent it is, 0 the latest: "before that" only ever steps back. */
  roleOrder: Map<string, number>;
  /** Whether a role is introduced with its years ("as a lead associate at Crestline from 2019 to 2021"). */
  spans?: boolean;
}

/** What the plans need to know about the letter being written. */
export function contextOf(input: LetterInput, names: Set<string> = namesOf(input)): Context {
  return {
    input,
    role: input.job.title.trim() || 'advertised',
    company: input.job.company.trim(),
    companyOrTeam: input.job.company.trim() || 'your team',
    tone: input.tone,
    variant: Math.max(0, Math.trunc(input.variant ?? 0)),
    names,
    common: commonWordsOf(input),
    openingNamed: null,
    roleOrder: new Map(
      rolesByRecency(input.library).map((role, index) => [
        roleKey({ company: role.company, title: role.job_title }),
        index,
      ]),
    ),
  };
}

export const roleKey = (role: { company: string; title: string }) => `${role.company}\u0000${role.title}`;

/** The person's roles by how recent they are: current ones first, then by end and start date. */
export function rolesByRecency(library: WritingLibrary) {
  return [...library.experiences].sort(
    (a, b) =>
      Number(b.end_date === null) - Number(a.end_date === null) ||
      (b.end_date ?? '').localeCompare(a.end_date ?? '') ||
      b.start_date.localeCompare(a.start_date),
  );
}

/**
 * Lower-case words the letter must keep capitalised: those the library or the posting capitalise in the middle of a
 * sentence (Kronos, Manhattan, Python, Epic), so "Team leadership" reads "team leadership" and "Kafka" stays.
 */
export function namesOf(input: Pick<LetterInput, 'library' | 'job'>): Set<string> {
  const { library, job } = input;
  const texts = [
    job.postingText,
    ...library.experiences.flatMap((role) => [role.description, role.company]),
    ...library.snippets.map((snippet) => snippet.content),
    ...library.certifications.map((cert) => `${cert.cert_name} ${cert.issuer}`),
  ];
  const names = new Set<string>();
  for (const text of texts) {
    // After a lower-case word only: a heading's Title Case ("Warehouse Shift Supervisor") names nothing.
    for (const match of text.matchAll(/(?<=\b[a-z][\p{L}\p{N}'-]*[,;]?\s+)([A-Z][\p{L}\p{N}+#.-]*)/gu)) {
      names.add(match[1]!.toLowerCase().replace(/\.$/, ''));
    }
  }
  for (const role of library.experiences) for (const word of role.company.split(/\s+/)) names.add(word.toLowerCase());
  // A skill in capitals throughout ("Epic EHR", "Manhattan WMS", "Microsoft Excel") is a product's name, first word
  // and all; "Team leadership" is not.
  for (const skill of library.skills) {
    const words = skill.skill_name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
    if (words.length > 1 && words.every((word) => /^\p{Lu}/u.test(word)))
      for (const word of words) names.add(word.toLowerCase());
  }
  return names;
}

/**
 * "Backend Engineer" → "backend engineer", keeping acronyms and names ("ICU Nurse" → "ICU nurse"); a title's
 * qualifier or alternative is left to the resume ("Registered Nurse – Medical-Surgical" → "registered nurse",
 * "Warehouse Associate / Forklift Operator" → "warehouse associate").
 */
export function titlePhrase(title: string, names: Set<string>, common: ReadonlySet<string> = new Set()): string {
  return (
    title
      .split(/\s+[–—|-]\s+|\s*\/\s*|,\s+|\s+\(/)[0]!
      .trim()
      .split(/\s+/)
      // A word the person or the posting also writes in lower case is a common noun, whatever a heading does with it
      // ("Nurse Practitioner" in a posting does not make "nurse" a name).
      .map((word) => lowerFirstWord(word, common.has(word.toLowerCase()) ? new Set() : names))
      .join(' ')
  );
}

/** A requirement as the letter names it: the user's own spelling of a skill, else the term in running text. */
export function requirementName(
  requirement: Requirement,
  library: WritingLibrary,
  names: Set<string>,
  common: ReadonlySet<string> = new Set(),
): string {
  const skill = requirement.evidence.find((evidence) => evidence.source === 'skill');
  const own = library.skills.find((item) => item.id === skill?.id)?.skill_name;
  if (own) return skillPhrase(own, names, common);
  const cert = requirement.evidence.find((evidence) => evidence.source === 'certification');
  const certName = library.certifications.find((item) => item.id === cert?.id)?.cert_name;
  if (certName) return certName;
  return /^[A-Z][a-z]/.test(requirement.term) && requirement.category !== 'hard_skill'
    ? lowerFirstWord(requirement.term, names)
    : requirement.term;
}

/**
 * A skill as running text: "Team leadership" → "team leadership" (a common phrase), "Excel (pivot tables, XLOOKUP)"
 * → "Excel" (the parenthesis would turn a sentence into a list); one-word names and names keep their case.
 */
function skillPhrase(name: string, names: Set<string>, common: ReadonlySet<string>): string {
  const bare = name.replace(/\s*\([^)]*\)/g, '').trim() || name;
  const words = bare.split(/\s+/);
  if (
    words.length === 1 &&
    /^[A-Z][a-z]{3,}$/.test(bare) &&
    !names.has(bare.toLowerCase()) &&
    common.has(bare.toLowerCase())
  )
    return bare.toLowerCase();
  // "Classroom management" stays a common phrase though "Google Classroom" makes "Classroom" a name elsewhere.
  const first = words[0]!.toLowerCase();
  return words.length > 1 && /^[a-z]/.test(words[1]!)
    ? lowerFirstWord(bare, common.has(first) ? new Set() : names)
    : bare;
}

/**
 * Words of four letters or more that the posting or the library writes in lower case as words of their own
 * ("card payments", "on telemetry"): a one-word skill spelled with a capital ("Payments", "Telemetry") is one of
 * these in running text, where "Python" or "Kronos" never is.
 */
export function commonWordsOf(input: Pick<LetterInput, 'library' | 'job'>): Set<string> {
  const { library, job } = input;
  const texts = [
    job.postingText,
    ...library.experiences.map((role) => role.description),
    ...library.snippets.map((snippet) => snippet.content),
  ];
  const common = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/(?<![\p{L}\p{N}-])([a-z]{4,})(?![\p{L}\p{N}-])/gu)) common.add(match[1]!);
  return common;
}

/** The role the letter introduces the user by: a current one first, then the latest by end and start date. */
export function latestRole(library: WritingLibrary) {
  return rolesByRecency(library)[0];
}

/** Whole years the roles cover, overlaps counted once. */
export function yearsOfExperience(library: WritingLibrary, now: string): number {
  const spans = library.experiences
    .map((role) => [Date.parse(role.start_date), role.end_date ? Date.parse(role.end_date) : Date.parse(now)] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return Math.floor(total / (365.25 * 24 * 3600 * 1000));
}

/** How much a line's closeness to the posting's own lines counts beside the requirements it shows. */
const RELEVANCE_WEIGHT = 1.5;

/** The person's achievements that answer the posting, strongest first: more must-haves, then a figure. */
/** A line that measures a change the person made ("from 38% to 64%", "cut overtime 16%"), not only a size. */
const IMPROVEMENT =
  /\bfrom\s+\S*\d\S*\s+(?:down\s+|up\s+)?to\s+\S*\d|\bby\s+\S*\d|\b(?:cut|cutting|reduc(?:ed|ing)|rais(?:ed|ing)|increas(?:ed|ing)|lift(?:ed|ing)?|sav(?:ed|ing)|grew|improv(?:ed|ing)|halv(?:ed|ing)|doubl(?:ed|ing)|tripl(?:ed|ing)|rose|fell|ending)\b/i;

export function achievements(lines: EvidenceLine[], names: Set<string>): Achievement[] {
  const seen = new Set<string>();
  return lines
    .map((line, index) => {
      const clause = firstPerson(line.text, line.role?.current ?? false, names);
      const score =
        (/\d/.test(line.text) ? 10 : 0) +
        (/\d/.test(line.text) && IMPROVEMENT.test(line.text) ? 4 : 0) +
        line.weight * 2 +
        line.relevance * RELEVANCE_WEIGHT +
        (line.role?.current ? 0.5 : 0);
      return { clause, line, index, score };
    })
    .filter((item): item is typeof item & { clause: { kind: 'action'; text: string; present: boolean } } => {
      if (item.clause?.kind !== 'action') return false;
      const key = item.clause.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((item) => ({
      clause: item.clause.text,
      present: item.clause.present,
      line: item.line,
      figures: figuresIn(item.line.text),
    }));
}

/** Who the person is, in their own words when a summary sentence says it ("I am a registered nurse with 8 years…"). */
export function identityLine(library: WritingLibrary, names: Set<string>): string | null {
  const texts = [
    ...library.snippets.flatMap((snippet) => descriptionLines(snippet.content)),
    ...library.experiences.flatMap((role) => descriptionLines(role.description)),
  ].flatMap((text) => text.split(/(?<=[.!?])\s+(?=[A-Z])/));
  for (const text of texts) {
    const clause = firstPerson(text, true, names);
    if (clause?.kind === 'identity' && wordCount(clause.text) <= 30) return `${clause.text}.`;
  }
  return null;
}

export function greeting(c: Context): string {
  const options: Record<Tone, readonly string[]> = {
    formal: ['Dear Hiring Manager,', c.company ? `Dear ${c.company} Hiring Team,` : 'Dear Hiring Team,'],
    warm: [c.company ? `Hello ${c.company} team,` : 'Hello,', 'Dear Hiring Team,'],
    concise: ['Dear Hiring Team,', 'Dear Hiring Manager,'],
  };
  return pick(options[c.tone], c.variant);
}

export const SIGNOFFS: Record<Tone, readonly string[]> = {
  formal: ['Sincerely,', 'Yours sincerely,'],
  warm: ['Warm regards,', 'With thanks,'],
  concise: ['Best regards,', 'Regards,'],
};

/**
 * What the posting says about the employer in its own sentence, when one starts with the employer's name
 * ("Parcelbay is one of the fastest-growing…"): a reason for applying that is about them, in their words.
 */
export function aboutEmployer(c: Context): string | null {
  if (!c.company) return null;
  const escaped = c.company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sentences = c.input.job.postingText.split(/(?<=[.!?])\s+|\r?\n/);
  for (const sentence of sentences) {
    const text = sentence.trim().replace(/[.!?]+$/, '');
    if (!new RegExp(`^${escaped}(?:['’]s)?\\s+[a-z]`).test(text)) continue;
    // A statement about them, not a heading or a place line ("Oakmont Institute at Canon Creek Hospital · Canonsburg,
    // PA"): a verb within its first words, and none of the separators a header line uses.
    const opening = text.slice(c.company.length).split(/\s+/).slice(0, 6).join(' ');
    if (!/\b(?:is|are|was|were|has|have|had|[a-z]{2,}(?:s|ed))\b/.test(opening) || /[·|•]/.test(text)) continue;
    if (/\b(?:we|our|us|you|your)\b/i.test(text)) continue;
    // Legal boilerplate says nothing about why anyone would want to work there.
    if (/equal opportunity|discriminat|accommodation|e-verify|background check|drug[- ]free/i.test(text)) continue;
    const words = wordCount(text);
    if (words >= 6 && words <= 35) return text;
  }
  return null;
}

/** Words that say a sentence is about pay, perks or the process of applying, not about the work or the people. */
const NOT_A_REASON =
  /equal opportunity|discriminat|accommodation|e-verify|background check|drug|insurance|401|403|pension|salary|\bpay\b|bonus|benefit|holiday|vacation|\bpto\b|apply|application|resume|\bcv\b|cover letter|interview|visa|sponsor|deadline|closing date|\$|£|€/i;

/** People, growth and purpose: what a candidate can honestly say drew them. */
const ABOUT_PEOPLE =
  /\b(?:team|teams|nurses|staff|people|colleagues|grow|growth|develop|learn|train|mentor|proud|mission|community|lead|care|serve)\w*/i;

/**
 * A sentence the posting says of its people in the first person ("Our nurses lead through unit practice councils"),
 * turned to its reader ("your nurses lead through unit practice councils"): a second reason a longer letter can give.
 */
export function aboutTeam(c: Context): string | null {
  const sentences = c.input.job.postingText
    .split(/(?<=[.!?])\s+|\r?\n/)
    .map((sentence) => sentence.trim().replace(/[.!?]+$/, ''))
    .filter((text) => {
      const words = wordCount(text);
      return (
        /^(?:We|Our)\s+[a-z]/.test(text) &&
        words >= 8 &&
        words <= 30 &&
        !/\b(?:you|your|yours)\b/i.test(text) &&
        !/[·|•:]/.test(text) &&
        !NOT_A_REASON.test(text)
      );
    });
  const chosen = sentences.find((text) => ABOUT_PEOPLE.test(text)) ?? sentences[0];
  if (!chosen) return null;
  const turned = chosen
    .replace(/\bwe(['’](?:re|ve|ll|d))?\b/gi, (_all, tail: string | undefined) => `you${tail ?? ''}`)
    .replace(/\bourselves\b/gi, 'yourselves')
    .replace(/\bours\b/gi, 'yours')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bus\b/gi, 'you');
  return pick(
    {
      formal: [`I was also glad to read that ${turned}.`],
      warm: [`I also loved reading that ${turned}.`],
      concise: [`I also noted that ${turned}.`],
    }[c.tone],
    c.variant,
  );
}

/**
 * One of the posting's duties, as the posting words it ("Lead a night team of 40–60 associates"), when a line of it
 * starts with a verb: "the chance to lead a night team of 40–60 associates" is a reason that is about this job.
 */
export function postingDuty(c: Context, turn = 0): string | null {
  const duties = postingDuties(c.input.job.postingText);
  if (duties.length <= turn) return null;
  return duties[(c.variant + turn) % duties.length]!;
}

/** The posting's duty lines that read as a reason (a verb first, one clause, not a list of tools), in lower case. */
export function postingDuties(postingText: string): string[] {
  return descriptionLines(postingText)
    .map((line) => line.replace(/[.;:]+$/, ''))
    .filter((line) => {
      const first = /^([A-Z][a-z]+)\s/.exec(line)?.[1]?.toLowerCase();
      const words = wordCount(line);
      // A duty that lists five instruments reads as a keyword list, not a reason.
      const commas = (line.match(/,/g) ?? []).length;
      return (
        first !== undefined &&
        BASE_VERBS.has(first) &&
        words >= 5 &&
        words <= 22 &&
        commas < 3 &&
        !/\b(?:we|our|us)\b/i.test(line)
      );
    })
    .map((duty) => duty.charAt(0).toLowerCase() + duty.slice(1));
}

/** Words two lines must share before one is said to answer the other. */
const SHARED_FOR_ANSWER = 2;

/**
 * The posting's duty that a line of the person's answers, if one does: they share at least two words that name what
 * the work is about ("maintain the chemical inventory" and "co-manage the chemical inventory"), not merely "team".
 */
export function dutyAnswered(duties: readonly string[], clause: string): string | null {
  // Whole words, not stems: "medications" and "medical" are not the same work.
  const said = new Set(skillWordsOf(clause).filter((word) => word.length >= 4));
  const clauseStems = new Set(
    clause
      .toLowerCase()
      .split(/[^a-z]+/)
      .map(verbStem),
  );
  let best: { duty: string; shared: number } | null = null;
  // A duty that speaks to the candidate ("once you are ready") reads wrongly as what the role asks of someone.
  for (const duty of duties.filter((line) => !/\b(?:you|your)\b/i.test(line))) {
    const shared = new Set(
      skillWordsOf(duty).filter((word) => word.length >= 4 && !FRAME_STOP.has(word) && said.has(word)),
    ).size;
    // The line must do what the duty asks ("revise SOPs": "revised 12 SOPs"), not only share its subject: caring
    // for patients with heart failure does not answer teaching them about it.
    if (!dutyVerbs(duty).some((verb) => clauseStems.has(verb))) continue;
    if (shared >= SHARED_FOR_ANSWER && (!best || shared > best.shared)) best = { duty, shared };
  }
  return best?.duty ?? null;
}

/** A verb's form-free stem: "revise", "revised" and "revising" are one. */
const verbStem = (word: string) => word.slice(0, 5);

/** The verbs a duty opens with: "write and revise SOPs" → write, revise. */
function dutyVerbs(duty: string): string[] {
  const words = duty.toLowerCase().split(/[^a-z]+/);
  const verbs = [words[0]!];
  if (words[1] === 'and' && words[2] && BASE_VERBS.has(words[2])) verbs.push(words[2]);
  return verbs.map(verbStem);
}

/** Words a duty and a line share without being about the same work. */
const FRAME_STOP = new Set(
  'with from that this their they them team teams staff members across every each other more than about ensure'.split(
    ' ',
  ),
);

/**
 * What the posting asks, said before the line that answers it ("You are looking for someone to maintain the chemical
 * inventory."): the posting's own words, so the achievement after it reads as the answer, not as one more line.
 */
export function framingSentence(duty: string, c: Context, turn: number): string {
  return pick(
    {
      formal: [`You are looking for someone to ${duty}.`, `Your posting also asks for someone to ${duty}.`],
      warm: [`I see you need someone to ${duty}.`, `I also noticed the role would have me ${duty}.`],
      concise: [`You need someone to ${duty}.`, `The role also asks me to ${duty}.`],
    }[c.tone],
    turn,
  );
}

/** "I hold the Forklift Trainer Certification", "I am certified in BLS and ACLS", "I am an AWS Certified Developer". */
export function certificateSentence(certs: string[]): string {
  const documents = certs.filter((name) => /\b(?:certification|certificate|licen[cs]e|card|credential)$/i.test(name));
  // "a Registered Electrical Apprentice", "a Licensed Practical Nurse": what the person is, like "AWS Certified …".
  const titles = certs.filter(
    (name) => !documents.includes(name) && /\b(?:certified|registered|licensed|chartered)\b/i.test(name),
  );
  // "Level I Thermographer" names who the person is certified as, "BLS" what they are certified in.
  const roles = certs.filter(
    (name) => !documents.includes(name) && !titles.includes(name) && /(?:er|or|ist|ian)$/.test(name),
  );
  const subjects = certs.filter((name) => !documents.includes(name) && !titles.includes(name) && !roles.includes(name));
  const parts = [
    // "an RN License", not "the RN License": the person holds one of many.
    ...(documents.length > 0 ? [`hold ${listOf(documents.map((name) => `${article(name)} ${name}`))}`] : []),
    ...(subjects.length > 0 ? [`am certified in ${listOf(subjects)}`] : []),
    ...roles.map((name) => `am certified as ${article(name)} ${name}`),
    // Two titles share one "am": "am an AWS Certified Solutions Architect and a Certified Kubernetes …".
    ...(titles.length > 0 ? [`am ${listOf(titles.map((name) => `${article(name)} ${name}`))}`] : []),
  ];
  return `I ${listOf(parts)}.`;
}

/** Words a certificate's name shares with any other's: they say nothing about what it certifies. */
const GENERIC_CERT_WORDS = new Set(
  'certified certification certificate associate professional licence license card credential the and for of in hour general industry'.split(
    ' ',
  ),
);

/**
 * The person's certificates the posting does not ask for but whose subject it names ("AWS Certified Solutions
 * Architect" for a posting on AWS, "OSHA 30-Hour" for one on OSHA rules): worth a sentence in a longer letter.
 */
export function certificatesTouched(library: WritingLibrary, postingText: string, asked: readonly string[]): string[] {
  const posting = postingText.toLowerCase();
  return library.certifications
    .map((cert) => cert.cert_name)
    .filter((name) => !asked.includes(name))
    .filter((name) =>
      name
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 3 && !GENERIC_CERT_WORDS.has(word) && !/^\d/.test(word))
        .some((word) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${word}(?:$|[^\\p{L}\\p{N}])`, 'u').test(posting)),
    )
    .filter((name, i, all) => all.indexOf(name) === i);
}

/** The opening's sentences, in the order a letter says them; any may be absent (no summary, no duty to quote). */
export interface OpeningSentences {
  /** The role and the employer. */
  apply: string;
  /** One specific reason, from the posting: what it says about the employer, else one of the duties it lists. */
  reason: string | null;
  /** Who the person is, in their summary's words. */
  identity: string | null;
  /** Where they work now (with their years when there is no summary to say who they are). */
  current: string | null;
  /** `current` with since when, for a letter that has room to say it. */
  currentSince: string | null;
  /** What the posting puts first, and that it is the person's work. */
  focus: string | null;
  /** A duty the posting lists that the opening does not, for the close; `second` when the opening gave one too. */
  duty: { text: string; second: boolean } | null;
}

/**
 * "The chance to lead daily start-up meetings … is what draws me to this role." In the close, the duty the opening
 * left for it ("Above all, …"), or a second one, worded so the two do not echo ("I would also welcome…").
 */
function dutySentence(duty: string, c: Context, place: 'opening' | 'closing' | 'second'): string {
  const options = {
    opening: {
      formal: [`The chance to ${duty} is what draws me to this role.`],
      warm: [`I would especially enjoy the chance to ${duty}.`],
      concise: [`I would like the chance to ${duty}.`],
    },
    closing: {
      formal: [`Above all, the chance to ${duty} is what draws me to this role.`],
      warm: [`Most of all, I would enjoy the chance to ${duty}.`],
      concise: [`I would like the chance to ${duty}.`],
    },
    second: {
      formal: [`I would also value the chance to ${duty}.`],
      warm: [`I would also love the chance to ${duty}.`],
      concise: [`I would also like the chance to ${duty}.`],
    },
  }[place];
  return pick(options[c.tone], c.variant);
}

/**
 * What the opening says the posting asks for: the names, whether they are its must-haves, and the one role whose lines
 * show every one of them (null when no single role does), so "the work I do every day" is said only when it is true.
 */
export interface FocusAsked {
  names: string[];
  required: boolean;
  shownIn: Library['experiences'][number] | null;
}

/** "the work I do every day" (the current role shows it), "the work I did every day as a registered nurse", or less. */
function workSaid(role: FocusAsked['shownIn'], c: Context): string {
  if (!role) return 'work I have done before';
  if (role.end_date === null) return 'the work I do every day';
  const title = titlePhrase(role.job_title, c.names, c.common);
  return title ? `the work I did every day as ${article(title)} ${title}` : 'work I have done before';
}

export function openingSentences(c: Context, asked: FocusAsked, years: number): OpeningSentences {
  const { library } = c.input;
  const at = c.company ? ` at ${c.company}` : '';
  const apply = pick(
    {
      formal: [
        `I am writing to apply for the ${c.role} position${at}.`,
        `Please accept my application for the ${c.role} position${at}.`,
      ],
      warm: [`I was delighted to see the ${c.role} opening${at}.`, `The ${c.role} role${at} caught my eye at once.`],
      concise: [`I am applying for the ${c.role} role${at}.`, `Please consider me for the ${c.role} role${at}.`],
    }[c.tone],
    c.variant,
  );
  const about = aboutEmployer(c);
  const duty = postingDuty(c);
  // The close can name a duty the opening did not: the first when the opening spoke of the employer, else the next.
  const closingDuty = about ? duty : postingDuty(c, 1);
  // The warm opening already says "I was delighted to see…": the reason is worded apart from it.
  const glad = { formal: 'I was glad to read that', warm: 'What stood out to me is that', concise: 'I know that' }[
    c.tone
  ];
  const reason = about ? `${glad} ${about}.` : duty ? dutySentence(duty, c, 'opening') : null;

  const latest = latestRole(library);
  const identity = identityLine(library, c.names);
  let current: string | null = null;
  let currentSince: string | null = null;
  if (latest) {
    const title = titlePhrase(latest.job_title, c.names, c.common);
    const where = latest.company ? ` at ${latest.company}` : '';
    const span = years >= 2 && !identity ? `, with ${yearsInWords(years)} years of experience behind me` : '';
    // The summary may already say the title ("…the last four as a charge nurse"): then only where.
    const as = title && !identity?.toLowerCase().includes(title.toLowerCase()) ? ` as ${article(title)} ${title}` : '';
    if (as || where) {
      current =
        latest.end_date === null
          ? `I currently work${as}${where}${span}.`
          : `Most recently, I worked${as}${where}${span}.`;
      const start = yearOf(latest.start_date);
      // Since when at this employer, and in this role when it came later there ("since 2018, as a charge nurse
      // since 2022").
      const joined = yearOf(
        library.experiences
          .filter((role) => role.company === latest.company)
          .map((role) => role.start_date)
          .sort()[0] ?? null,
      );
      if (start && latest.end_date === null) {
        currentSince =
          where && joined && joined !== start
            ? `I have worked${where} since ${joined}${as ? `,${as} since ${start}` : ''}${span}.`
            : `I have worked${as}${where} since ${start}${span}.`;
      } else if (start) {
        currentSince = `Most recently, I worked${as}${where} ${periodOf(latest.start_date, latest.end_date)}${span}.`;
      }
    }
  }
  let focus: string | null = null;
  if (asked.names.length > 0) {
    const named = listOf(asked.names.slice(0, 2));
    const doing = workSaid(asked.shownIn, c);
    const centre = {
      formal: [
        `Your posting puts ${named} at the centre of the role, and that is ${doing}.`,
        `The role calls above all for ${named}, which is ${doing}.`,
      ],
      warm: [
        `What drew me in is how much the role turns on ${named}: that is ${doing}.`,
        `Reading the posting, I noticed how central ${named} is to the role, and that is ${doing}.`,
      ],
      concise: [`The role centres on ${named}, which is ${doing}.`],
    };
    const asks = {
      formal: [`Your posting asks for ${named}, and that is ${doing}.`],
      warm: [`It was good to see the posting ask for ${named}: that is ${doing}.`],
      concise: [`The posting asks for ${named}, which is ${doing}.`],
    };
    focus = pick((asked.required ? centre : asks)[c.tone], c.variant);
  }
  return {
    apply,
    reason,
    identity,
    current,
    currentSince,
    focus,
    duty: closingDuty ? { text: dutySentence(closingDuty, c, about ? 'closing' : 'second'), second: !about } : null,
  };
}

/** The evidence's first sentence, which says what the achievements after it are for; concise letters go straight in. */
export function evidenceLead(c: Context): string | null {
  return pick(
    {
      formal: [
        'My recent work speaks directly to what you are looking for.',
        'A few results from my recent work show what I would bring.',
      ],
      warm: ['Here is some of the work I am proudest of.', 'A few results I am proud of fit this role closely.'],
      concise: [null],
    }[c.tone],
    c.variant,
  );
}

/** After the first "also": openings that carry a run of lines from one role without repeating it. */
const SAME_ROLE_OPENINGS = [[], ['Beyond that'], ['There'], ['Alongside this']] as const;

/** "also" placed as English places it: "I also led…", but "I was also certified…", "I have also trained…". */
export const also = (clause: string) =>
  /^(?:am|was|is|have|has)\b/.test(clause) ? clause.replace(/^(\w+)/, '$1 also') : `also ${clause}`;

/**
 * "Before that", "as a lead associate at Crestline", then "I": the phrases that place a line, joined by commas as
 * English joins them; a line with commas of its own gets fewer ("At Sage, I…", then "At Sage I…"), so the sentence
 * does not read as a list.
 */
export function placed(phrases: readonly string[], clause: string): string {
  const commas = (clause.match(/,/g) ?? []).length;
  const kept = commas >= 2 ? phrases.slice(-1) : phrases;
  if (kept.length === 0) return `I ${clause}.`;
  const intro = kept.join(', ');
  const text = `${intro.charAt(0).toUpperCase()}${intro.slice(1)}${commas >= 3 ? '' : ','} I ${clause}.`;
  return text;
}

/**
 * One achievement as the letter says it where it stands: after the other achievements in its paragraph and in the
 * letter so far. The first line from a role says where ("At Monzo, I built…", "In my current role, I lead…",
 * "Before that, at Sage, I wrote…"); the next lines from it in the same paragraph take it as read ("I also…",
 * "Beyond that, I…"); a role come back to in a later paragraph is named again, briefly ("In my current role, I
 * also…").
 */
export function achievementSentence(
  item: Achievement,
  paragraph: readonly Achievement[],
  before: readonly Achievement[],
  c: Context,
): string {
  const role = item.line.role;
  const sameRun = (other: Achievement) =>
    role ? other.line.role !== null && roleKey(other.line.role) === roleKey(role) : other.line.role === null;
  let run = 0;
  while (run < paragraph.length && sameRun(paragraph[paragraph.length - 1 - run]!)) run += 1;
  // A run of lines from one role: "also" once, then openings that vary, as a person would write them.
  if (run === 1) {
    // "Also" once for a role in a paragraph: not again when the line that came back to it said it.
    const opener = paragraph[paragraph.length - 1]!;
    const cameBack = before.slice(0, before.indexOf(opener)).some(sameRun);
    const clause = cameBack ? item.clause : also(item.clause);
    return placed(role ? pick([[], ['There']], c.variant + before.length) : [], clause);
  }
  if (run > 1) return placed(SAME_ROLE_OPENINGS[(run - 2 + c.variant) % SAME_ROLE_OPENINGS.length]!, item.clause);
  if (!role) return placed([], item.clause);

  const title = titlePhrase(role.title, c.names, c.common);
  const as = title ? `as ${article(title)} ${title}` : '';
  const said = before.some((other) => sameRun(other));
  const named = c.openingNamed === role.company || before.some((other) => other.line.role?.company === role.company);
  const sharedCompany = c.input.library.experiences.filter((e) => e.company === role.company).length > 1;
  if (said) {
    if (role.current) return placed(['in my current role'], also(item.clause));
    if (role.company && !sharedCompany) return placed([`at ${role.company}`], also(item.clause));
    return placed(as ? [as] : [], also(item.clause));
  }
  if (role.current) {
    if (!role.company || named) return placed(['in my current role'], item.clause);
    const where = item.present && c.tone !== 'concise' ? 'in my current role at' : 'at';
    return placed([`${where} ${role.company}`], item.clause);
  }
  // "Before that" only when the line before it is from a later role.
  const previous = (paragraph.at(-1) ?? before.at(-1))?.line.role;
  const stepBack =
    previous !== undefined &&
    previous !== null &&
    (c.roleOrder.get(roleKey(previous)) ?? 0) < (c.roleOrder.get(roleKey(role)) ?? 0);
  const when = stepBack ? 'before that' : 'earlier';
  const held = c.input.library.experiences.find((e) => e.company === role.company && e.job_title === role.title);
  const period = c.spans && held ? ` ${periodOf(held.start_date, held.end_date)}`.trimEnd() : '';
  if (role.company && named)
    return placed(
      as ? [when, `${as} at ${role.company}${period}`] : [`${when} at ${role.company}${period}`],
      item.clause,
    );
  if (role.company)
    return placed(
      stepBack ? ['before that', `at ${role.company}${period}`] : [`at ${role.company}${period}`],
      item.clause,
    );
  return placed(as ? [`${as}${period}`] : [], item.clause);
}

/** The skills the posting names that no quoted line shows: said once, in a sentence, not listed. */
export function skillsSentence(skills: string[], c: Context): string | null {
  if (skills.length === 0) return null;
  return pick(
    {
      formal: [
        `I also work confidently with ${listOf(skills)}, which your posting names.`,
        `Your posting also names ${listOf(skills)}, and I use ${skills.length > 1 ? 'them' : 'it'} with confidence.`,
      ],
      warm: [
        `I would also bring my experience with ${listOf(skills)}, which the posting mentions.`,
        `I am comfortable with ${listOf(skills)} too, which I see the role asks for.`,
      ],
      concise: [`I also bring ${listOf(skills)}, as the posting asks.`],
    }[c.tone],
    c.variant,
  );
}

/** "I hold a BSc in Mathematics from the University of Leeds." */
export function degreeSentence(education: WritingLibrary['education'][number]): string | null {
  if (!education.degree) return null;
  const field =
    education.field && !education.degree.toLowerCase().includes(education.field.toLowerCase())
      ? ` in ${education.field}`
      : '';
  const institution = education.institution?.trim();
  const from = institution ? ` from ${/^University\b/.test(institution) ? 'the ' : ''}${institution}` : '';
  return `I hold ${article(education.degree)} ${education.degree}${field}${from}.`;
}

/**
 * What it all comes to, before the ask, for a long letter with nothing more of the person's own to say: what they have
 * learned in the role they hold (or held last), brought to this team. Nothing the letter has not shown, and not the
 * employer, whom the ask after it names.
 */
export function summarySentence(c: Context): string | null {
  const latest = latestRole(c.input.library);
  const title = latest ? titlePhrase(latest.job_title, c.names, c.common) : '';
  if (!latest || !title) return null;
  const as = `as ${article(title)} ${title}`;
  const learned = latest.end_date === null ? `what I have learned ${as}` : `what I learned ${as}`;
  return pick(
    {
      formal: [`In short, I would bring ${learned} to your team and be ready to contribute from the start.`],
      warm: [`Put simply, I would love to bring ${learned} to your team.`],
      concise: [`I would bring ${learned} to your team from the start.`],
    }[c.tone],
    c.variant,
  );
}

/** The ask: the conversation, with the employer named, and thanks. */
export function closingSentence(c: Context): string {
  return pick(
    {
      formal: [
        `I would welcome the opportunity to discuss how my experience could help ${c.companyOrTeam}. Thank you for your time and consideration.`,
        `I would be glad to talk about how I could contribute to ${c.companyOrTeam} as your ${c.role}. Thank you for considering my application.`,
      ],
      warm: [
        `I would love the chance to talk about how I could help ${c.companyOrTeam}. Thank you for reading, and I hope we can speak soon.`,
        `I would be delighted to chat about the role and what I could bring to ${c.companyOrTeam}. Thank you for your time.`,
      ],
      concise: [
        `I would welcome a conversation about the role at ${c.companyOrTeam}. Thank you for your time.`,
        `Could we speak about how I can help ${c.companyOrTeam}? Thank you for your time.`,
      ],
    }[c.tone],
    c.variant,
  );
}
