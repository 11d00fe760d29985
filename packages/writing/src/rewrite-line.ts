/**
 * "Improve this line" when no AI service is configured: a few rule-based rewrites of one resume line and notes on
 * what rules cannot fix, so the button always gives the user something. A rewrite may only reorder the line, drop
 * filler, swap a weak opener for a verb that claims no more than the opener did, or take the posting's spelling of
 * a term the line already names. It never adds a number, skill, employer or tool: a resume that says more than the
 * user did is worse than a plain one.
 */

/** One suggested wording, with the reason shown next to it so the user can judge it. */
export interface LineRewrite {
  /** The rewritten line, without a leading bullet marker. */
  text: string;
  /** One short user-facing sentence saying what changed. */
  why: string;
}

/** Everything the offline "Improve this line" has to say about one line. */
export interface LineAdvice {
  /** At most 3, distinct from each other and from the original (ignoring case and surrounding spaces). */
  rewrites: LineRewrite[];
  /** User-facing notes that no safe rewrite can act on (passive voice, no number, length). */
  flags: string[];
}

const MAX_REWRITES = 3;
const MAX_LENGTH = 200;

const EMPTY_FLAG = 'The line is empty.';
const NO_NUMBER_FLAG = 'No number: if you can, say how much, how many or how often.';
const TOO_LONG_FLAG = `Over ${MAX_LENGTH} characters: recruiters skim; consider splitting it.`;
const NOTHING_TO_CHANGE_FLAG =
  'No rule-based rewrite: the line has none of the weak openers, filler or passive voice these rules look for.';

// ---------------------------------------------------------------------------------------------------------------
// Verb forms. Resume lines describe work done, so every verb the rules write is in the past tense.

/** Irregular verbs the openers and outcome clauses meet; everything else is regular. */
const IRREGULAR_PAST: ReadonlyMap<string, string> = new Map([
  ['build', 'built'],
  ['lead', 'led'],
  ['write', 'wrote'],
  ['run', 'ran'],
  ['drive', 'drove'],
  ['grow', 'grew'],
  ['teach', 'taught'],
  ['make', 'made'],
  ['sell', 'sold'],
  ['bring', 'brought'],
  ['set', 'set'],
  ['cut', 'cut'],
  ['begin', 'began'],
  ['take', 'took'],
  ['win', 'won'],
  ['see', 'saw'],
  ['give', 'gave'],
  ['hold', 'held'],
  ['keep', 'kept'],
  ['send', 'sent'],
  ['spend', 'spent'],
  ['find', 'found'],
  ['choose', 'chose'],
  ['speak', 'spoke'],
  ['think', 'thought'],
  ['buy', 'bought'],
  ['pay', 'paid'],
  ['stand', 'stood'],
  ['put', 'put'],
  ['read', 'read'],
  ['quit', 'quit'],
  ['forget', 'forgot'],
]);

/** "Rebuilt", "oversaw", "understood", "upsold": irregular verbs keep their forms under these prefixes. */
const VERB_PREFIXES = ['', 're', 'co', 'over', 'under', 'out', 'up', 'mis'];

/** Longer verbs stressed on the last syllable, which double the final consonant like short ones do. */
const DOUBLES_FINAL = new Set(
  'begin commit submit admit refer prefer control occur transfer equip patrol compel propel expel regret'.split(' '),
);

const VOWEL = /[aeiou]/;
const isConsonant = (c: string | undefined) => c !== undefined && /[a-z]/.test(c) && !VOWEL.test(c);

/** plan → planned, ship → shipping: one syllable ending consonant-vowel-consonant (not w, x or y). */
function doublesFinal(verb: string): boolean {
  if (DOUBLES_FINAL.has(verb)) return true;
  const syllables = verb.match(/[aeiou]+/g)?.length ?? 0;
  const [a, b, c] = verb.slice(-3);
  return syllables === 1 && isConsonant(a) && VOWEL.test(b ?? '') && isConsonant(c) && !/[wxy]/.test(c ?? '');
}

/** "rebuild" → re + build when the verb is an irregular one, possibly with a prefix; null when it is regular. */
function irregularParts(verb: string): { prefix: string; base: string } | null {
  for (const prefix of VERB_PREFIXES) {
    const base = verb.slice(prefix.length);
    if (verb.startsWith(prefix) && IRREGULAR_PAST.has(base)) return { prefix, base };
  }
  return null;
}

