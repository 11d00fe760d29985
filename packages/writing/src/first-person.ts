/**
 * A resume line as a clause a letter can say in the first person: "Led a team of 45" → "I led a team of 45",
 * "Manage the night shift" (a current role) → "I manage the night shift", "Responsible for 45 pickers" → "I was
 * responsible for 45 pickers". A summary ("Registered nurse with 8 years in acute care") becomes who the person is
 * ("I am a registered nurse with 8 years in acute care"), never "I registered nurse"; a line that names a role
 * ("Charge nurse on a 34-bed unit") says what the person is ("I am a charge nurse on a 34-bed unit"). A line that
 * fits none of these shapes is not bent into one.
 */

/** Verbs resumes start lines with, in their base form, and the irregular past of those that have one. */
const IRREGULAR: Record<string, string> = {
  build: 'built',
  lead: 'led',
  write: 'wrote',
  run: 'ran',
  cut: 'cut',
  grow: 'grew',
  make: 'made',
  teach: 'taught',
  sell: 'sold',
  set: 'set',
  take: 'took',
  drive: 'drove',
  begin: 'began',
  bring: 'brought',
  win: 'won',
  choose: 'chose',
  hold: 'held',
  keep: 'kept',
  meet: 'met',
  pay: 'paid',
  put: 'put',
  send: 'sent',
  spend: 'spent',
  speak: 'spoke',
  stand: 'stood',
  understand: 'understood',
  oversee: 'oversaw',
  give: 'gave',
  find: 'found',
  feed: 'fed',
};

const REGULAR =
  `manage supervise coordinate train mentor coach maintain ensure deliver develop design own support monitor
  plan schedule prepare administer assess provide perform conduct implement operate review process reduce increase
  improve launch migrate ship automate create establish organise organize negotiate recruit hire onboard audit inspect
  document analyse analyze resolve respond care treat educate dispatch load unload pick pack stock count track record
  report serve greet cook clean repair install test troubleshoot diagnose weld wire fabricate assemble deploy refactor
  scale optimise optimize secure streamline introduce represent advise consult present partner collaborate
  facilitate direct head chair evaluate forecast budget purchase source procure order receive store ship close open
  raise save earn achieve exceed complete finish lower halve double triple redesign rebuild replace answer handle
  triage administer chart precept staff roster supervise move convert merge expand shorten
  add translate standardise standardize digitise digitize modernise modernize consolidate use apply verify calibrate
  investigate identify enforce reconcile prioritise prioritize draft edit publish upgrade prevent protect collect
  compile calculate estimate measure plate restock post`
    .split(/\s+/)
    .filter(Boolean);

/** Every verb the module knows, in its base form. */
export const BASE_VERBS: ReadonlySet<string> = new Set([...Object.keys(IRREGULAR), ...REGULAR]);
/** Consonant-vowel-consonant verbs that double their last letter: plan → planned, ship → shipped. */
const DOUBLES = new Set(['plan', 'ship', 'staff', 'chart']);

