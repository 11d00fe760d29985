/**
 * The offline composer: a cover letter written without any AI service, deterministically, from the job and the
 * user's own library. It is a small grammar of sentence plans: an opening (the role and employer, who the person is,
 * what the posting puts first), the person's strongest achievements that answer the posting (their own lines, in the
 * first person, figures kept), what else they bring, and a close that asks for the conversation. Every fact is the
 * user's; the sentences around them only say what the letter is for. Sentences are added or dropped by priority
 * until the letter's length falls in its band.
 */
import type { Requirement } from '@hirestride/match';
import { descriptionLines, postingEvidence, type EvidenceLine } from './evidence-lines.js';
import { article, BASE_VERBS, firstPerson, lowerFirstWord } from './first-person.js';
import type { LetterDraft, LetterInput, LetterLength, LetterParagraph, Tone, WritingLibrary } from './letter-types.js';

/** Words in the whole letter, greeting and sign-off included. */
export const LENGTH_BANDS: Record<LetterLength, readonly [number, number]> = {
  short: [150, 220],
  medium: [250, 350],
  long: [380, 480],
};

/** "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const pick = <T>(options: readonly T[], variant: number): T => options[variant % options.length]!;
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
/** In words, as a letter writes small numbers; past twenty, "more than twenty". */
const yearsInWords = (years: number) => NUMBER_WORDS[years] ?? 'more than twenty';

/** One of the person's lines, ready to say: the clause after "I", and what it shows. */
interface Achievement {
  clause: string;
  /** A current duty, said in the present ("I lead"). */
  present: boolean;
  line: EvidenceLine;
}

interface Sentence {
  text: string;
  /** Lower goes first when the letter is too short, and is dropped last when it is too long; 0 is never dropped. */
  priority: number;
  /** The achievement it quotes, so a paragraph written again can avoid lines quoted elsewhere. */
  clause?: string;
}

interface Plan {
  role: LetterParagraph['role'];
  sentences: Sentence[];
}

interface Context {
  input: LetterInput;
  role: string;
  company: string;
  companyOrTeam: string;
  tone: Tone;
  variant: number;
  names: Set<string>;
  /** Employers the letter has named so far, in the order it is written. */
  named: Set<string>;
  /** Roles (company and title) an achievement has been quoted from so far. */
  rolesSaid: Set<string>;
  /** How many sentences in a row have quoted the same role, so they do not all open "I also…". */
  sameRoleRun: number;
}

/**
 * Lower-case words the letter must keep capitalised: those the library or the posting capitalise in the middle of a
 * sentence (Kronos, Manhattan, Python, Epic), so "Team leadership" reads "team leadership" and "Kafka" stays.
 */
function namesOf(input: Pick<LetterInput, 'library' | 'job'>): Set<string> {
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
  return names;
}

/** "Backend Engineer" → "backend engineer", keeping acronyms and names ("ICU Nurse" → "ICU nurse"). */
function titlePhrase(title: string, names: Set<string>): string {
  return title
    .trim()
    .split(/\s+/)
    .map((word) => lowerFirstWord(word, names))
    .join(' ');
}

/** A requirement as the letter names it: the user's own spelling of a skill, else the term in running text. */
function requirementName(requirement: Requirement, library: WritingLibrary, names: Set<string>): string {
  const skill = requirement.evidence.find((evidence) => evidence.source === 'skill');
  const own = library.skills.find((item) => item.id === skill?.id)?.skill_name;
  if (own) return skillPhrase(own, names);
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
function skillPhrase(name: string, names: Set<string>): string {
  const bare = name.replace(/\s*\([^)]*\)/g, '').trim() || name;
  const words = bare.split(/\s+/);
  return words.length > 1 && /^[a-z]/.test(words[1]!) ? lowerFirstWord(bare, names) : bare;
}