/** The past tense of a base verb: build → built, plan → planned, study → studied, create → created. */
function pastTense(verb: string): string {
  const irregular = irregularParts(verb);
  if (irregular) return irregular.prefix + IRREGULAR_PAST.get(irregular.base)!;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (doublesFinal(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

/** The -ing form of a base verb: write → writing, run → running, rerun → rerunning, see → seeing, tie → tying. */
function gerund(verb: string): string {
  const irregular = irregularParts(verb);
  if (irregular?.prefix) return irregular.prefix + gerund(irregular.base);
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(verb) && verb.length > 2) return `${verb.slice(0, -1)}ing`;
  if (doublesFinal(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** managing → managed, running → ran, studying → studied: the past tense of the verb an -ing word comes from. */
function pastOfGerund(word: string): string {
  const stem = word.slice(0, -3);
  for (const base of [stem, `${stem}e`, stem.slice(0, -1)]) {
    if (irregularParts(base) && gerund(base) === word) return pastTense(base);
  }
  // Regular verbs: the stem already carries the dropped "e" or the doubled consonant (manag-ed, plann-ed).
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  if (stem.endsWith('e')) return `${stem}d`;
  return `${stem}ed`;
}

/** rebuilt → rebuilding, cached → caching, studied → studying; null when the word does not look like a past tense. */
function gerundOfPast(word: string): string | null {
  const lower = word.toLowerCase();
  for (const prefix of VERB_PREFIXES) {
    const rest = lower.slice(prefix.length);
    const base = [...IRREGULAR_PAST].find(([, past]) => past === rest)?.[0];
    if (lower.startsWith(prefix) && base) return prefix + gerund(base);
  }
  // "need", "speed", "proceed" are not past tenses; "freed" is, but is rare enough to leave alone.
  if (lower.endsWith('eed') || lower.length < 4) return null;
  if (lower.endsWith('ied')) return `${lower.slice(0, -3)}ying`;
  if (lower.endsWith('ed')) return `${lower.slice(0, -2)}ing`;
  return null;
}

/** Words ending in -ing that are not verbs, so no rule turns them into one. */
const NOT_GERUNDS = new Set(
  'during morning evening something anything everything nothing string spring bring ring king wing ceiling sibling being offspring herring pudding'.split(
    ' ',
  ),
);

/** -ing words that, after "Responsible for" and the like, are nearly always the verb ("managing budgets"). */
const ACTION_GERUNDS = new Set(
  `managing coordinating developing designing maintaining overseeing supervising running writing creating
  implementing delivering organising organizing preparing reviewing analysing analyzing hiring recruiting onboarding
  handling monitoring resolving processing answering scheduling negotiating deploying migrating mentoring leading
  producing improving reducing increasing launching automating documenting drafting updating ensuring liaising
  communicating presenting researching tracking reconciling`.split(/\s+/),
);

/** Words that start the object of a verb, so an -ing word before them is the verb ("building the API"). */
const OBJECT_STARTERS = new Set(
  `the a an our their his her its my your all new every each several both multiple many key existing internal
  external weekly daily monthly annual quarterly up out`.split(/\s+/),
);

const bare = (word: string) => word.replace(/[^\w£$€%+#/.-]+$/, '');
const isGerund = (word: string) => /^[a-z]{2,}ing$/i.test(word) && !NOT_GERUNDS.has(word.toLowerCase());
const startsObject = (word: string) => OBJECT_STARTERS.has(bare(word).toLowerCase()) || /^[A-Z0-9£$€]/.test(word);

/** Whether an -ing word followed by `next` reads as a verb with an object, rather than a noun ("building maintenance"). */
function isVerbWithObject(word: string, next: string | undefined): boolean {
  if (!isGerund(word) || next === undefined || next === '') return false;
  return startsObject(next) || ACTION_GERUNDS.has(word.toLowerCase());
}

// ---------------------------------------------------------------------------------------------------------------
// Weak openers. Each maps to a verb that claims no more than the opener did: helping becomes "Contributed to" or
// "Supported", never "Built" or "Led", because a rewrite that overstates the user's part is an invented claim.

type RestRewrite = (rest: string) => string | null;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * "managing the budget and hiring staff" → "managed the budget and hired staff": the other verbs of a list of
 * duties, when there is such a list (a lone ", reducing costs" is a result clause and stays as it is).
 */
function pastOfListedGerunds(text: string): string {
  const list = words(text);
  const joinedVerb = (i: number) => {
    const prev = list[i - 1];
    if (prev === undefined || (prev !== 'and' && !prev.endsWith(','))) return false;
    const before = prev === 'and' ? list[i - 2] : prev;
    // "hiring and onboarding processes": a list of nouns ending in -ing, not of verbs.
    if (before !== undefined && /ing,?$/i.test(before)) return false;
    return isVerbWithObject(list[i]!, list[i + 1]);
  };
  if (!list.some((_, i) => list[i - 1] === 'and' && joinedVerb(i))) return text;
  return list.map((w, i) => (joinedVerb(i) ? pastOfGerund(w.toLowerCase()) : w)).join(' ');
}

/** `rest` with its first occurrence of `word` replaced. */
const replaceWord = (rest: string, word: string, by: string) => {
  const at = rest.indexOf(word);
  return rest.slice(0, at) + by + rest.slice(at + word.length);
};

/**
 * "managing the team" → "Managed the team", "successfully managing…" → "Successfully managed…"; anything else
 * gets `fallback` in front, or no rewrite.
 */
const gerundToPast =
  (fallback?: string): RestRewrite =>
  (rest) => {
    const [first = '', second, third] = words(rest);
    const adverb = /^[a-z]+ly$/i.test(first) && isVerbWithObject(second ?? '', third) ? first : '';
    const verb = adverb ? second! : first;
    if (adverb || isVerbWithObject(first, second)) {
      const after = rest.slice(rest.indexOf(verb) + verb.length);
      return `${adverb} ${pastOfGerund(verb.toLowerCase())} ${pastOfListedGerunds(after)}`;
    }
    // "managing, hiring and training…": "Led managing, …" reads worse than the original, so no rewrite.
    if (first !== bare(first) && isGerund(bare(first))) return null;
    return fallback ? `${fallback} ${rest}` : null;
  };

/** The opener swapped for `verb`, the rest as written. */
const prefixWith =
  (verb: string): RestRewrite =>
  (rest) =>
    `${verb} ${rest}`;

/** "Helped migrate the database": no verb says "helped" more honestly, so the line is only flagged. */
const noRewrite: RestRewrite = () => null;

/** Helping is not leading: "Contributed to building…" when an -ing verb follows, "Supported the audit" otherwise. */
const helpedWith: RestRewrite = (rest) =>
  isGerund(words(rest)[0] ?? '') ? `Contributed to ${rest}` : `Supported ${rest}`;

const takesBaseVerb = (word: string | undefined): word is string =>
  word !== undefined && /^[a-z]{2,}$/.test(word) && !OBJECT_STARTERS.has(word);

/** "Helped to build the API" → "Contributed to building the API". */
const baseToContributed: RestRewrite = (rest) => {
  const [verb] = words(rest);
  return takesBaseVerb(verb) ? `Contributed to ${replaceWord(rest, verb, gerund(verb))}` : null;
};

/** "My role was to plan the rota" → "Planned the rota". */
const baseToPast: RestRewrite = (rest) => {
  const [verb] = words(rest);
  return takesBaseVerb(verb) ? replaceWord(rest, verb, pastTense(verb)) : null;
};

/** The weak openers, longest first where one contains another; matched case-insensitively at the line's start. */
const OPENERS: ReadonlyArray<{ pattern: RegExp; rewrite: RestRewrite }> = [
  { pattern: /^(?:was\s+|had\s+been\s+)?responsible\s+for\s+/i, rewrite: gerundToPast('Led') },
  { pattern: /^had\s+(?:the\s+)?responsibility\s+for\s+/i, rewrite: gerundToPast('Led') },
  { pattern: /^(?:was\s+)?in\s+charge\s+of\s+/i, rewrite: gerundToPast('Led') },
  { pattern: /^(?:was\s+)?tasked\s+with\s+/i, rewrite: gerundToPast() },
  { pattern: /^(?:my\s+)?duties\s+included:?\s+/i, rewrite: gerundToPast() },
  { pattern: /^(?:my\s+)?role\s+involved\s+/i, rewrite: gerundToPast() },
  { pattern: /^(?:my\s+)?(?:role|job)\s+was\s+to\s+/i, rewrite: baseToPast },
  { pattern: /^helped\s+(?:with|in)\s+/i, rewrite: helpedWith },
  { pattern: /^helped\s+to\s+/i, rewrite: baseToContributed },
  { pattern: /^helped\s+/i, rewrite: noRewrite },
  { pattern: /^assisted\s+(?:with|in)\s+/i, rewrite: helpedWith },
  { pattern: /^assisted\s+/i, rewrite: prefixWith('Supported') },
  { pattern: /^(?:was\s+)?involved\s+(?:in|with)\s+/i, rewrite: prefixWith('Contributed to') },
  { pattern: /^participated\s+in\s+/i, rewrite: prefixWith('Contributed to') },
  { pattern: /^took\s+part\s+in\s+/i, rewrite: prefixWith('Contributed to') },
  { pattern: /^played\s+an?\s+(?:[a-z]+\s+)?(?:role|part)\s+in\s+/i, rewrite: prefixWith('Contributed to') },
  // "Worked on weekends", "worked on a contract basis" say when or how, not what: not this opener.
  {
    pattern:
      /^worked\s+on\s+(?!(?:weekends|evenings|nights|weekdays|holidays|shifts?|call|site|location|rotation|(?:an?\s+)?\S+\s+basis)\b)/i,
    rewrite: prefixWith('Contributed to'),
  },
  { pattern: /^handled\s+/i, rewrite: prefixWith('Managed') },
  { pattern: /^dealt\s+with\s+/i, rewrite: prefixWith('Managed') },
];

// ---------------------------------------------------------------------------------------------------------------
// Filler: words that take space without saying anything, and wordy phrases with a plain equivalent.

const FILLER: ReadonlyArray<{ pattern: RegExp; replacement: string }> = [
  { pattern: /\bsuccessfully\s+/gi, replacement: '' },
  { pattern: /\bactively\s+/gi, replacement: '' },
  { pattern: /\bvarious\s+/gi, replacement: '' },
  { pattern: /\bvery\s+/gi, replacement: '' },
  { pattern: /\bin order to\b/gi, replacement: 'to' },
  { pattern: /\ba number of\b/gi, replacement: 'several' },
  { pattern: /\ba wide (?:range|variety) of\b/gi, replacement: 'many' },
  { pattern: /\butili[sz]ed\b/gi, replacement: 'used' },
  { pattern: /\butili[sz]ing\b/gi, replacement: 'using' },
  { pattern: /\butili[sz]es\b/gi, replacement: 'uses' },
  { pattern: /\butili[sz]e\b/gi, replacement: 'use' },
  { pattern: /\bon a (daily|weekly|monthly) basis\b/gi, replacement: '$1' },
  { pattern: /\bon a regular basis\b/gi, replacement: 'regularly' },
  { pattern: /\bdue to the fact that\b/gi, replacement: 'because' },
];

/** The line without its filler, and the filler found (lowercase, once each). */
function withoutFiller(text: string): { text: string; removed: string[] } {
  const removed = new Set<string>();
  let out = text;
  for (const { pattern, replacement } of FILLER) {
    out = out.replace(pattern, (match, ...groups: unknown[]) => {
      removed.add(match.trim().toLowerCase());
      return replacement.replace('$1', String(groups[0]).toLowerCase());
    });
  }
  return { text: out, removed: [...removed] };
}

/** Bracketed asides with no number in them: the first thing to go when a line is too long. */
const withoutAsides = (text: string) => text.replace(/\s*\([^()\d]*\)/g, '');

// ---------------------------------------------------------------------------------------------------------------
// Numbers and shared text helpers.

const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|billions?|dozens?|half|twice|double|doubled|tripled|halved)\b/i;

/** Digit runs (1,200 and 3.5 as one), which a rewrite must keep and never add. */
const numbersIn = (text: string): string[] => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
const hasNumber = (text: string) => /\d/.test(text) || NUMBER_WORDS.test(text);

/** One space between words and none before punctuation. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();

/** A capital first letter, except on names like "iOS" and "eBay" that are spelt with a small one. */
function capitalise(text: string): string {
  if (/^[a-z]+[A-Z]/.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const quoted = (items: string[]) => items.map((item) => `"${item}"`).join(', ');

// ---------------------------------------------------------------------------------------------------------------
// Posting wording: the posting's spelling of a term the line already names, never a term it does not.

/** Short or informal names and the name postings use, compared after `normalise`. */
const ALIASES: Readonly<Record<string, string>> = {
  postgres: 'PostgreSQL',
  k8s: 'Kubernetes',
  js: 'JavaScript',
  ts: 'TypeScript',
  node: 'Node.js',
  reactjs: 'React',
  gcp: 'Google Cloud',
  aws: 'AWS',
  ml: 'machine learning',
  cicd: 'CI/CD',
};

/** Aliases that are also ordinary words ("a node", "500 ml"): only taken when written with a capital. */
const CAPITALISED_ONLY = new Set(['node', 'ml']);

const normalise = (term: string) => term.toLowerCase().replace(/[.\-\s/]/g, '');

interface Span {
  start: number;
  end: number;
}

/** Runs of one to three words, longest first, where words are joined only by spaces. */
function phrases(text: string): Span[] {
  const tokens = [...text.matchAll(/[A-Za-z0-9][A-Za-z0-9.+#/-]*[A-Za-z0-9+#]|[A-Za-z0-9]/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const spans: Span[] = [];
  for (let size = 3; size >= 1; size--) {
    for (let i = 0; i + size <= tokens.length; i++) {
      const run = tokens.slice(i, i + size);
      const spaced = run.every((t, j) => j === 0 || /^\s+$/.test(text.slice(run[j - 1]!.end, t.start)));
      if (spaced) spans.push({ start: run[0]!.start, end: run.at(-1)!.end });
    }
  }
  return spans;
}

/** The posting's spelling for the words the line has, or null when they are not the same term. */
function postingSpelling(phrase: string, terms: ReadonlyMap<string, string>): string | null {
  const key = normalise(phrase);
  const direct = terms.get(key);
  if (direct) {
    // "React" for "react", "Go" for "go": a capital alone is not a different spelling, and may be another word.
    const titleCase = /^[A-Z][^A-Z]*$/.test(direct) && /^[a-z]/.test(phrase);
    return titleCase ? direct.charAt(0).toLowerCase() + direct.slice(1) : direct;
  }
  const alias = ALIASES[key];
  if (!alias || (CAPITALISED_ONLY.has(key) && !/^[A-Z]/.test(phrase))) return null;
  return terms.get(normalise(alias)) ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The rules. Each takes the line's text (no bullet, no final full stop) and returns a rewrite of it, or null.

interface Context {
  /** The original line's final full stop, put back on every rewrite. */
  stop: string;
  postingTerms: string[];
}

interface Step {
  text: string;
  why: string;
  /** How the combined rewrite names this change; null when it is only tidying. */
  label: string | null;
}

type Rule = (text: string, context: Context) => Step | null;

/** The weak opener the line starts with, as the user wrote it, and what follows it. */
function findOpener(text: string): { said: string; rest: string; rewrite: RestRewrite } | null {
  // "I was responsible for…": resume lines leave out the "I", so the rewrite does too.
  const pronoun = /^I\s+(?=[a-z])/i.exec(text)?.[0] ?? '';
  for (const { pattern, rewrite } of OPENERS) {
    const match = pattern.exec(text.slice(pronoun.length));
    const rest = match ? text.slice(pronoun.length + match[0].length) : '';
    if (!match || !/\S/.test(rest)) continue;
    const said = capitalise((pronoun + match[0]).replace(/[\s:]+$/, '').replace(/\s+/g, ' '));
    return { said, rest, rewrite };
  }
  return null;
}

const openerRule: Rule = (text) => {
  const opener = findOpener(text);
  const rewritten = opener?.rewrite(opener.rest);
  if (!opener || !rewritten) return null;
  return {
    text: tidy(rewritten),
    why: `Starts with an action verb instead of "${opener.said}".`,
    label: 'an action verb first',
  };
};

const fillerRule: Rule = (text) => {
  const { text: out, removed } = withoutFiller(text);
  if (removed.length > 0) return { text: out, why: `Cuts filler: ${quoted(removed)}.`, label: 'no filler' };
  if (/\S\s{2,}\S/.test(text)) return { text: tidy(text), why: 'Removes the doubled spaces.', label: null };
  return null;
};

/** -ing verbs that report a result, the only clauses worth moving to the front. */
const OUTCOME_GERUNDS = new Set(
  `reducing cutting increasing raising saving improving boosting growing lifting lowering halving doubling tripling
  shortening decreasing generating winning driving eliminating preventing recovering bringing`.split(/\s+/),
);
const OUTCOME_PASTS = new Set([...OUTCOME_GERUNDS].map(pastOfGerund));

/** Verbs where moving the result first would claim the user caused it ("Reduced costs by helping…"). */
const HELPING_VERBS = new Set(['helped', 'assisted', 'supported', 'contributed', 'participated', 'worked']);

/** The two shapes a result clause is moved from: "…, which cut…" / "… that cut…" and "…, reducing…". */
const RESULT_CLAUSES = [
  /^(?<action>.+?)(?:,\s*|\s+)(?:which|that)\s+(?<verb>[a-z]+)\s+(?<result>(?:[^,;]|,(?=\d))+)$/i,
  /^(?<action>.+),\s+(?<verb>[a-z]+ing)\s+(?<result>(?:[^,;]|,(?=\d))+)$/i,
];

/** The line with its result clause moved to the front, or null when `clause` does not fit it. */
function resultFirst(text: string, clause: RegExp): string | null {
  const { action = '', verb = '', result = '' } = clause.exec(text)?.groups ?? {};
  const lowerVerb = verb.toLowerCase();
  const outcome = OUTCOME_GERUNDS.has(lowerVerb) ? pastOfGerund(lowerVerb) : lowerVerb;
  // "growing it from 3 to 9": moved to the front, "it" would no longer say what grew.
  if (!OUTCOME_PASTS.has(outcome) || !/\d/.test(result) || /^(?:it|them|this|these|those)\b/i.test(result)) {
    return null;
  }
  const [first = ''] = words(action);
  const doing = HELPING_VERBS.has(first.toLowerCase()) ? null : gerundOfPast(first);
  return doing ? `${outcome} ${result} by ${replaceWord(action, first, doing)}` : null;
}

/**
 * "Cached queries, which cut load time by 40%" → "Cut load time by 40% by caching queries": the result clause
 * moved to the front, word for word. Only these two shapes; anything else stays as it is.
 */
const numbersFirstRule: Rule = (text) => {
  const moved = RESULT_CLAUSES.map((clause) => resultFirst(text, clause)).find((t) => t !== null);
  return moved
    ? { text: moved, why: 'Leads with the result, so the number is read first.', label: 'the result first' }
    : null;
};

const postingRule: Rule = (text, { postingTerms }) => {
  const terms = new Map(postingTerms.filter((t) => normalise(t)).map((t) => [normalise(t), t.trim()] as const));
  if (terms.size === 0) return null;
  const taken: Array<Span & { term: string }> = [];
  for (const span of phrases(text)) {
    if (taken.some((t) => span.start < t.end && t.start < span.end)) continue;
    const phrase = text.slice(span.start, span.end);
    const term = postingSpelling(phrase, terms);
    if (term && term !== phrase) taken.push({ ...span, term });
  }
  if (taken.length === 0) return null;
  let out = text;
  for (const { start, end, term } of [...taken].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + term + out.slice(end);
  }
  const used = [...new Set([...taken].sort((a, b) => a.start - b.start).map((t) => t.term))];
  return { text: out, why: `Uses the posting's wording: ${quoted(used)}.`, label: "the posting's wording" };
};

const fullLength = (text: string, stop: string) => tidy(text).length + stop.length;

const trimRule: Rule = (text, { stop }) => {
  if (fullLength(text, stop) <= MAX_LENGTH) return null;
  const out = withoutAsides(withoutFiller(text).text);
  const keepsNumbers = numbersIn(text).every((n) => numbersIn(out).includes(n));
  if (fullLength(out, stop) > MAX_LENGTH || !keepsNumbers) return null;
  return {
    text: out,
    why: `Under ${MAX_LENGTH} characters: drops filler and bracketed asides.`,
    label: `under ${MAX_LENGTH} characters`,
  };
};

/** The order single-rule rewrites are offered in: the biggest improvements first. */
const SINGLE_RULES: readonly Rule[] = [openerRule, numbersFirstRule, postingRule, fillerRule, trimRule];
/**
 * The order the combined rewrite applies them in: filler goes first so the opener meets its verb ("Responsible for
 * successfully migrating"), and the result clause moves last, once the line starts with a verb.
 */
const COMBINED_RULES: readonly Rule[] = [fillerRule, openerRule, trimRule, postingRule, numbersFirstRule];

// ---------------------------------------------------------------------------------------------------------------
// Flags: what is worth saying but cannot be rewritten without knowing more than the line says.

const PASSIVE_NOT_PASSIVE = new Set(
  `based located involved interested experienced skilled qualified pleased tasked named awarded promoted selected
  invited nominated hired recognised recognized dedicated committed motivated excited engaged required expected
  supposed indeed`.split(/\s+/),
);
const IRREGULAR_PARTICIPLES = new Set(
  'built led written run made sold brought set cut begun taken driven grown taught done given shown seen known chosen paid sent spent held kept'.split(
    ' ',
  ),
);

/** "was improved by", "were reduced": each passive phrase as the line has it. */
function passivePhrases(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:was|were|been|being)\s+(?:[a-z]+ly\s+)?([a-z]+)(?:\s+by\b)?/gi)) {
    const participle = m[1]!.toLowerCase();
    const regular = participle.length >= 5 && participle.endsWith('ed') && !participle.endsWith('eed');
    if ((regular || IRREGULAR_PARTICIPLES.has(participle)) && !PASSIVE_NOT_PASSIVE.has(participle)) found.push(m[0]);
  }
  return found;
}

function flagsFor(text: string): string[] {
  const flags: string[] = [];
  // An opener no rule could safely rewrite is still worth pointing out.
  const opener = findOpener(text);
  if (opener && !opener.rewrite(opener.rest)) {
    flags.push(`Starts with "${opener.said}": start with the verb for what you did.`);
  }
  const passive = passivePhrases(text);
  if (passive.length > 0) flags.push(`Passive voice (${quoted(passive)}): say who did it.`);
  if (!hasNumber(text)) flags.push(NO_NUMBER_FLAG);
  if (text.length > MAX_LENGTH) flags.push(TOO_LONG_FLAG);
  return flags;
}

// ---------------------------------------------------------------------------------------------------------------

const stripBullet = (line: string) => line.trim().replace(/^[-•*](?:\s+|$)/, '');

const finish = (text: string, stop: string): string => capitalise(tidy(text)) + stop;

/** Every rule that applies, one after another; null unless at least two real changes were made. */
function combined(text: string, context: Context): LineRewrite | null {
  let current = text;
  const labels: string[] = [];
  for (const rule of COMBINED_RULES) {
    const step = rule(current, context);
    if (!step) continue;
    current = tidy(step.text);
    if (step.label) labels.push(step.label);
  }
  if (labels.length < 2) return null;
  return { text: finish(current, context.stop), why: `Every suggestion at once: ${joinList(labels)}.` };
}

/** The rewrites that say something new: none repeats the original or an earlier one, case and spaces aside. */
function distinct(original: string, candidates: Array<LineRewrite | null>): LineRewrite[] {
  const seen = new Set([original.trim().toLowerCase()]);
  return candidates.filter((rewrite): rewrite is LineRewrite => {
    const key = rewrite?.text.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Up to three rule-based rewrites of a resume line, and notes on what no rule can fix without inventing. */
export function rewriteLine(line: string, options: { postingTerms?: string[] } = {}): LineAdvice {
  const original = stripBullet(line);
  if (!original) return { rewrites: [], flags: [EMPTY_FLAG] };

  const stop = original.endsWith('.') && !original.endsWith('..') ? '.' : '';
  const text = stop ? original.slice(0, -1) : original;
  const context: Context = { stop, postingTerms: options.postingTerms ?? [] };

  const singles = SINGLE_RULES.map((rule) => rule(text, context))
    .filter((step): step is Step => step !== null)
    .map((step) => ({ text: finish(step.text, stop), why: step.why }));

  const rewrites = distinct(original, [combined(text, context), ...singles]).slice(0, MAX_REWRITES);
  const flags = flagsFor(original);
  if (rewrites.length === 0 && flags.length === 0) flags.push(NOTHING_TO_CHANGE_FLAG);
  return { rewrites, flags };
}