/** The simple past of a base verb. */
export function pastOf(base: string): string {
  const irregular = IRREGULAR[base];
  if (irregular) return irregular;
  if (DOUBLES.has(base) && /[^aeiou][aeiou][bdgklmnprt]$/.test(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

const PAST_FORMS = new Map([...BASE_VERBS].map((base) => [pastOf(base), base]));

/** The base verb a word is a form of (led, leads, leading, lead → lead), or null when it is not a known verb. */
function baseOf(word: string): { base: string; form: 'past' | 'present' | 'gerund' } | null {
  const lower = word.toLowerCase();
  const past = PAST_FORMS.get(lower);
  if (past) return { base: past, form: 'past' };
  if (BASE_VERBS.has(lower)) return { base: lower, form: 'present' };
  for (const candidate of [lower.replace(/ies$/, 'y'), lower.replace(/es$/, ''), lower.replace(/s$/, '')]) {
    if (candidate !== lower && BASE_VERBS.has(candidate)) return { base: candidate, form: 'present' };
  }
  if (lower.endsWith('ing')) {
    const stem = lower.slice(0, -3);
    for (const candidate of [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')]) {
      if (BASE_VERBS.has(candidate)) return { base: candidate, form: 'gerund' };
    }
  }
  return null;
}

/** Participles that differ from the simple past: "I have written", not "I have wrote". */
const PARTICIPLE: Record<string, string> = {
  write: 'written',
  run: 'run',
  grow: 'grown',
  take: 'taken',
  drive: 'driven',
  begin: 'begun',
  choose: 'chosen',
  speak: 'spoken',
  oversee: 'overseen',
  give: 'given',
};

/** A count that runs to today ("since 2022", "since March 2021"): in a current role it reads "I have trained…". */
const SINCE = /\bsince\s+(?:[A-Z][a-z]+\s+)?\d{4}\b/;

/**
 * The nouns a line names a role by ("Charge nurse on a 34-bed unit", "Wound care champion for the unit", "Epic
 * super-user for the go-live"): such a line says what the person is or was, "I am a charge nurse on…".
 */
const ROLE_NOUNS = new Set(
  `nurse champion super-user superuser responder lead leader owner coordinator trainer mentor preceptor
  representative liaison captain officer manager supervisor engineer member ambassador advocate administrator
  steward chair instructor tutor volunteer specialist point`
    .split(/\s+/)
    .filter(Boolean),
);
const ROLE_PREPOSITIONS = new Set(['on', 'for', 'of', 'in', 'at', 'to', 'with']);

/** A role noun phrase of up to four words, then a preposition: "First responder on …" → ["First responder", "on …"]. */
function roleLine(text: string): [string, string] | null {
  const words = text.split(/\s+/);
  for (let index = 0; index < Math.min(4, words.length - 1); index += 1) {
    if (!/^[A-Za-z][\w'-]*$/.test(words[index]!)) return null;
    if (ROLE_NOUNS.has(words[index]!.toLowerCase()) && ROLE_PREPOSITIONS.has(words[index + 1]!)) {
      return [words.slice(0, index + 1).join(' '), words.slice(index + 1).join(' ')];
    }
  }
  return null;
}

/** "…for the unit: staged pressure injuries" → "…for the unit: I staged pressure injuries". */
const colonClause = (text: string) => text.replace(/:\s+(?=[a-z])/, ': I ');

/** Words that start a line about something done to the person: "Certified as forklift trainer" → "I was certified…". */
const PASSIVE = new Set(
  'certified promoted awarded recognised recognized selected named elected licensed appointed nominated commended chosen'.split(
    ' ',
  ),
);

/**
 * "…the volume forecast; cut overtime 16%" → "…the volume forecast, and cut overtime 16%": one sentence, not two.
 * "…; no lab injuries in six years" has no verb to join: "…, with no lab injuries in six years".
 */
const joinClauses = (text: string) =>
  text.replace(/;\s+(?=[a-z])/g, ', and ').replace(/, and (?=(?:no|zero|nil)\s)/g, ', with ');

/** A verb with a prefix of its own ("Co-manage", "Re-launched"): the verb after the hyphen, the prefix kept. */
function hyphenedVerb(word: string): { base: string; form: 'past' | 'present' | 'gerund' } | null {
  const parts = /^(co|re|pre|cross|over|under)-([a-z]+)$/i.exec(word);
  if (!parts) return null;
  const verb = baseOf(parts[2]!);
  return verb ? { base: `${parts[1]!.toLowerCase()}-${verb.base}`, form: verb.form } : null;
}

/**
 * "AP Chemistry pass rate rose from 38% to 64%…", "Unit falls fell from 9 to 2": a measured result with the measure
 * first. In a letter the person says their part in it, modestly: "helped lift the AP Chemistry pass rate from…".
 */
const RESULT =
  /^((?:[A-Za-z0-9&/'-]+\s+){0,5}?[A-Za-z0-9&/'-]+)\s+(rose|grew|increased|improved|climbed|jumped|fell|dropped|decreased|declined|doubled|tripled|halved)\b(.*)$/;
const RESULT_VERBS: Record<string, string> = {
  rose: 'lift',
  climbed: 'lift',
  jumped: 'lift',
  grew: 'grow',
  increased: 'increase',
  improved: 'improve',
  fell: 'cut',
  dropped: 'cut',
  decreased: 'cut',
  declined: 'cut',
  doubled: 'double',
  tripled: 'triple',
  halved: 'halve',
};
/** Measures spoken of with "the": "the pass rate", "the unit test average"; "pick accuracy" and "falls" without. */
const COUNTED_MEASURE = /\b(?:rate|score|average|ratio|index|margin|share|time|level|backlog|count|total)$/i;

function resultLine(text: string, names: ReadonlySet<string>): Clause | null {
  const match = RESULT.exec(text);
  if (!match || !/\d/.test(text)) return null;
  const [, subject, verb, rest] = match;
  const first = subject!.split(/\s+/)[0]!;
  // "Managed a team whose output rose…": a line that starts with what the person did is read as that.
  if (/\b(?:that|which|whose|who)\b/i.test(subject!)) return null;
  const firstVerb = baseOf(first);
  if (firstVerb && firstVerb.form !== 'present') return null;
  if (firstVerb && subject!.split(/\s+/).length === 1) return null;
  const measure = lowerFirstWord(subject!, names);
  const the = /^(?:the|our|my|its|their|a|an)\b/i.test(measure) || !COUNTED_MEASURE.test(measure) ? '' : 'the ';
  return {
    kind: 'action',
    text: `helped ${RESULT_VERBS[verb!]} ${the}${measure}${joinClauses(rest!)}`,
    present: false,
  };
}

/** Whether a verb ending in a past form unknown to the list still reads as one ("Spearheaded"). */
const looksPast = (word: string) => /^[a-z]{4,}ed$/.test(word.toLowerCase()) && word !== word.toUpperCase();

const trimEnd = (line: string) => line.replace(/[\s.;,:]+$/, '');
const ALL_CAPS = (word: string) => word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);

/** What a line says about the person, in the first person. */
export type Clause =
  /** "I led the night shift": `text` follows "I"; `present` for a current duty ("I lead"). */
  | { kind: 'action'; text: string; present: boolean }
  /** "I am a registered nurse with 8 years in acute care". */
  | { kind: 'identity'; text: string };

/** "Registered nurse with 8 years…", "Backend engineer with 6 years of experience…", "Warehouse supervisor, 10 years…". */
const SUMMARY =
  /^(?:an?\s+)?((?:[A-Za-z][\w/&'-]*\s+){0,4}[A-Za-z][\w/&'-]*)\s*(,|\bwith\b|\bwho has\b)\s+(.*\b(?:years?|decades?)\b.*)$/i;

/**
 * The line as the person would say it in a letter about a role that is `current` or past, or null when it has no
 * such reading (a noun phrase: "Kafka pipelines for card payments").
 */
export function firstPerson(line: string, current: boolean, names: ReadonlySet<string> = new Set()): Clause | null {
  const text = trimEnd(line.trim());
  const first = /^([A-Za-z]+(?:-[a-z]+)?)\b/.exec(text)?.[1];
  if (!first || /^(?:I|my|we|our)$/i.test(first)) return null;
  const rest = text.slice(first.length);
  const result = resultLine(text, names);
  if (result) return result;
  // "AWS Lambda…", "NASA…": a word in capitals is a name, never a verb.
  if (!ALL_CAPS(first)) {
    if (PASSIVE.has(first.toLowerCase()) && /^\s+(?:as|to|for|in|by|with|on)\b/i.test(rest)) {
      return { kind: 'action', text: `was ${first.toLowerCase()}${joinClauses(rest)}`, present: false };
    }
    if (/^responsible$/i.test(first) && /^\s+for\b/i.test(rest)) {
      return { kind: 'action', text: `${current ? 'am' : 'was'} responsible${rest}`, present: current };
    }
    const verb = baseOf(first) ?? hyphenedVerb(first);
    if (verb) {
      // A current role's duties in the present ("I lead"); a finished role's, and every achievement, in the past.
      const present = verb.form !== 'past' && current;
      if (!present && current && SINCE.test(rest)) {
        return {
          kind: 'action',
          text: `have ${PARTICIPLE[verb.base] ?? pastOf(verb.base)}${joinClauses(rest)}`,
          present,
        };
      }
      return { kind: 'action', text: `${present ? verb.base : pastOf(verb.base)}${joinClauses(rest)}`, present };
    }
  }
  // Before "-ed" verbs: "Registered nurse with 8 years…" is who someone is, not something they did.
  const summary = SUMMARY.exec(text);
  if (summary) {
    const who = lowerFirstWord(summary[1]!, names);
    const joiner = summary[2] === ',' ? 'with' : summary[2]!.toLowerCase();
    return { kind: 'identity', text: `I am ${article(who)} ${who} ${joiner} ${summary[3]}` };
  }
  const role = ALL_CAPS(first) ? null : roleLine(text);
  if (role) {
    const noun = lowerFirstWord(role[0], names);
    const determiner = /^first\b/i.test(noun) ? 'the' : article(noun);
    const tail = colonClause(joinClauses(` ${role[1]}`));
    return { kind: 'action', text: `${current ? 'am' : 'was'} ${determiner} ${noun}${tail}`, present: current };
  }
  if (!ALL_CAPS(first) && looksPast(first)) {
    return { kind: 'action', text: `${first.toLowerCase()}${joinClauses(rest)}`, present: false };
  }
  return null;
}

/** "an ICU nurse", "an engineer", "a unit manager". */
export function article(phrase: string): string {
  const first = /^\S+/.exec(phrase)?.[0] ?? '';
  if (ALL_CAPS(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  return /^[aeiou]/i.test(first) && !/^(?:uni|eu|one|use)/i.test(first) ? 'an' : 'a';
}

/**
 * "Registered nurse" → "registered nurse"; an acronym ("ICU nurse") or one of `names` (lower-case: the person's
 * skills and employers, "python") is kept as written.
 */
export function lowerFirstWord(text: string, names: ReadonlySet<string> = new Set()): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (!/^[A-Z][a-z]+(?:-[a-z]+)*$/.test(first) || names.has(first.toLowerCase())) return text;
  return first.toLowerCase() + text.slice(first.length);
}
