/**
 * The offline composer: a cover letter written without any AI service, deterministically, from the job and the
 * user's own library. Its sentences come from the plans in `sentence-plans.ts` (why this role, who the person is,
 * their achievements that answer the posting, how they work, what else they bring that the posting names, the ask);
 * this module chooses which a letter says and lays them out. The opening, the two strongest achievements and the
 * ask are always said; the rest are added in order of worth until the letter is a third of the way into its band,
 * never past its top, and never one that repeats a figure already said. Paragraphs stay within five sentences and
 * about 110 words: the evidence flows into another paragraph (another role's) rather than running on.
 */
import type { Requirement } from '@hirestride/match';
import { afterHireSentence } from './after-hire.js';
import { postingEvidence, type PostingEvidence } from './evidence-lines.js';
import { chunk, fits, flow, wordCount } from './letter-layout.js';
import type { LetterDraft, LetterInput, LetterLength, LetterParagraph } from './letter-types.js';
import { mannerSentences } from './manner.js';
import { skillWordsOf, stemOf, wordsOf } from './relevance.js';
import {
  achievements,
  aboutTeam,
  achievementSentence,
  certificateSentence,
  certificatesTouched,
  closingSentence,
  contextOf,
  degreeSentence,
  dutyAnswered,
  framingSentence,
  postingDuties,
  type FocusAsked,
  evidenceLead,
  figuresIn,
  greeting,
  latestRole,
  namesOf,
  openingSentences,
  pick,
  requirementName,
  roleKey,
  rolesByRecency,
  SIGNOFFS,
  skillsSentence,
  summarySentence,
  yearsOfExperience,
  type Achievement,
  type Context,
  type OpeningSentences,
} from './sentence-plans.js';

export { listOf, yearsOfExperience } from './sentence-plans.js';
export { wordCount } from './letter-layout.js';

/** Words in the whole letter, greeting and sign-off included. */
export const LENGTH_BANDS: Record<LetterLength, readonly [number, number]> = {
  short: [150, 220],
  medium: [250, 350],
  long: [380, 480],
};

/** How far into its band a letter grows before it stops adding: enough to hold the band, well short of its top. */
const TARGET_SHARE = 0.3;

/**
 * The order the optional sentences are added in (lowest first) and dropped in (highest first). After the opening,
 * the two strongest achievements and the ask: a third achievement and the certificates the posting asks for, where
 * the person works now, what else the posting names, how they work, then more of their record (and the certificates
 * on a subject the posting names), and last the lines that only touch on the posting.
 */
const RANK = {
  certificate: 1,
  third: 2,
  current: 3,
  lead: 4,
  skills: 5,
  manner: 6,
  fourth: 7,
  fifth: 8,
  duty: 9,
  /** What the posting lets the person obtain after hire, and when they would. */
  afterHire: 9,
  degree: 10,
  /** A certificate or a degree the posting does not ask for, on a subject it names. */
  subject: 10,
  /** Further achievements take the odd ranks from here, further sentences on how the person works the even ones. */
  more: 11,
  related: 60,
  /** A degree in a field the posting does not speak of: true and expected, but it answers nothing the posting asks. */
  anyDegree: 100,

  tenure: 150,
  secondDuty: 200,
  team: 210,
  /** What the posting asks, said before the line that answers it: for a longer letter with nothing new left to say. */
  frame: 220,
  /** What it all comes to, before the ask: the last thing a letter short of its length adds. */
  summary: 230,
} as const;

/** Achievements a letter of each length is likely to quote: later variants lead with others past these. */
const QUOTA: Record<LetterLength, number> = { short: 3, medium: 5, long: 7 };

/** Lines a letter frames with the duty they answer: more would turn the letter into question and answer. */
const MOST_FRAMES = 2;

/** Achievements in the first evidence paragraph: the strongest two or three. */
const FIRST_PARAGRAPH = 3;

type Part =
  | { kind: 'opening'; slot: Exclude<keyof OpeningSentences, 'duty' | 'currentSince'>; text: string }
  | { kind: 'lead' | 'manner' | 'degree' | 'afterHire' | 'team' | 'duty' | 'summary' | 'ask'; text: string }
  | { kind: 'certificates'; names: string[] }
  | { kind: 'skills' | 'tenure' }
  | { kind: 'achievement'; item: Achievement }
  | { kind: 'frame'; item: Achievement; text: string };

interface Ranked {
  part: Part;
  /** 0 is always said. */
  rank: number;
  figures: string[];
  /** Said only with this one (a frame with its achievement). */
  with?: Ranked;
}

