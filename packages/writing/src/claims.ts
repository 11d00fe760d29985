/**
 * The no-invented-claims check: every skill, employer, title, degree, certification or number a letter (or a
 * rewritten line) states must appear in the user's library. What does not is returned with where it is, so the
 * editor can underline it ("not in your profile") and the export can refuse until the user resolves it.
 */
import { PostingError, readPostingText, weighPosting, type Dictionary } from '@hirestride/match';
import type { WritingLibrary } from './letter-types.js';

import type { ClaimKind } from './claim-key.js';

export type { ClaimKind };

export interface UnsupportedClaim {
  kind: ClaimKind;
  /** The words as the text has them. */
  text: string;
  /** Offsets into the checked text, end exclusive. */
  start: number;
  end: number;
}

export interface ClaimContext {
  library: WritingLibrary;
  /**
   * The job the text is for: its title and company may be named without being in the library, and so may the
   * times, numbers and names its posting states ("shifts 2:30–11:00", "a 220-bed hospital", "at Mercy General"):
   * they are facts about the job, not claims about the person.
   */
  job: { title: string; company: string; postingText?: string };
  now: string;
  dictionary?: Dictionary;
}

export { claimKey } from './claim-key.js';

/** Everything the library says, as one lowercase text to look names up in. */
function libraryText(context: ClaimContext): string {
  const { library, job } = context;
  return [
    library.name,
    job.title,
    job.company,
    ...library.experiences.flatMap((e) => [e.job_title, e.company, e.description, e.start_date, e.end_date ?? '']),
    ...library.skills.map((s) => s.skill_name),
    ...library.education.flatMap((e) => [e.degree, e.field, e.institution]),
    ...library.certifications.flatMap((c) => [c.cert_name, c.issuer]),
    ...library.snippets.flatMap((s) => [s.title, s.content]),
  ]
    .join('\n')
    .toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether the library names this phrase as whole words. */
const mentions = (haystack: string, phrase: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(phrase.toLowerCase())}(?:$|[^\\p{L}\\p{N}])`, 'u').test(haystack);

const NUMBER = /(?:[$£€]\s?)?\d+(?:[.,]\d+)*(?:\s?(?:%|k\b|m\b|bn\b|x\b))?/gi;
/** A time of day ("2:30", "11:00 pm", "7.30am"): when a shift runs or an interview is, never a claim about the person. */
const CLOCK = /\b\d{1,2}[:.][0-5]\d\b(?:\s?(?:am|pm|a\.m\.|p\.m\.))?|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)/gi;
const digitsOf = (text: string) =>
  text
    .replace(/[^\d.,]/g, '')
    .replace(/,(?=\d{3}\b)/g, '')
    .replace(/[.,]+$/, '');

function numberClaims(text: string, haystack: string, posting: string): UnsupportedClaim[] {
  const known = new Set([...`${haystack}\n${posting}`.matchAll(NUMBER)].map((match) => digitsOf(match[0])));
  const clocks = [...text.matchAll(CLOCK)].map((match) => [match.index, match.index + match[0].length] as const);
  const inClock = (at: number) => clocks.some(([start, end]) => at >= start && at < end);
  return [...text.matchAll(NUMBER)]
    .filter((match) => !known.has(digitsOf(match[0])) && !inClock(match.index))
    .map((match) => ({
      kind: 'number' as const,
      text: match[0].trim(),
      start: match.index,
      end: match.index + match[0].trimEnd().length,
    }));
}

// A run of capitalised words (with "&", "of", "and" inside), as organisations and titles are written.
// Words are joined by single spaces (never a line break), and a full stop belongs to a word only inside it (Node.js).
const WORD = String.raw`[A-Z](?:[\p{L}\p{N}&'-]|\.(?=\p{L}))*`;
const NAME = String.raw`(${WORD}(?: (?:of|and|&|${WORD}))*)`;
const PATTERNS: Array<{ kind: ClaimKind; pattern: RegExp }> = [
  { kind: 'employer', pattern: new RegExp(String.raw`\b(?:[Aa]t|[Jj]oined|[Ff]or|[Ff]rom)\s+${NAME}`, 'gu') },
  { kind: 'title', pattern: new RegExp(String.raw`\b[Aa]s\s+(?:an?\s+|the\s+)?${NAME}`, 'gu') },
];
// Capitalised words that start a name-shaped run without being one.
const NOT_NAMES = new Set(['i', 'the', 'a', 'an', 'my', 'our', 'your', 'this', 'that', 'it', 'we', 'you']);

function nameClaims(text: string, haystack: string, posting: string): UnsupportedClaim[] {
  const claims: UnsupportedClaim[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      // "at Sage I wrote": the name ends before a pronoun or article that happens to be capitalised.
      const words = match[1]!.split(' ');
      const stop = words.findIndex((word, i) => i > 0 && NOT_NAMES.has(word.toLowerCase()));
      const name = (stop > 0 ? words.slice(0, stop) : words)
        .join(' ')
        .replace(/(?: (?:of|and|&))+$/, '')
        .replace(/['’]s$|[.'’-]+$/, '');
      if (!name || NOT_NAMES.has(name.toLowerCase()) || mentions(haystack, name) || mentions(posting, name)) continue;
      const start = match.index + match[0].lastIndexOf(match[1]!);
      claims.push({ kind, text: name, start, end: start + name.length });
    }
  }
  return claims;
}

const DEGREE_LEVELS: Array<[RegExp, string[]]> = [
  [/^(?:bsc|bs|ba|beng|bachelor(?:'s|’s)?)$/i, ['bsc', 'bs', 'ba', 'beng', 'bachelor']],
  [/^(?:msc|ms|ma|meng|mba|master(?:'s|’s)?)$/i, ['msc', 'ms', 'ma', 'meng', 'mba', 'master']],
  [/^(?:phd|ph\.d\.?|doctorate)$/i, ['phd', 'ph.d', 'doctor']],
];
const DEGREE = new RegExp(
  String.raw`\b(BSc|BS|BA|BEng|MSc|MS|MA|MEng|MBA|PhD|Ph\.D\.?|[Bb]achelor(?:'s|’s)?|[Mm]aster(?:'s|’s)?|[Dd]octorate)\b(?:\s+(?:degree\s+)?(?:in|of)\s+${NAME})?`,
  'gu',
);

function degreeClaims(text: string, library: WritingLibrary): UnsupportedClaim[] {
  // Whole words: "ma" must not be found in "mathematics".
  const education = library.education.map((e) =>
    `${e.degree} ${e.field}`
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .split(/[^\p{L}.]+/u)
      .map((word) => word.replace(/\.$/, '')),
  );
  const claims: UnsupportedClaim[] = [];
  for (const match of text.matchAll(DEGREE)) {
    const level = DEGREE_LEVELS.find(([pattern]) => pattern.test(match[1]!));
    const field = match[2]?.toLowerCase();
    const held = education.some(
      (entry) =>
        (!level || level[1].some((word) => entry.includes(word))) && (!field || entry.includes(field.split(/\s+/)[0]!)),
    );
    if (!held) claims.push({ kind: 'degree', text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return claims;
}

/**
 * Skills and certifications the dictionary recognises in the text that the library neither shows nor names (the
 * user's name "Ada" is not the language).
 */
function termClaims(text: string, context: ClaimContext, haystack: string): UnsupportedClaim[] {
  try {
    const cleaned = readPostingText(text);
    const { requirements } = weighPosting({
      postingText: text,
      // No title or company: every sentence is read, including those about the employer.
      library: context.library,
      now: context.now,
      ...(context.dictionary ? { dictionary: context.dictionary } : {}),
    });
    const found = requirements
      // The learned reader's finds are guesses at words the dictionary lacks ("chance to run safe"): a false alarm
      // costs the user a confirmation, so only the dictionary's terms are claims.
      .filter(
        (r) => ['hard_skill', 'certification', 'language'].includes(r.category) && r.status !== 'matched' && !r.learned,
      )
      .flatMap((r) =>
        r.spans.map(([start, end]) => ({
          kind: r.category === 'certification' ? ('certification' as const) : ('skill' as const),
          text: cleaned.slice(start, end),
          start,
        })),
      )
      .sort((a, b) => a.start - b.start);
    // The engine's offsets are into its cleaned copy of the text; find each phrase in the text as given.
    let cursor = 0;
    return found.flatMap((claim) => {
      const at = text.indexOf(claim.text, Math.min(cursor, claim.start));
      if (at < 0 || mentions(haystack, claim.text)) return [];
      cursor = at + claim.text.length;
      return [{ kind: claim.kind, text: claim.text, start: at, end: at + claim.text.length }];
    });
  } catch (error) {
    if (error instanceof PostingError) return [];
    throw error;
  }
}

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
/** The posting's "we" and "our" turned to its reader ("you", "your") still quote it. */
const turned = (text: string) => text.replace(/\b(?:we|us|our|ours|you|your|yours)\b/g, '@');

/**
 * Whether the words around a claim are copied from the posting ("I was glad to read that Kettle & Crumb makes
 * small-batch baking mixes"): a sentence quoting the job is about the job, not a claim about the person.
 */
function quotesPosting(text: string, claim: UnsupportedClaim, posting: string): boolean {
  if (!posting) return false;
  const source = turned(squeeze(posting));
  const copied = (from: number, to: number) => {
    const window = squeeze(text.slice(Math.max(0, from), to)).trim();
    return window.length >= claim.end - claim.start + 12 && source.includes(turned(window));
  };
  // A dozen or more of the posting's own characters on either side, as a quoted phrase has.
  return [30, 15].some((reach) => copied(claim.start - reach, claim.end) || copied(claim.start, claim.end + reach));
}

/** The claims in `text` the library cannot back, in the order they appear; overlapping finds are reported once. */
export function checkClaims(text: string, context: ClaimContext): UnsupportedClaim[] {
  if (text.trim() === '') return [];
  const haystack = libraryText(context);
  const posting = (context.job.postingText ?? '').toLowerCase();
  // On the same words, the more specific reading wins: "joined Stripe" is an employer before it is a skill.
  const all = [
    ...degreeClaims(text, context.library),
    ...nameClaims(text, haystack, posting),
    ...termClaims(text, context, haystack),
    ...numberClaims(text, haystack, posting),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: UnsupportedClaim[] = [];
  for (const claim of all) {
    if (kept.some((k) => claim.start < k.end && k.start < claim.end)) continue;
    if (quotesPosting(text, claim, posting)) continue;
    kept.push(claim);
  }
  return kept;
}
