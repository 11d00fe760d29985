/**
 * The offline composer: a cover letter written without any AI service, deterministically, from the job and the
 * user's own library. Every claim in it is a line the user wrote, a skill they listed or a role they held; the
 * templates around them only say what the letter is for.
 */
import type { Requirement } from '@hirestride/match';
import { postingEvidence, type EvidenceLine } from './evidence-lines.js';
import type { LetterDraft, LetterInput, LetterParagraph, Tone, WritingLibrary } from './letter-types.js';

const IRREGULAR_PAST = new Set(
  'built led wrote ran cut grew made taught sold set took drove began brought won shipped chose held kept met paid put sent spent spoke stood understood'.split(
    ' ',
  ),
);

/** "Built the ledger." → "built the ledger" when the line starts with a past-tense verb, so it can follow "I". */
function asFirstPerson(line: string): string | null {
  const first = /^([A-Za-z]+)\b/.exec(line)?.[1];
  if (!first) return null;
  const lower = first.toLowerCase();
  const isVerb = IRREGULAR_PAST.has(lower) || (/ed$/.test(lower) && lower.length > 3);
  // "NASA…", "AWS…": a word in capitals is a name, not a verb.
  if (!isVerb || first === first.toUpperCase()) return null;
  return lower + line.slice(first.length);
}

const trimEnd = (line: string) => line.replace(/[\s.;,:]+$/, '');

/**
 * One of the user's lines as a sentence of the letter, still saying only what the line says. A line from the same
 * role as the sentence before does not name the employer again ("At Monzo, I built … I also cut …").
 */
function sentenceFor(line: EvidenceLine, previous: EvidenceLine | undefined, index: number): string {
  const text = trimEnd(line.text);
  const verb = asFirstPerson(text);
  const sameRole =
    previous?.role &&
    line.role &&
    previous.role.company === line.role.company &&
    previous.role.title === line.role.title;
  if (sameRole) return verb ? `${index % 2 ? 'I also' : 'There, I'} ${verb}.` : `${text}.`;
  const where = line.role?.company ? `At ${line.role.company}` : line.role?.title ? `As ${line.role.title}` : '';
  if (verb) return where ? `${where}, I ${verb}.` : `I ${verb}.`;
  return where ? `${where}: ${text}.` : `${text}.`;
}

/** "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const pick = <T>(options: readonly T[], variant: number): T => options[variant % options.length]!;

/** A skill as the user spells it ("Kafka"), rather than the dictionary's name ("Apache Kafka"). */
function ownName(requirement: Requirement, library: WritingLibrary): string {
  const skill = requirement.evidence.find((evidence) => evidence.source === 'skill');
  return library.skills.find((item) => item.id === skill?.id)?.skill_name ?? requirement.term;
}

/** The role the letter introduces the user by: a current one first, then the latest by start date. */
function latestRole(library: WritingLibrary) {
  return [...library.experiences].sort(
    (a, b) =>
      Number(b.end_date === null) - Number(a.end_date === null) ||
      (b.end_date ?? '').localeCompare(a.end_date ?? '') ||
      b.start_date.localeCompare(a.start_date),
  )[0];
}