/** The role the letter introduces the user by: a current one first, then the latest by end and start date. */
function latestRole(library: WritingLibrary) {
  return [...library.experiences].sort(
    (a, b) =>
      Number(b.end_date === null) - Number(a.end_date === null) ||
      (b.end_date ?? '').localeCompare(a.end_date ?? '') ||
      b.start_date.localeCompare(a.start_date),
  )[0];
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

/** The person's achievements that answer the posting, strongest first: more must-haves, then a figure. */
/** How much a line's closeness to the posting's own lines counts beside the requirements it shows. */
const RELEVANCE_WEIGHT = 1.5;

function achievements(lines: EvidenceLine[], names: Set<string>): Achievement[] {
  const seen = new Set<string>();
  return lines
    .map((line, index) => {
      const clause = firstPerson(line.text, line.role?.current ?? false, names);
      const score =
        (/\d/.test(line.text) ? 10 : 0) +
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
    .map((item) => ({ clause: item.clause.text, present: item.clause.present, line: item.line }));
}

/** Who the person is, in their own words when a summary sentence says it ("I am a registered nurse with 8 years…"). */
function identityLine(library: WritingLibrary, names: Set<string>): string | null {
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

function greeting(c: Context): string {
  const options: Record<Tone, readonly string[]> = {
    formal: ['Dear Hiring Manager,', c.company ? `Dear ${c.company} Hiring Team,` : 'Dear Hiring Team,'],
    warm: [c.company ? `Hello ${c.company} team,` : 'Hello,', 'Dear Hiring Team,'],
    concise: ['Dear Hiring Team,', 'Dear Hiring Manager,'],
  };
  return pick(options[c.tone], c.variant);
}

const SIGNOFFS: Record<Tone, readonly string[]> = {
  formal: ['Sincerely,', 'Yours sincerely,'],
  warm: ['Warm regards,', 'With thanks,'],
  concise: ['Best regards,', 'Regards,'],
};

/**
 * What the posting says about the employer in its own sentence, when one starts with the employer's name
 * ("Parcelbay is one of the fastest-growing…"): a reason for applying that is about them, in their words.
 */
function aboutEmployer(c: Context): string | null {
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

/**
 * One of the posting's duties, as the posting words it ("Lead a night team of 40–60 associates"), when a line of it
 * starts with a verb: "the chance to lead a night team of 40–60 associates" is a reason that is about this job.
 */
function postingDuty(c: Context): string | null {
  const duties = descriptionLines(c.input.job.postingText)
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
    });
  if (duties.length === 0) return null;
  const duty = duties[c.variant % duties.length]!;
  return duty.charAt(0).toLowerCase() + duty.slice(1);
}

function openingPlan(c: Context, must: string[], years: number): Plan {
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
  const sentences: Sentence[] = [{ text: apply, priority: 0 }];
  const about = aboutEmployer(c);
  if (about) {
    const glad = pick(
      { formal: ['I was glad to read that'], warm: ['I was excited to read that'], concise: ['I know that'] }[c.tone],
      c.variant,
    );
    sentences.push({ text: `${glad} ${about}.`, priority: 2 });
  }
  const latest = latestRole(library);
  const identity = identityLine(library, c.names);
  const span = years >= 2 ? `, with ${yearsInWords(years)} years of experience behind me` : '';
  if (identity) sentences.push({ text: identity, priority: 0 });
  if (latest) {
    const title = titlePhrase(latest.job_title, c.names);
    const where = latest.company ? ` at ${latest.company}` : '';
    const text =
      latest.end_date === null
        ? `I currently work as ${article(title)} ${title}${where}${identity ? '' : span}.`
        : `Most recently, I worked as ${article(title)} ${title}${where}${identity ? '' : span}.`;
    if (title) sentences.push({ text, priority: identity ? 3 : 0 });
  }
  const duty = postingDuty(c);
  if (duty) {
    sentences.push({
      text: pick(
        {
          formal: [`The chance to ${duty} is what draws me to this role.`],
          warm: [`I would especially enjoy the chance to ${duty}.`],
          concise: [`I would like the chance to ${duty}.`],
        }[c.tone],
        c.variant,
      ),
      priority: 7,
    });
  }
  if (must.length > 0) {
    const focus = listOf(must.slice(0, 2));
    const doing = latest?.end_date === null ? 'the work I do every day' : 'the work I know best';
    sentences.push({
      text: pick(
        {
          formal: [
            `Your posting puts ${focus} at the centre of the role, and that is ${doing}.`,
            `The role calls above all for ${focus}, which is ${doing}.`,
          ],
          warm: [
            `What drew me in is how much the role turns on ${focus}: that is ${doing}.`,
            `Reading the posting, I noticed how central ${focus} is to the role, and that is ${doing}.`,
          ],
          concise: [`The role centres on ${focus}, which is ${doing}.`],
        }[c.tone],
        c.variant,
      ),
      priority: 0,
    });
  }
  return { role: 'opening', sentences };
}

/** After the first "also": openings that carry a run of lines from one role without repeating it. */
const SAME_ROLE_OPENINGS = ['I', 'Beyond that, I', 'There, I', 'Alongside this, I'] as const;

/** "also" placed as English places it: "I also led…", but "I was also certified…". */
const also = (clause: string) =>
  /^(?:am|was|is)\b/.test(clause) ? clause.replace(/^(\w+)/, '$1 also') : `also ${clause}`;

/** "At Monzo, I built …", "In my current role, I lead …", "Before that, as a lead associate at Crestline, I ran …". */
function achievementSentence(item: Achievement, previous: Achievement | undefined, index: number, c: Context): string {
  const role = item.line.role;
  if (!role) return `I ${item.clause}.`;
  const key = `${role.company}\u0000${role.title}`;
  const sameRole = previous?.line.role?.company === role.company && previous.line.role.title === role.title;
  const title = titlePhrase(role.title, c.names);
  const said = c.rolesSaid.has(key);
  c.rolesSaid.add(key);
  c.sameRoleRun = sameRole ? c.sameRoleRun + 1 : 0;
  // A run of lines from one role: "also" once, then openings that vary, as a person would write them.
  if (sameRole) {
    const run = c.sameRoleRun - 1;
    if (run === 0) return `${pick(['I', 'There, I'], index)} ${also(item.clause)}.`;
    return `${SAME_ROLE_OPENINGS[(run - 1) % SAME_ROLE_OPENINGS.length]} ${item.clause}.`;
  }
  if (said) {
    if (role.current) return `In my current role, I ${also(item.clause)}.`;
    return title ? `As ${article(title)} ${title}, I ${also(item.clause)}.` : `I ${also(item.clause)}.`;
  }
  if (role.current) {
    return role.company && !c.named.has(role.company)
      ? `${item.present && c.tone !== 'concise' ? 'In my current role at' : 'At'} ${role.company}, I ${item.clause}.`
      : `In my current role, I ${item.clause}.`;
  }
  if (role.company && c.named.has(role.company)) {
    return title
      ? `In an earlier role at ${role.company}, as ${article(title)} ${title}, I ${item.clause}.`
      : `Earlier at ${role.company}, I ${item.clause}.`;
  }
  if (role.company) {
    c.named.add(role.company);
    return `At ${role.company}, I ${item.clause}.`;
  }
  return title ? `As ${article(title)} ${title}, I ${item.clause}.` : `I ${item.clause}.`;
}

function evidencePlan(chosen: Achievement[], first: boolean, c: Context, basePriority: number): Plan {
  const lead = pick(
    {
      formal: first
        ? [
            'My recent work speaks directly to what you are looking for.',
            'Two results from my recent work show what I would bring.',
          ]
        : ['The rest of my record points the same way.', 'Other parts of my work show the same strengths.'],
      warm: first
        ? ['Here is some of the work I am proudest of.', 'A few results I am proud of fit this role closely.']
        : ['There is more I would bring with me.', 'A few more things I am proud of fit the role too.'],
      concise: [''],
    }[c.tone],
    c.variant,
  );
  const sentences: Sentence[] = lead ? [{ text: lead, priority: basePriority + 4 }] : [];
  chosen.forEach((item, index) => {
    sentences.push({
      text: achievementSentence(item, chosen[index - 1], index, c),
      priority: index === 0 ? 0 : basePriority + index,
      clause: item.clause,
    });
  });
  return { role: 'evidence', sentences };
}

/** "I hold the Forklift Trainer Certification", "I am certified in BLS and ACLS", "I am an AWS Certified Developer". */
function certificateSentence(certs: string[]): string {
  const documents = certs.filter((name) => /\b(?:certification|certificate|licen[cs]e|card|credential)$/i.test(name));
  const titles = certs.filter((name) => !documents.includes(name) && /\bcertified\b/i.test(name));
  const subjects = certs.filter((name) => !documents.includes(name) && !titles.includes(name));
  const parts = [
    ...(documents.length > 0 ? [`hold ${listOf(documents.map((name) => `the ${name}`))}`] : []),
    ...(subjects.length > 0 ? [`am certified in ${listOf(subjects)}`] : []),
    ...titles.map((name) => `am ${article(name)} ${name}`),
  ];
  return `I ${listOf(parts)}.`;
}

/** What else the person brings that the posting names: skills not shown by a quoted line, certificates, a degree. */
function extrasSentences(covered: Requirement[], quotedTerms: Set<string>, c: Context): Sentence[] {
  const { library } = c.input;
  const sentences: Sentence[] = [];
  const skills = covered
    .filter((r) => r.status === 'matched' && (r.category === 'hard_skill' || r.category === 'language'))
    .filter((r) => !quotedTerms.has(r.term) && r.evidence.some((e) => e.source === 'skill'))
    .map((r) => requirementName(r, library, c.names))
    .filter((name, i, all) => all.indexOf(name) === i)
    .slice(0, 3);
  if (skills.length > 0) {
    sentences.push({
      text: pick(
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
      ),
      priority: 5,
    });
  }
  const certs = covered
    .filter((r) => r.category === 'certification' && r.status === 'matched')
    .flatMap((r) => r.evidence.filter((e) => e.source === 'certification'))
    .map((e) => library.certifications.find((cert) => cert.id === e.id)?.cert_name)
    .filter((name, i, all): name is string => Boolean(name) && all.indexOf(name) === i);
  if (certs.length > 0) {
    sentences.push({
      text: certificateSentence(certs),
      priority: 4,
    });
  }
  const degree = covered.find((r) => r.category === 'education' && r.status === 'matched');
  const education = degree
    ? (library.education.find((e) => degree.evidence.some((ev) => ev.id === e.id)) ?? library.education[0])
    : undefined;
  if (education?.degree) {
    const field =
      education.field && !education.degree.toLowerCase().includes(education.field.toLowerCase())
        ? ` in ${education.field}`
        : '';
    const from = education.institution ? ` from ${education.institution}` : '';
    sentences.push({ text: `I hold ${article(education.degree)} ${education.degree}${field}${from}.`, priority: 6 });
  }
  return sentences;
}

/** Sentences that make no claim, for a letter the library leaves short of its length. */
function fillers(c: Context): Sentence[] {
  const lines: Record<Tone, string[]> = {
    formal: [
      `I have read the posting closely, and the way it describes the role matches how I approach my work.`,
      `I take care to leave things better organised than I found them, and I would bring that care to ${c.companyOrTeam}.`,
      `I work well with colleagues at every level, and I am used to being relied on when the pressure is highest.`,
      `I prepare carefully, communicate early when something is at risk, and follow through on what I commit to.`,
      `I am also keen to keep learning, and I would welcome the feedback and the standards a team like yours sets.`,
    ],
    warm: [
      `I really enjoy work where the standard is high and the team pulls together, and that is what this role sounds like.`,
      `Colleagues tend to come to me when something needs sorting out calmly, and I like being that person.`,
      `I would bring the same energy and care to ${c.companyOrTeam}.`,
      `I like knowing the people I work with and what matters to them, and I think that shows in the results.`,
      `I am always keen to learn how a new team does things, and to share what has worked for me.`,
    ],
    concise: [
      `I am dependable, calm under pressure and quick to learn a new setting.`,
      `I would bring the same standards to ${c.companyOrTeam}.`,
      `I communicate early, follow through, and keep the work moving when plans change.`,
      `I learn new systems quickly and share what works with the people around me.`,
    ],
  };
  return lines[c.tone].map((text, index) => ({ text, priority: 20 + index }));
}

function closingPlan(c: Context): Plan {
  const text = pick(
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
  return { role: 'closing', sentences: [{ text, priority: 0 }] };
}

/** How many achievements each evidence paragraph starts with, by length. */
const SHAPE: Record<LetterLength, number[]> = { short: [2], medium: [2, 2], long: [3, 2] };

export interface ComposeOptions {
  /** Achievements (their clauses) not to quote: lines another paragraph already says. */
  exclude?: ReadonlySet<string>;
}

interface Composed {
  draft: LetterDraft;
  /** The achievement clauses each paragraph quotes. */
  clauses: string[][];
}

function compose(input: LetterInput, options: ComposeOptions = {}): Composed {
  const variant = Math.max(0, Math.trunc(input.variant ?? 0));
  const { lines, covered, others } = postingEvidence(input);
  const names = namesOf(input);
  const c: Context = {
    input,
    role: input.job.title.trim() || 'advertised',
    company: input.job.company.trim(),
    companyOrTeam: input.job.company.trim() || 'your team',
    tone: input.tone,
    variant,
    names,
    named: new Set(latestRole(input.library)?.company ? [latestRole(input.library)!.company] : []),
    rolesSaid: new Set(),
    sameRoleRun: 0,
  };
  // Skills first, then the rest; certificates and licences are held, not done, and have a sentence of their own.
  const rank = (r: Requirement) => (r.category === 'hard_skill' ? 0 : 1);
  const must = covered
    .filter(
      (r) =>
        r.status === 'matched' &&
        r.importance === 'required' &&
        ['hard_skill', 'soft_skill', 'other'].includes(r.category) &&
        !r.evidence.every((evidence) => evidence.source === 'certification'),
    )
    .sort((a, b) => rank(a) - rank(b))
    .map((r) => requirementName(r, input.library, names))
    .filter((name, i, all) => all.indexOf(name) === i);
  const years = yearsOfExperience(input.library, input.now);

  const all = achievements(lines, names).filter((item) => !options.exclude?.has(item.clause));
  // Later variants lead with other achievements when there are more than the letter quotes.
  const shape = SHAPE[input.length];
  const quota = shape.reduce((sum, n) => sum + n, 0);
  const offset = all.length > quota ? (variant * shape[0]!) % all.length : 0;
  const pool = [...all.slice(offset), ...all.slice(0, offset)];

  const plans: Plan[] = [openingPlan(c, must, years)];
  let used = 0;
  shape.forEach((count, index) => {
    const chosen = pool.slice(used, used + count);
    used += chosen.length;
    if (chosen.length > 0) plans.push(evidencePlan(chosen, index === 0, c, 10 * (index + 1)));
  });
  const quotedTerms = new Set(pool.slice(0, used).flatMap((item) => item.line.covers));
  const extras = extrasSentences(covered, quotedTerms, c);
  const evidencePlans = plans.filter((plan) => plan.role === 'evidence');
  const home = evidencePlans.at(-1) ?? plans[0]!;
  // What else the person brings closes the last evidence paragraph, after any achievement added for length.
  const extrasPlan: Plan = { role: home.role, sentences: extras };
  plans.push(extrasPlan, closingPlan(c));

  // Held in reserve: further achievements, then sentences that claim nothing.
  // After the lines that answer the posting, lines from the two latest roles with a figure in them: a letter that
  // needs more words says more about the work, not more about nothing.
  const recent = new Set(
    [...input.library.experiences]
      .sort(
        (a, b) =>
          (b.end_date ?? '9999').localeCompare(a.end_date ?? '9999') || b.start_date.localeCompare(a.start_date),
      )
      .slice(0, 2)
      .map((role) => `${role.company}\u0000${role.job_title}`),
  );
  const fromRecent = (line: EvidenceLine) =>
    line.role !== null && recent.has(`${line.role.company}\u0000${line.role.title}`);
  // Then earlier roles' lines with a figure: still the person's measured work, the most recent first.
  const figure = (line: EvidenceLine) => /\d/.test(line.text);
  const extra = achievements(
    [
      ...others.filter((line) => fromRecent(line) && figure(line)),
      ...others.filter((line) => line.role !== null && !fromRecent(line) && figure(line)),
    ],
    names,
  ).filter((item) => !options.exclude?.has(item.clause) && !pool.some((p) => p.clause === item.clause));
  // Written when added, so a line from the role the paragraph last quoted reads "I also…", not the role again.
  let lastQuoted = pool[used - 1];
  const reserve: Array<{ plan: Plan; sentence: () => Sentence; first?: boolean }> = [...pool.slice(used), ...extra].map(
    (item, index) => ({
      plan: home,
      sentence: () => {
        const text = achievementSentence(item, lastQuoted, index, c);
        lastQuoted = item;
        return { text, priority: 8 + index, clause: item.clause };
      },
    }),
  );
  const closing = plans.at(-1)!;
  // At most two: more sentences about nothing in particular read as padding.
  for (const filler of fillers(c).slice(0, 2)) reserve.push({ plan: closing, sentence: () => filler, first: true });

  const head = greeting(c);
  const signoff = `${pick(SIGNOFFS[input.tone], variant)}\n${input.library.name.trim() || 'Your name'}`;
  const [min, max] = LENGTH_BANDS[input.length];
  const total = () =>
    wordCount(head) +
    wordCount(signoff) +
    plans.reduce((sum, plan) => sum + wordCount(plan.sentences.map((s) => s.text).join(' ')), 0);
  while (total() < min && reserve.length > 0) {
    const next = reserve.shift()!;
    // A sentence about the person goes before the closing's ask, never after it.
    const sentence = next.sentence();
    if (next.first) next.plan.sentences.splice(next.plan.sentences.length - 1, 0, sentence);
    else next.plan.sentences.push(sentence);
  }
  // Too long: drop the least needed sentence first, never one of priority 0.
  for (;;) {
    if (total() <= max) break;
    const droppable = plans
      .flatMap((plan) => plan.sentences.map((sentence) => ({ plan, sentence })))
      .filter(({ sentence }) => sentence.priority > 0)
      .sort((a, b) => b.sentence.priority - a.sentence.priority);
    const drop = droppable[0];
    if (!drop) break;
    drop.plan.sentences.splice(drop.plan.sentences.indexOf(drop.sentence), 1);
  }

  home.sentences.push(...extrasPlan.sentences);
  const body = plans.filter((plan) => plan !== extrasPlan && plan.sentences.length > 0);
  const paragraphs: LetterParagraph[] = [
    { role: 'greeting', text: head },
    ...body.map((plan) => ({ role: plan.role, text: plan.sentences.map((s) => s.text).join(' ') })),
    { role: 'signoff', text: signoff },
  ];
  const clauses = [[], ...body.map((plan) => plan.sentences.flatMap((s) => (s.clause ? [s.clause] : []))), []];
  return { draft: { paragraphs, covered: covered.map((requirement) => requirement.term) }, clauses };
}

/** Writes the letter; the same input always gives the same letter, and `variant` gives another one. */
export function composeLetter(input: LetterInput, options: ComposeOptions = {}): LetterDraft {
  return compose(input, options).draft;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?:])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => wordCount(sentence) >= 4);

/**
 * One paragraph written again, the others untouched (the editor's "Regenerate"): another wording and, for an
 * evidence paragraph, other lines than the rest of the letter quotes. It never repeats a sentence or a line another
 * paragraph has; when nothing new can be said it keeps the paragraph.
 */
export function regenerateParagraph(input: LetterInput, current: LetterParagraph[], index: number): LetterParagraph[] {
  const target = current[index];
  if (!target) return current;
  const others = current.filter((_, i) => i !== index).map((p) => p.text.toLowerCase());
  const elsewhere = new Set(others.flatMap(sentencesOf));
  const { lines } = postingEvidence(input);
  const quotedElsewhere = new Set(
    achievements(lines, namesOf(input))
      .map((item) => item.clause)
      .filter((clause) => others.some((text) => text.includes(clause.toLowerCase()))),
  );
  const nth = current.slice(0, index).filter((p) => p.role === target.role).length;
  for (const exclude of [quotedElsewhere, new Set<string>()]) {
    for (let step = 1; step <= 6; step += 1) {
      const next = compose({ ...input, variant: (input.variant ?? 0) + step }, { exclude }).draft.paragraphs.filter(
        (p) => p.role === target.role,
      );
      const replacement = next[nth] ?? next[0];
      if (!replacement || replacement.text === target.text) continue;
      if (sentencesOf(replacement.text).some((sentence) => elsewhere.has(sentence))) continue;
      if ([...quotedElsewhere].some((clause) => replacement.text.toLowerCase().includes(clause.toLowerCase())))
        continue;
      return current.map((p, i) => (i === index ? replacement : p));
    }
  }
  return current;
}

/**
 * What each paragraph of a letter is for, by position, for a letter the user may have edited: the greeting first,
 * the sign-off last, the opening second, the closing before the sign-off, evidence between.
 */
export function paragraphRoles(count: number): LetterParagraph['role'][] {
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return 'greeting';
    if (i === count - 1) return 'signoff';
    if (i === 1) return 'opening';
    if (i === count - 2) return 'closing';
    return 'evidence';
  });
}

/** One paragraph of a (possibly edited) letter written again offline; the text of that paragraph only. */
export function regenerateParagraphText(input: LetterInput, paragraphs: string[], index: number): string {
  const roles = paragraphRoles(paragraphs.length);
  const current = paragraphs.map((text, i) => ({ role: roles[i]!, text }));
  return regenerateParagraph(input, current, index)[index]?.text ?? paragraphs[index] ?? '';
}