interface Laid {
  role: LetterParagraph['role'];
  texts: string[];
}

export interface ComposeOptions {
  /** Achievements (their clauses) not to quote: lines another paragraph already says. */
  exclude?: ReadonlySet<string>;
}

const hasFigure = (item: Achievement) => /\d/.test(item.line.text);

/** The strongest first, but the first `slots` carry figures when the pool has lines with figures to give. */
export function figuresFirst(items: Achievement[], slots = 2): Achievement[] {
  const head = items.slice(0, slots);
  const needed = slots - head.filter(hasFigure).length;
  if (needed <= 0) return items;
  const promoted = items.slice(slots).filter(hasFigure).slice(0, needed);
  if (promoted.length === 0) return items;
  const kept = head.filter(hasFigure);
  const displaced = head.filter((item) => !hasFigure(item));
  return [...kept, ...promoted, ...displaced, ...items.slice(slots).filter((item) => !promoted.includes(item))];
}

/** Drops a line whose figure a stronger line already states: the same fact, said twice. */
function distinctFacts(items: Achievement[], said: Set<string> = new Set()): Achievement[] {
  return items.filter((item) => {
    if (item.figures.some((figure) => said.has(figure))) return false;
    for (const figure of item.figures) said.add(figure);
    return true;
  });
}

/**
 * The achievements a letter may quote, in the order it would add them: those that answer the posting (strongest
 * first, rotated by variant), then those that only share some of its words, measured ones first. A line that shares
 * nothing with the posting is never quoted. The first two carry figures when any line has figures to give.
 */
function candidates(
  input: LetterInput,
  evidence: PostingEvidence,
  names: Set<string>,
  exclude?: ReadonlySet<string>,
): Array<Achievement & { answers: boolean }> {
  const variant = Math.max(0, Math.trunc(input.variant ?? 0));
  const all = achievements(evidence.lines, names).filter((item) => !exclude?.has(item.clause));
  const quota = QUOTA[input.length];
  const offset = all.length > quota ? (variant * 2) % all.length : 0;
  const pool = [...all.slice(offset), ...all.slice(0, offset)];
  const touching = evidence.others
    .filter((line) => line.relevance > 0)
    .sort((a, b) => Number(/\d/.test(b.text)) - Number(/\d/.test(a.text)) || b.relevance - a.relevance);
  const related = achievements(touching, names).filter(
    (item) => !exclude?.has(item.clause) && !pool.some((other) => other.clause === item.clause),
  );
  const answers = new Set(pool);
  return distinctFacts(figuresFirst([...pool, ...related])).map((item) => ({ ...item, answers: answers.has(item) }));
}

/** Every clause the composer could quote for this input, so a rewritten paragraph can avoid those said elsewhere. */
function quotableClauses(input: LetterInput): string[] {
  return candidates(input, postingEvidence(input), namesOf(input)).map((item) => item.clause);
}

/** The most recent role whose lines show every one of these requirements, if one does. */
function roleShowing(
  requirements: Requirement[],
  named: string[],
  library: LetterInput['library'],
): FocusAsked['shownIn'] {
  if (requirements.length === 0) return null;
  const roles = rolesByRecency(library);
  return (
    roles.find(
      (role) =>
        requirements.every((r) => r.evidence.some((e) => e.source === 'experience' && e.id === role.id)) ||
        named.every((name) => writes(role.description ?? '', name)),
    ) ?? null
  );
}

/** Whether a role's lines name the skill in their own words ("RF scan data from Manhattan" names Manhattan WMS). */
function writes(description: string, name: string): boolean {
  const said = new Set(skillWordsOf(description));
  return skillWordsOf(name).some((word) => said.has(word));
}