const GREETINGS: Record<Tone, readonly ((company: string) => string)[]> = {
  formal: [() => 'Dear Hiring Manager,', (company) => (company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Team,')],
  warm: [(company) => (company ? `Hello ${company} team,` : 'Hello,'), () => 'Dear Hiring Team,'],
  concise: [() => 'Dear Hiring Team,', () => 'Dear Hiring Manager,'],
};

const SIGNOFFS: Record<Tone, readonly string[]> = {
  formal: ['Sincerely,', 'Yours sincerely,'],
  warm: ['Warm regards,', 'With thanks,'],
  concise: ['Best regards,', 'Regards,'],
};

interface Context {
  role: string;
  company: string;
  companyOrTeam: string;
  latest: ReturnType<typeof latestRole>;
  strengths: string[];
  tone: Tone;
  variant: number;
}

function opening(c: Context): string {
  const applying = pick(
    {
      formal: [
        `I am writing to apply for the ${c.role} position${c.company ? ` at ${c.company}` : ''}.`,
        `Please accept my application for the ${c.role} position${c.company ? ` at ${c.company}` : ''}.`,
      ],
      warm: [
        `I was glad to see the ${c.role} role${c.company ? ` at ${c.company}` : ''}, and I would love to be part of it.`,
        `The ${c.role} role${c.company ? ` at ${c.company}` : ''} caught my eye straight away.`,
      ],
      concise: [`I am applying for the ${c.role} role${c.company ? ` at ${c.company}` : ''}.`],
    }[c.tone],
    c.variant,
  );
  const where = c.latest
    ? `${c.latest.end_date === null ? 'In my current role as' : 'Most recently, as'} ${c.latest.job_title}${c.latest.company ? ` at ${c.latest.company}` : ''}`
    : '';
  const strengths = c.strengths.length > 0 ? listOf(c.strengths.slice(0, 3)) : '';
  if (where && strengths) return `${applying} ${where}, I have worked with ${strengths}, which this role asks for.`;
  if (where) return `${applying} ${where}, I have built experience I would bring to ${c.companyOrTeam}.`;
  if (strengths) return `${applying} My background covers ${strengths}, which this role asks for.`;
  return applying;
}

function evidence(lines: EvidenceLine[], c: Context, first: boolean): string {
  const lead = pick(
    {
      formal: first
        ? ['Some of my recent work shows what I would bring.', 'My experience speaks to the requirements you list.']
        : ['I have also delivered work close to this role.', 'Beyond that:'],
      warm: first
        ? ['Here is some of the work I am proudest of.', 'A few things from my work that fit this role well:']
        : ['I have also enjoyed work like this.', 'More from my work that fits:'],
      concise: first ? ['Relevant work:', 'Highlights:'] : ['Also:'],
    }[c.tone],
    c.variant,
  );
  return [lead, ...lines.map((line, i) => sentenceFor(line, lines[i - 1], i))].join(' ');
}

function skillsParagraph(skills: string[], c: Context): string {
  return pick(
    {
      formal: [
        `I also bring ${listOf(skills)}, which your posting lists among its requirements.`,
        `My skills include ${listOf(skills)}, all of which the posting asks for.`,
      ],
      warm: [
        `I would also bring ${listOf(skills)} to the team.`,
        `${listOf(skills)} are part of my everyday toolkit, and the role asks for them.`,
      ],
      concise: [`Skills the role asks for: ${listOf(skills)}.`],
    }[c.tone],
    c.variant,
  );
}

function closing(c: Context): string {
  return pick(
    {
      formal: [
        `Thank you for considering my application. I would welcome the opportunity to discuss how I could contribute to ${c.companyOrTeam}.`,
        `I would be glad to discuss how my experience fits the ${c.role} role. Thank you for your time and consideration.`,
      ],
      warm: [
        `Thank you for reading. I would love to talk about how I could help ${c.companyOrTeam}.`,
        `I would be delighted to chat about the role whenever suits you. Thank you for your time.`,
      ],
      concise: [`Thank you for your time; I would welcome a conversation.`, `I look forward to hearing from you.`],
    }[c.tone],
    c.variant,
  );
}

/** How many evidence paragraphs and lines in each a length allows; concise letters keep paragraphs short. */
const PLAN = {
  short: { evidence: [2], skills: false },
  medium: { evidence: [3], skills: true },
  long: { evidence: [3, 3], skills: true },
} as const;

/** Writes the letter; the same input always gives the same letter, and `variant` gives another one. */
export function composeLetter(input: LetterInput): LetterDraft {
  const variant = Math.max(0, Math.trunc(input.variant ?? 0));
  const { lines, covered } = postingEvidence(input);
  // Only what the library shows outright: a related skill ("Docker" for "Kubernetes") is not a claim to make.
  const hardSkills = covered.filter(
    (r) => r.status === 'matched' && (r.category === 'hard_skill' || r.category === 'language'),
  );
  const context: Context = {
    role: input.job.title.trim() || 'advertised',
    company: input.job.company.trim(),
    companyOrTeam: input.job.company.trim() || 'your team',
    latest: latestRole(input.library),
    strengths: hardSkills.map((r) => ownName(r, input.library)),
    tone: input.tone,
    variant,
  };
  const plan = PLAN[input.length];
  const perParagraph = (count: number) => (input.tone === 'concise' ? Math.min(2, count) : count);

  // Later variants start further down the list, so regenerating brings other lines when there are more.
  const offset = lines.length > 0 ? (variant * perParagraph(plan.evidence[0])) % lines.length : 0;
  const rotated = [...lines.slice(offset), ...lines.slice(0, offset)];
  const paragraphs: LetterParagraph[] = [
    { role: 'greeting', text: pick(GREETINGS[input.tone], variant)(context.company) },
    { role: 'opening', text: opening(context) },
  ];
  let used = 0;
  plan.evidence.forEach((count, index) => {
    const chosen = rotated.slice(used, used + perParagraph(count));
    used += chosen.length;
    if (chosen.length > 0) paragraphs.push({ role: 'evidence', text: evidence(chosen, context, index === 0) });
  });
  // Skills the quoted lines do not already show.
  const quoted = new Set(rotated.slice(0, used).flatMap((line) => line.covers));
  const skills = hardSkills
    .filter((requirement) => !quoted.has(requirement.term))
    .map((requirement) => ownName(requirement, input.library))
    .slice(0, 5);
  if (plan.skills && skills.length > 0) paragraphs.push({ role: 'skills', text: skillsParagraph(skills, context) });
  paragraphs.push({ role: 'closing', text: closing(context) });
  paragraphs.push({
    role: 'signoff',
    text: `${pick(SIGNOFFS[input.tone], variant)}\n${input.library.name.trim() || 'Your name'}`,
  });
  return { paragraphs, covered: covered.map((requirement) => requirement.term) };
}

/** One paragraph written again with the next variant, the others untouched (the editor's "Regenerate"). */
export function regenerateParagraph(input: LetterInput, current: LetterParagraph[], index: number): LetterParagraph[] {
  const target = current[index];
  if (!target) return current;
  for (let step = 1; step <= 4; step += 1) {
    const next = composeLetter({ ...input, variant: (input.variant ?? 0) + step }).paragraphs.filter(
      (paragraph) => paragraph.role === target.role,
    );
    const nth = current.slice(0, index).filter((paragraph) => paragraph.role === target.role).length;
    const replacement = next[nth] ?? next[0];
    if (replacement && replacement.text !== target.text)
      return current.map((paragraph, i) => (i === index ? replacement : paragraph));
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
