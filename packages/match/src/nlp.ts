/** Tokens of a text with their offsets, lower-case form and stem, from wink-nlp's English model (loaded once per process). */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface Token {
  /** The token as written. */
  value: string;
  /** Lower-case form: what dictionary aliases are compared with. */
  lower: string;
  /** Porter2 stem of the lower-case form: what a stem match compares. */
  stem: string;
  /** Offsets in the text the token came from (end exclusive). */
  start: number;
  end: number;
  /** True when no space separates this token from the one before ("C++" is three touching tokens). */
  touchesPrevious: boolean;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

// Only the tokeniser and its token properties are used: sentence boundaries and POS tags would
// cost time on every posting and library item and nothing here reads them.
function instance(): Nlp {
  nlp ??= winkNLP(model, []);
  return nlp;
}

// The model's own Porter2 stemmer (what wink's its.stem calls), remembered per word: stemming every token of every
// library item on each match was most of a match's time, and the words repeat.
const stems = new Map<string, string>();
const STEMS_KEPT = 200_000;
function stemOf(lower: string): string {
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = (model as unknown as { addons: { stem(word: string): string } }).addons.stem(lower);
    if (stems.size >= STEMS_KEPT) stems.clear();
    stems.set(lower, stem);
  }
  return stem;
}

/** Splits text into tokens; offsets point into `text` so a requirement can be highlighted where it was read. */
export function tokenize(text: string): Token[] {
  const engine = instance();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const tokens: Token[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] ?? '';
    // wink keeps the written form of each token, so it is found in order; its offsets are not exposed.
    const found = text.indexOf(value, cursor);
    const start = found === -1 ? cursor : found;
    const end = found === -1 ? cursor : found + value.length;
    cursor = end;
    const lower = value.toLowerCase();
    tokens.push({
      value,
      lower,
      stem: stemOf(lower),
      start,
      end,
      touchesPrevious: i > 0 && (spaces[i] ?? '') === '',
    });
  }
  return tokens;
}

/** The lower-case token values of a short phrase, as the dictionary stores its aliases. */
export function phraseTokens(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.lower);
}