function compose(input: LetterInput, options: ComposeOptions = {}): LetterDraft {
  const variant = Math.max(0, Math.trunc(input.variant ?? 0));
  const evidence = postingEvidence(input);
  const { covered } = evidence;
  const names = namesOf(input);
  const { library } = input;
  const latest = latestRole(library);
  const c = contextOf(input, names);
  // Skills first, then the rest; certificates and licences are held, not done, and have a sentence of their own.
  const kindOrder = (r: Requirement) => (r.category === 'hard_skill' ? 0 : 1);
  const asked = (importance: Requirement['importance']) =>
    covered
      .filter(
        (r) =>
          r.status === 'matched' &&
          r.importance === importance &&
          ['hard_skill', 'soft_skill', 'other'].includes(r.category) &&
          !r.evidence.every((e) => e.source === 'certification'),
      )
      .sort((a, b) => kindOrder(a) - kindOrder(b))
      .map((r) => requirementName(r, library, names, c.common))
      .filter((name, i, all) => all.indexOf(name) === i);
  // When every must-have is a certificate (a nurse's licence), what the posting asks for next is what it puts first.
  const must = asked('required');
  const focusNames = must.length > 0 ? must : asked('preferred');
  const focus: FocusAsked = {
    names: focusNames,
    required: must.length > 0,
    shownIn: roleShowing(
      covered.filter((r) => focusNames.slice(0, 2).includes(requirementName(r, library, names, c.common))),
      focusNames.slice(0, 2),
      library,
    ),
  };
  const opening = openingSentences(c, focus, yearsOfExperience(library, input.now));

  const parts: Ranked[] = [];
  const add = (part: Part, rank: number, figures: string[] = [], other?: Ranked) => {
    const ranked: Ranked = { part, rank, figures, ...(other ? { with: other } : {}) };
    parts.push(ranked);
    return ranked;
  };
  add({ kind: 'opening', slot: 'apply', text: opening.apply }, 0);
  if (opening.reason) add({ kind: 'opening', slot: 'reason', text: opening.reason }, 0);
  if (opening.identity) add({ kind: 'opening', slot: 'identity', text: opening.identity }, 0);
  if (opening.current)
    add({ kind: 'opening', slot: 'current', text: opening.current }, opening.identity ? RANK.current : 0);
  if (opening.focus) add({ kind: 'opening', slot: 'focus', text: opening.focus }, 0);

  const lead = evidenceLead(c);
  if (lead) add({ kind: 'lead', text: lead }, RANK.lead);
  let answering = 0;
  let touching = 0;
  const quotable: Ranked[] = [];
  for (const item of candidates(input, evidence, names, options.exclude)) {
    const index = answering + touching;
    const rank =
      index < 2
        ? 0
        : item.answers
          ? ([RANK.third, RANK.fourth, RANK.fifth][answering - 2] ?? RANK.more + 2 * (answering - 5))
          : RANK.related + touching;
    if (item.answers) answering += 1;
    else touching += 1;
    quotable.push(add({ kind: 'achievement', item }, rank, item.figures));
  }
  // The posting's duties the letter does not already give as a reason, each framing at most one line that answers it.
  const given = [opening.reason, opening.focus, opening.duty?.text].filter(Boolean).join(' ').toLowerCase();
  const duties = postingDuties(input.job.postingText).filter((duty) => !given.includes(duty.toLowerCase()));
  let framed = 0;
  for (const ranked of quotable) {
    if (framed >= MOST_FRAMES || ranked.part.kind !== 'achievement') break;
    const duty = dutyAnswered(duties, ranked.part.item.line.text);
    if (!duty) continue;
    duties.splice(duties.indexOf(duty), 1);
    const text = framingSentence(duty, c, variant + framed);
    add({ kind: 'frame', item: ranked.part.item, text }, RANK.frame + framed, [], ranked);
    framed += 1;
  }

  const manner = mannerSentences(library);
  const turn = manner.length > 0 ? variant % manner.length : 0;
  [...manner.slice(turn), ...manner.slice(0, turn)].forEach((text, index) =>
    add({ kind: 'manner', text }, index === 0 ? RANK.manner : RANK.more + 2 * index - 1, figuresIn(text)),
  );

  add({ kind: 'skills' }, RANK.skills);
  const certs = covered
    .filter((r) => r.category === 'certification' && r.status === 'matched')
    .flatMap((r) => r.evidence.filter((e) => e.source === 'certification'))
    .map((e) => library.certifications.find((cert) => cert.id === e.id)?.cert_name)
    .filter((name, i, all): name is string => Boolean(name) && all.indexOf(name) === i);
  if (certs.length > 0) add({ kind: 'certificates', names: certs }, RANK.certificate);
  const touched = certificatesTouched(library, input.job.postingText, certs);
  if (touched.length > 0) add({ kind: 'certificates', names: touched }, RANK.subject);
  const degree = covered.find((r) => r.category === 'education' && r.status === 'matched');
  const education = degree
    ? (library.education.find((e) => degree.evidence.some((ev) => ev.id === e.id)) ?? library.education[0])
    : undefined;
  const degreeText = education ? degreeSentence(education) : null;
  if (degreeText) add({ kind: 'degree', text: degreeText }, RANK.degree);
  else {
    // A degree the posting does not ask for, in a field it speaks of ("Logistics" for a warehouse, "Computer
    // Engineering" for an engineer): worth a sentence in a longer letter.
    const postingStems = new Set(wordsOf(input.job.postingText).map(stemOf));
    const related = library.education.find((e) =>
      wordsOf(`${e.degree} ${e.field}`).some((word) => word.length >= 5 && postingStems.has(stemOf(word))),
    );
    const relatedText = related ? degreeSentence(related) : null;
    if (relatedText) add({ kind: 'degree', text: relatedText }, RANK.subject);
    else {
      const held = library.education.map(degreeSentence).find((text): text is string => Boolean(text));
      if (held) add({ kind: 'degree', text: held }, RANK.anyDegree);
    }
  }
  const later = afterHireSentence(covered, input.job.postingText, input.tone);
  if (later) add({ kind: 'afterHire', text: later }, RANK.afterHire);
  // When the person came to each role: true, and read past quickly, so added only when all else is said.
  add({ kind: 'tenure' }, RANK.tenure);
  // A second duty says why this job, not more about the person: after all of their own lines.
  if (opening.duty) add({ kind: 'duty', text: opening.duty.text }, opening.duty.second ? RANK.secondDuty : RANK.duty);
  // What the posting says of its people: a second reason, said only when a longer letter has room after all else.
  const team = aboutTeam(c);
  if (team) add({ kind: 'team', text: team }, RANK.team);
  const summary = summarySentence(c);
  if (summary) add({ kind: 'summary', text: summary }, RANK.summary);
  add({ kind: 'ask', text: closingSentence(c) }, 0);

  const head = greeting(c);
  const signoff = `${pick(SIGNOFFS[input.tone], variant)}\n${library.name.trim() || 'Your name'}`;

  const render = (chosen: ReadonlySet<Ranked>): Laid[] => {
    const said = parts.filter((ranked) => chosen.has(ranked)).map((ranked) => ranked.part);
    const texts = (kind: Part['kind']) =>
      said.flatMap((part) => (part.kind === kind && 'text' in part ? [part.text] : []));
    const spans = said.some((part) => part.kind === 'tenure');
    const openingTexts = said.flatMap((part) =>
      part.kind !== 'opening'
        ? []
        : [part.slot === 'current' && spans && opening.currentSince ? opening.currentSince : part.text],
    );
    const openingNames = said.some((part) => part.kind === 'opening' && part.slot === 'current');
    const voice: Context = { ...c, spans, openingNamed: openingNames && latest?.company ? latest.company : null };

    // The strongest few open the evidence, the rest follow; within each, lines from one role stay together, the
    // latest role first, so each role is introduced once and the letter steps back in time.
    const quoted = said.flatMap((part) => (part.kind === 'achievement' ? [part.item] : []));
    const recency = (item: Achievement) =>
      item.line.role ? (c.roleOrder.get(roleKey(item.line.role)) ?? 0) : Number.MAX_SAFE_INTEGER;
    const byRole = (items: Achievement[]) => [...items].sort((a, b) => recency(a) - recency(b));
    const first = byRole(quoted.slice(0, FIRST_PARAGRAPH));
    const rest = byRole(quoted.slice(FIRST_PARAGRAPH));
    const frames = new Map(said.flatMap((part) => (part.kind === 'frame' ? [[part.item, part.text] as const] : [])));
    const paragraphs = flow(
      [...first, ...rest],
      (item, paragraph, before) => {
        const sentence = achievementSentence(item, paragraph, before, voice);
        const frame = frames.get(item);
        return frame ? `${frame} ${sentence}` : sentence;
      },
      {
        lead: texts('lead'),
        breakBefore: (item, paragraph) =>
          item === rest[0] || (paragraph.length >= 3 && recency(paragraph.at(-1)!) !== recency(item)),
      },
    );
    const laidEvidence: Laid[] = paragraphs.map((p) => ({
      role: 'evidence',
      texts: p.texts,
    }));

    const shown = new Set(quoted.flatMap((item) => item.line.covers));
    const sofar = [...openingTexts, ...laidEvidence.flatMap((p) => p.texts)].join(' ').toLowerCase();
    const named = (name: string) =>
      new RegExp(
        `(?:^|[^\\p{L}\\p{N}])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}\\p{N}])`,
        'u',
      ).test(sofar);
    const skills = said.some((part) => part.kind === 'skills')
      ? skillsSentence(
          covered
            .filter((r) => r.status === 'matched' && (r.category === 'hard_skill' || r.category === 'language'))
            .filter((r) => !shown.has(r.term) && r.evidence.some((e) => e.source === 'skill'))
            .map((r) => requirementName(r, library, names, c.common))
            .filter((name, i, all) => all.indexOf(name) === i && !named(name))
            .slice(0, 3),
          c,
        )
      : null;
    // The certificates asked for and those on a subject the posting names, in one sentence when both are said.
    const held = said.flatMap((part) => (part.kind === 'certificates' ? part.names : []));
    const credentials = [
      ...(skills ? [skills] : []),
      ...(held.length > 0 ? [certificateSentence(held)] : []),
      ...texts('degree'),
      ...texts('afterHire'),
    ];
    const closing = [...texts('team'), ...texts('duty'), ...texts('summary'), ...texts('ask')];

    // How the person works and what else they bring make a paragraph of their own; a lone credential closes the
    // evidence instead, and a lone sentence on how they work leads into the close.
    let ways = texts('manner');
    let extra = credentials;
    let about: string[][];
    if (ways.length + extra.length >= 2 && fits([...ways, ...extra])) about = [[...ways, ...extra]];
    else {
      const last = laidEvidence.at(-1);
      if (last && extra.length === 1 && fits([...last.texts, ...extra])) {
        last.texts.push(...extra);
        extra = [];
      }
      // A lone credential that the evidence has no room for opens the close rather than stand as a paragraph.
      if (extra.length === 1 && ways.length === 0 && fits([...extra, ...closing])) {
        closing.unshift(...extra);
        extra = [];
      }
      if (ways.length === 1 && extra.length === 0 && fits([...ways, ...closing])) {
        closing.unshift(...ways);
        ways = [];
      }
      about = [...chunk(ways), ...chunk(extra)];
    }
    const laid: Laid[] = [
      { role: 'greeting', texts: [head] },
      { role: 'opening', texts: openingTexts },
      ...laidEvidence,
      ...about.map((texts): Laid => ({ role: 'skills', texts })),
      { role: 'closing', texts: closing },
      { role: 'signoff', texts: [signoff] },
    ];
    return laid.filter((paragraph) => paragraph.texts.length > 0);
  };

  const measure = (chosen: ReadonlySet<Ranked>) => {
    const laid = render(chosen);
    return {
      laid,
      words: laid.reduce((sum, p) => sum + wordCount(p.texts.join(' ')), 0),
      overlong: laid.filter((p) => p.role !== 'signoff' && !fits(p.texts)).length,
    };
  };
  const [min, max] = LENGTH_BANDS[input.length];
  const target = min + TARGET_SHARE * (max - min);
  let chosen = new Set(parts.filter((ranked) => ranked.rank === 0));
  let current = measure(chosen);
  const optional = parts.filter((ranked) => ranked.rank > 0).sort((a, b) => a.rank - b.rank);
  for (const ranked of optional) {
    if (current.words >= target) break;
    if (ranked.with && !chosen.has(ranked.with)) continue;
    const figures = new Set([...chosen].flatMap((other) => other.figures));
    if (ranked.figures.some((figure) => figures.has(figure))) continue;
    const trial = new Set([...chosen, ranked]);
    const measured = measure(trial);
    if (measured.words > max || measured.overlong > current.overlong) continue;
    chosen = trial;
    current = measured;
  }
  // Too long with only what must be said and the worthiest of the rest: drop from the least worthy up.
  while (current.words > max) {
    const drop = [...chosen].filter((ranked) => ranked.rank > 0).sort((a, b) => b.rank - a.rank)[0];
    if (!drop) break;
    chosen = new Set([...chosen].filter((ranked) => ranked !== drop && ranked.with !== drop));
    current = measure(chosen);
  }
  return {
    // A name ending in its own full stop ("Northgate Distribution Co.") ends a sentence without a second one.
    paragraphs: current.laid.map(({ role, texts }) => ({
      role,
      text: texts.join(' ').replace(/([^.])\.\.(?!\.)/g, '$1.'),
    })),
    covered: covered.map((requirement) => requirement.term),
  };
}

/** Writes the letter; the same input always gives the same letter, and `variant` gives another one. */
export function composeLetter(input: LetterInput, options: ComposeOptions = {}): LetterDraft {
  return compose(input, options);
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
  const quotedElsewhere = new Set(
    quotableClauses(input).filter((clause) => others.some((text) => text.includes(clause.toLowerCase()))),
  );
  const nth = current.slice(0, index).filter((p) => p.role === target.role).length;
  for (const exclude of [quotedElsewhere, new Set<string>()]) {
    for (let step = 1; step <= 6; step += 1) {
      const next = compose({ ...input, variant: (input.variant ?? 0) + step }, { exclude }).paragraphs.filter(
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
