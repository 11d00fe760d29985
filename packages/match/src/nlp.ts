/** Tokens of a text with their offsets, lower-case form and stem, by wink-nlp's English model's rules (tokenizer.ts). */
import model from 'wink-eng-lite-web-model';
import { splitTokens } from './tokenizer.js';

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

/**
 * The longest run of non-space characters handed to the tokeniser and the stemmer: both take time that grows faster
 * than a word's length, and no skill, tool or credential is written longer. A longer run is one opaque token.
 */
export const MAX_WORD_LENGTH = 64;

// Space, tab, line breaks, and the no-break and other Unicode spaces a pasted posting carries.
const isSpace = (code: number) =>
  code === 32 || (code >= 9 && code <= 13) || code === 160 || (code >= 0x2000 && code <= 0x200a) || code === 0x3000;

/** The runs of more than MAX_WORD_LENGTH characters without a space, found in one pass. */
function* longRuns(text: string): Generator<{ start: number; end: number }> {
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    if (i < text.length && !isSpace(text.charCodeAt(i))) continue;
    if (i - start > MAX_WORD_LENGTH) yield { start, end: i };
    start = i + 1;
  }
}

/** Splits text into tokens; offsets point into `text` so a requirement can be highlighted where it was read. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let from = 0;
  for (const run of longRuns(text)) {
    const start = run.start;
    tokenizeInto(tokens, text, from, start);
    const value = text.slice(run.start, run.end);
    const lower = value.toLowerCase();
    tokens.push({ value, lower, stem: lower, start, end: start + value.length, touchesPrevious: false });
    from = start + value.length;
  }
  tokenizeInto(tokens, text, from, text.length);
  return tokens;
}

/**
 * The tokens of many short texts, each as tokenize() reads it alone, from one pass of the tokeniser instead of one per
 * text: the dictionary's aliases at start, a library's items and skill names on every match. The texts are joined by
 * spaces, which no token spans.
 */
export function tokenizeEach(texts: readonly string[]): Token[][] {
  const all = tokenize(texts.join(' '));
  const each: Token[][] = [];
  let next = 0;
  let offset = 0;
  for (const text of texts) {
    const end = offset + text.length;
    const own: Token[] = [];
    for (; next < all.length && all[next]!.start < end; next += 1) {
      const token = all[next]!;
      own.push({
        ...token,
        start: token.start - offset,
        end: token.end - offset,
        touchesPrevious: own.length > 0 && token.touchesPrevious,
      });
    }
    each.push(own);
    offset = end + 1;
  }
  return each;
}

/** Tokens of text[from, to) (which holds no over-long run), appended with offsets into the whole text. */
function tokenizeInto(tokens: Token[], text: string, from: number, to: number): void {
  if (from >= to) return;
  const piece = text.slice(from, to);
  const split = splitTokens(piece);
  let cursor = 0;
  for (let i = 0; i < split.length; i += 1) {
    const { value, spaced } = split[i]!;
    // The rules keep the written form of each token, so it is found in order.
    const found = piece.indexOf(value, cursor);
    const start = found === -1 ? cursor : found;
    const end = found === -1 ? cursor : found + value.length;
    cursor = end;
    const lower = value.toLowerCase();
    tokens.push({
      value,
      lower,
      stem: stemOf(lower),
      start: from + start,
      end: from + end,
      // A piece starts after an over-long run or at the text's start, so its first token touches nothing.
      touchesPrevious: i > 0 && !spaced,
    });
  }
}

/** The lower-case token values of a short phrase, as the dictionary stores its aliases. */
export function phraseTokens(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.lower);
}
