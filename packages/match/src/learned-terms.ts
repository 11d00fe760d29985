/** Skills the dictionary lacks, read by the learned reader: named by their own words, never where a term stands. */
import type { Dictionary } from './dictionary.js';
import { findDegrees } from './education.js';
import type { Token } from './nlp.js';
import type { PhraseHit } from './phrase-index.js';
import { isPlaceName } from './place-names.js';
import type { ExtraTerm } from './types.js';

/** How many tokens the learned reader reads at most: about 3,000 words of posting. */
const LEARNED_MAX_INPUT = 4_000;
/** The longest skill the learned reader reports, in tokens: longer spans are descriptions, not names. */
const LEARNED_MAX_TOKENS = 5;
const WORD = /[\p{L}\p{N}]/u;
const DEGREE_WORD = /degree|bachelor|master|diploma|doctor|ph\.?d|\b[bm]\.?[aes]|\bmba\b|level/i;
const EDGE_WORDS = new Set([
  'or',
  'and',
  'of',
  'the',
  'a',
  'an',
  'in',
  'with',
  'for',
  'to',
  'on',
  'as',
  'such',
  'eg',
  'e.g.',
]);

/**
 * Skills the dictionary lacks, as the learned reader finds them (`Dictionary.tagger`): hard skills named by their own
 * words ("learned:" and the lower-case phrase), never where a dictionary term or the user's own skill stands.
 */
export function learnedTerms(
  text: string,
  tokens: Token[],
  known: PhraseHit[],
  dictionary: Dictionary,
): { hits: PhraseHit[]; terms: Map<string, ExtraTerm>; doubted: Set<PhraseHit> } {
  const terms = new Map<string, ExtraTerm>();
  const hits: PhraseHit[] = [];
  const doubted = new Set<PhraseHit>();
  if (!dictionary.tagger) return { hits, terms, doubted };
  const taken = new Uint8Array(tokens.length);
  for (const hit of known) taken.fill(1, hit.from, hit.to);
  // Real postings run to a few thousand tokens; past that only the dictionary reads, so a long paste costs no more
  // than a long posting.
  const read = tokens.length > LEARNED_MAX_INPUT ? tokens.slice(0, LEARNED_MAX_INPUT) : tokens;
  const readHits = read === tokens ? known : known.filter((hit) => hit.to <= read.length);
  const reading = dictionary.tagger(read, readHits);
  // A doubtful term's hit (one SkillSpan's train split rarely labels where the dictionary reads it) stands only where
  // the learned reader finds a skill in its context.
  const doubtful = dictionary.doubtful;
  if (doubtful) {
    for (const hit of readHits) {
      if (doubtful.terms.has(hit.entry.termId) && reading.score(hit.from, hit.to) < doubtful.floor) doubted.add(hit);
    }
  }
  for (const span of reading.spans()) {
    let { from, to } = span;
    // Punctuation and joining words at either end are not part of a name ("(Docker", "translation or").
    const edge = (token: Token) => !WORD.test(token.value) || EDGE_WORDS.has(token.lower);
    while (from < to && edge(tokens[from]!)) from += 1;
    while (to > from && edge(tokens[to - 1]!)) to -= 1;
    if (to <= from || to - from > LEARNED_MAX_TOKENS) continue;
    if (taken.subarray(from, to).some((flag) => flag === 1)) continue;
    if (isPlaceName(tokens.slice(from, to).map((token) => token.value))) continue;
    // A degree is read as education, and a lone lower-case word is rarely a name of its own ("foreign").
    const words = tokens.slice(from, to);
    const spanText = text.slice(words[0]!.start, words.at(-1)!.end);
    if (DEGREE_WORD.test(spanText) && findDegrees(spanText).length > 0) continue;
    if (words.length === 1 && words[0]!.value === words[0]!.lower && words[0]!.value.length < 4) continue;
    const phrase = text.slice(tokens[from]!.start, tokens[to - 1]!.end);
    if (phrase.length < 2 || phrase.length > 60) continue;
    const id = `learned:${phrase.toLowerCase().replace(/\s+/g, ' ')}`;
    if (!terms.has(id)) terms.set(id, { id, name: phrase, category: 'hard_skill' });
    hits.push({ entry: { termId: id, alias: phrase, exactValues: null, mustTouch: [] }, from, to });
  }
  return { hits, terms, doubted };
}
