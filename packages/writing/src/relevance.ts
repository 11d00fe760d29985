/**
 * BM25 over a person's own lines: how well each line answers a query (a question, a posting's duties). A word most
 * lines share says little, and a long line is not favoured for its length.
 */

const K1 = 1.2;
const B = 0.75;

/** Words too common in questions and postings to say what they are about. */
const STOP = new Set(
  'tell about time when your what that with have were they this from describe give example would could which there their you will work able must also into other more such these those using within'.split(
    ' ',
  ),
);

/** A word as a stem that also finds its other forms ("teams", "teamwork" for "team"; "settlement" for "settle"). */
export const stemOf = (word: string) => (word.length > 6 ? word.slice(0, 6) : word);

/** The words of a text worth matching: lower case, longer than three letters, not a stop word. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 3 && !STOP.has(word));

/** Words that name no particular skill: "management", "systems". */
const GENERIC_WORDS = new Set(
  'and or of the in for with to management skills skill experience systems system software tools tool data operations support service services'.split(
    ' ',
  ),
);
/**
 * The words that can name a skill, short ones kept ("RF", "IV"), plurals folded ("IVs" → "iv"): unlike `wordsOf`,
 * for telling whether a line names a skill, not for ranking lines.
 */
export const skillWordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !GENERIC_WORDS.has(word))
    .map((word) => word.replace(/(?<=..)s$/, ''));

/**
 * The query for a text: each distinct stem of its words, weighing 1; or, `counted`, as often as the text says it (up to
 * `MOST_COUNTED` times), so what a posting keeps coming back to ("payments", "reconciliation") weighs more than a tool
 * it names once.
 */
export function queryOf(text: string, counted = false): Map<string, number> {
  const query = new Map<string, number>();
  for (const stem of wordsOf(text).map(stemOf))
    query.set(stem, counted ? Math.min(MOST_COUNTED, (query.get(stem) ?? 0) + 1) : 1);
  return query;
}
const MOST_COUNTED = 3;

/** Each line's BM25 score for the query (stem → weight), stems matched as prefixes of the line's words. */
export function bm25(lines: string[], query: ReadonlyMap<string, number>): number[] {
  const docs = lines.map((line) =>
    line
      .toLowerCase()
      .split(/[^a-z0-9%-]+/)
      .filter(Boolean),
  );
  const average = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, docs.length);
  const scores = docs.map(() => 0);
  for (const [term, weight] of query) {
    // A short stem is a whole word: "led" is not in "ledger".
    const matches = (word: string) => (term.length <= 3 ? word === term : word.startsWith(term));
    const counts = docs.map((doc) => doc.filter(matches).length);
    const holding = counts.filter(Boolean).length;
    if (holding === 0) continue;
    const idf = Math.log(1 + (docs.length - holding + 0.5) / (holding + 0.5));
    counts.forEach((count, index) => {
      if (count === 0) return;
      const norm = K1 * (1 - B + (B * docs[index]!.length) / (average || 1));
      scores[index]! += weight * idf * ((count * (K1 + 1)) / (count + norm));
    });
  }
  return scores;
}
