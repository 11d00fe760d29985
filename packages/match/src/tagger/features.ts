/** The features the skill tagger reads for each token: its form, its neighbours, its line and the dictionary's hits. */
import { shippedDictionary } from '../dictionary.js';
import type { Token } from '../nlp.js';
import type { PhraseHit } from '../phrase-index.js';

/**
 * The longest part of a token any feature reads: no skill is written longer, and capping it keeps the time spent on
 * one token bounded however long the token is.
 */
export const MAX_FEATURE_LENGTH = 40;

/** What a neighbour beyond either end of the text reads as. */
export const OUTSIDE = '<S>';
/** Joins the parts of a feature read from several tokens; no token's word holds a space. */
export const JOIN = ' ';

// A line that starts with one of these is an item of a list; lists are where postings name what they ask for.
const BULLETS = new Set(['-', '•', '*', '·', '–', '—', '▪', '●', '○', '■', '►', '✓', '✔', '>', 'o', '◦', '‣', '⁃']);
const NUMBERED = /^(\d{1,2}|[a-z])$/;

// Words that mark a line as asking for knowledge ("experience with", "familiar with") or as describing the employer
// ("we", "our"): a line holding one tells which of its terms are asked for.
const CUES = new Set([
  'experience',
  'experienced',
  'knowledge',
  'familiar',
  'familiarity',
  'proficient',
  'proficiency',
  'skills',
  'expertise',
  'understanding',
  'background',
  'degree',
  'plus',
  'advantage',
  'using',
  'such',
  'like',
  'including',
  'stack',
  'technologies',
  'tools',
  'we',
  'our',
  'you',
  'your',
  'offer',
  'benefits',
]);

/** What every feature of one token is computed from; built once per text so each token's features cost the same. */
export interface FeatureContext {
  /** The lower-case form of each token, capped; a line break or a space as a placeholder. */
  words: string[];
  /** The stem of each token, capped. */
  stems: string[];
  /** The word shape of each token ("Xx", "d", "X.X"): capitals X, small letters x, digits d, each run cut to one. */
  shapes: string[];
  /** True for a token written with a capital letter. */
  upper: boolean[];
  /** True for a token that is only white space (a line break): never part of a skill, and given no features. */
  blank: boolean[];
  /** Each token's place in the dictionary's hits: "B-hard_skill", "I-certification", or "O" outside every hit. */
  dictionary: string[];
  /** The features of the line each token is on and of the line before it; one array shared by a line's tokens. */
  lines: string[][];
  /** The features of each line, by line number, and the line number of each token. */
  lineFeatures: string[][];
  lineOf: Int32Array;
  /** Each token's position in its line, counted in tokens that are not punctuation. */
  linePositions: number[];
  touches: boolean[];
}

/** Features that read one neighbour's word, stem, shape or dictionary place, by their offset from the token. */
export const WORD_OFFSETS = [-2, -1, 1, 2] as const;
export const STEM_OFFSETS = [-1, 1] as const;
export const SHAPE_OFFSETS = [-1, 1] as const;
export const DICTIONARY_OFFSETS = [-1, 0, 1] as const;

/** A feature that reads the words (or shapes) of several tokens at once, by their offsets. */
export interface Join {
  template: string;
  source: 'words' | 'shapes';
  offsets: readonly number[];
}

export const JOINS: readonly Join[] = [{ template: 'h-1|h|h+1', source: 'shapes', offsets: [-1, 0, 1] }];

/** The name of a feature template that reads the token at `offset`: "w-1", "w+2", "d". */
export function templateAt(prefix: string, offset: number): string {
  if (offset === 0) return prefix;
  return `${prefix}${offset > 0 ? '+' : ''}${offset}`;
}

/** A feature's name as stored: its template and its value. */
export function feature(template: string, value: string): string {
  return `${template}=${value}`;
}

/** Flags read per token, named once so reading them builds no string. */
export const FLAGS = {
  bias: feature('f', 'bias'),
  touch: feature('f', 'touch'),
  nextTouches: feature('f', 'touch+1'),
  capitalInside: feature('f', 'capmid'),
};
export const LINE_POSITIONS = ['0', '1', '2', '3', '4+'].map((position) => feature('Lpos', position));

function cap(text: string): string {
  return text.length > MAX_FEATURE_LENGTH ? text.slice(0, MAX_FEATURE_LENGTH) : text;
}

/** The word shape of a token: capitals as X, small letters as x, digits as d, anything else as itself. */
export function wordShape(value: string, maxRun: number): string {
  let shape = '';
  let last = '';
  let run = 0;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    let kind: string;
    if (code >= 48 && code <= 57) kind = 'd';
    else if (code >= 65 && code <= 90) kind = 'X';
    else if (code >= 97 && code <= 122) kind = 'x';
    else if (code < 128) kind = value[i]!;
    else {
      // Beyond ASCII a letter's case is asked of the whole code point, as a pair of surrogates is one character.
      const char = String.fromCodePoint(value.codePointAt(i)!);
      if (char.length === 2) i += 1;
      if (char !== char.toLowerCase()) kind = 'X';
      else if (char !== char.toUpperCase()) kind = 'x';
      else kind = char;
    }
    if (kind === last) {
      run += 1;
      if (run > maxRun) continue;
    } else {
      last = kind;
      run = 1;
    }
    shape += kind;
  }
  return shape;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

function bucket(count: number): string {
  if (count <= 3) return String(count);
  if (count <= 6) return '4-6';
  if (count <= 12) return '7-12';
  return '13+';
}

interface Line {
  from: number;
  to: number;
}

/** The features of each line: its length, whether it is a list item, a heading, all lower case, its cue words. */
function readLines(ctx: FeatureContext, lines: Line[], wordish: boolean[], letterOf: boolean[]): void {
  let previous: string[] = [];
  for (const line of lines) {
    let words = 0;
    let upper = false;
    let letters = false;
    let first = -1;
    let last = -1;
    const cues = new Set<string>();
    for (let i = line.from; i < line.to; i += 1) {
      if (ctx.blank[i]) continue;
      const word = ctx.words[i]!;
      if (CUES.has(word)) cues.add(word);
      if (first === -1) first = i;
      last = i;
      ctx.linePositions[i] = words;
      if (wordish[i]) words += 1;
      if (letterOf[i]) letters = true;
      if (ctx.upper[i]) upper = true;
    }
    const own: string[] = [feature('Ln', bucket(words))];
    if (first !== -1) {
      const head = ctx.words[first]!;
      const next = ctx.words[first + 1] ?? '';
      if (BULLETS.has(head) || (NUMBERED.test(head) && (next === '.' || next === ')'))) own.push('L=bullet');
      if (ctx.words[last] === ':') own.push('L=colon');
      if (letters && !upper && words >= 2) own.push('L=lower');
      if (!letters) own.push('L=noletters');
    }
    const features = [...own, ...[...cues].sort().map((cue) => feature('Lcue', cue)), ...previous];
    const number = ctx.lineFeatures.length;
    ctx.lineFeatures.push(features);
    for (let i = line.from; i < line.to; i += 1) {
      ctx.lines[i] = features;
      ctx.lineOf[i] = number;
    }
    previous = own.filter((name) => name !== 'L=noletters').map((name) => `P${name}`);
    // The text of a short line names the heading the next line sits under ("Technologies", "Requirements:").
    if (first !== -1 && words <= 3 && last - first < 8) {
      const text = ctx.words.slice(first, last + 1).join(JOIN);
      if (text.length <= MAX_FEATURE_LENGTH) previous.push(feature('Ptext', text));
    }
  }
}

/** What a token's features read of its own form, worked out once per distinct form in a text. */
interface Form {
  word: string;
  stem: string;
  shape: string;
  /** Holds a letter or a digit (is not punctuation). */
  wordish: boolean;
  letters: boolean;
  upper: boolean;
}

const NO_SPACE = (text: string) => (/\s/.test(text) ? text.replace(/\s/g, '_') : text);

function formOf(token: Token): Form {
  const value = cap(token.value);
  return {
    // A space inside a word would make the parts of a joined feature ambiguous.
    word: NO_SPACE(cap(token.lower)),
    stem: NO_SPACE(cap(token.stem)),
    shape: NO_SPACE(wordShape(value, 1)),
    wordish: LETTER_OR_DIGIT.test(value),
    letters: LETTER.test(value),
    upper: value !== value.toLowerCase(),
  };
}

/** Prepares the features of every token of a text, given the dictionary's hits in it. */
export function featureContext(tokens: readonly Token[], hits: readonly PhraseHit[]): FeatureContext {
  const n = tokens.length;
  const ctx: FeatureContext = {
    words: new Array<string>(n),
    stems: new Array<string>(n),
    shapes: new Array<string>(n),
    upper: new Array<boolean>(n),
    blank: new Array<boolean>(n),
    dictionary: new Array<string>(n).fill('O'),
    lines: new Array<string[]>(n),
    lineFeatures: [],
    lineOf: new Int32Array(n),
    linePositions: new Array<number>(n).fill(0),
    touches: new Array<boolean>(n),
  };
  const lines: Line[] = [];
  let lineStart = 0;
  const forms = new Map<string, Form>();
  const wordish = new Array<boolean>(n);
  const letters = new Array<boolean>(n);
  for (let i = 0; i < n; i += 1) {
    const token = tokens[i]!;
    ctx.touches[i] = token.touchesPrevious;
    const blank = token.value.trim() === '';
    ctx.blank[i] = blank;
    if (blank) {
      const newline = token.value.includes('\n');
      const placeholder = newline ? '<NL>' : '<SP>';
      ctx.words[i] = placeholder;
      ctx.stems[i] = placeholder;
      ctx.shapes[i] = placeholder;
      ctx.upper[i] = false;
      wordish[i] = false;
      letters[i] = false;
      if (newline) {
        lines.push({ from: lineStart, to: i + 1 });
        lineStart = i + 1;
      }
      continue;
    }
    let form = forms.get(token.value);
    if (!form) {
      form = formOf(token);
      forms.set(token.value, form);
    }
    ctx.words[i] = form.word;
    ctx.stems[i] = form.stem;
    ctx.shapes[i] = form.shape;
    ctx.upper[i] = form.upper;
    wordish[i] = form.wordish;
    letters[i] = form.letters;
  }
  if (lineStart < n) lines.push({ from: lineStart, to: n });
  readLines(ctx, lines, wordish, letters);

  const terms = shippedDictionary().terms;
  for (const hit of hits) {
    const category = terms.get(hit.entry.termId)?.category ?? 'unknown';
    for (let i = hit.from; i < hit.to && i < n; i += 1) ctx.dictionary[i] = `${i === hit.from ? 'B' : 'I'}-${category}`;
  }
  return ctx;
}

/**
 * The features of a token's own form (the same wherever the token stands, so the tagger adds up their weights once
 * per distinct token of a text).
 */
export function ownFeatures(
  value: string,
  word: string,
  stem: string,
  emit: (template: string, value: string) => void,
): void {
  const capped = cap(value);
  emit('w', word);
  emit('s', stem);
  emit('h', wordShape(capped, 4));
  emit('hh', wordShape(capped, 1));
  const length = word.length;
  for (let k = 2; k <= 4 && k < length; k += 1) {
    emit(PREFIXES[k]!, word.slice(0, k));
    emit(SUFFIXES[k]!, word.slice(length - k));
  }
  if (/\d/.test(capped)) emit('o', 'digit');
  if (/[+#]/.test(capped)) emit('o', 'plus');
  if (length > 1 && /[./-]/.test(capped)) emit('o', 'joined');
  if (capped.length === 1) emit('o', 'single');
  if (value.length >= MAX_FEATURE_LENGTH) emit('o', 'long');
}

const PREFIXES = ['', '', 'p2', 'p3', 'p4'];
const SUFFIXES = ['', '', 'x2', 'x3', 'x4'];

function at(values: readonly string[], k: number): string {
  return k >= 0 && k < values.length ? values[k]! : OUTSIDE;
}

/** Whether a token is written with a capital inside a sentence (a name, a product) rather than starting one. */
export function capitalInside(ctx: FeatureContext, i: number): boolean {
  if (!ctx.upper[i] || ctx.linePositions[i] === 0) return false;
  const before = at(ctx.words, i - 1);
  return before !== '.' && before !== ':';
}

/** The line position feature of token i. */
export function linePosition(ctx: FeatureContext, i: number): string {
  return LINE_POSITIONS[Math.min(ctx.linePositions[i]!, 4)]!;
}

/** The features joining a dictionary hit with the line it is on ("a hard skill on a bulleted line"). */
export function dictionaryLineFeatures(ctx: FeatureContext, i: number): string[] {
  const place = ctx.dictionary[i]!;
  if (place === 'O') return [];
  return ctx.lines[i]!.map((line) => feature('dl', `${place}&${line}`));
}

/**
 * Every feature of token i, as training reads them. The tagger reads the same features part by part, from caches
 * (see `emissionScores`); a test checks that both add up to the same scores.
 */
export function tokenFeatures(ctx: FeatureContext, tokens: readonly Token[], i: number): string[] {
  if (ctx.blank[i]) return [];
  const features: string[] = [];
  ownFeatures(tokens[i]!.value, ctx.words[i]!, ctx.stems[i]!, (template, value) =>
    features.push(feature(template, value)),
  );
  features.push(FLAGS.bias);
  for (const k of WORD_OFFSETS) features.push(feature(templateAt('w', k), at(ctx.words, i + k)));
  for (const k of STEM_OFFSETS) features.push(feature(templateAt('s', k), at(ctx.stems, i + k)));
  for (const k of SHAPE_OFFSETS) features.push(feature(templateAt('h', k), at(ctx.shapes, i + k)));
  for (const k of DICTIONARY_OFFSETS) features.push(feature(templateAt('d', k), at(ctx.dictionary, i + k)));
  for (const join of JOINS) {
    const values = ctx[join.source];
    features.push(feature(join.template, join.offsets.map((k) => at(values, i + k)).join(JOIN)));
  }
  if (ctx.touches[i]) features.push(FLAGS.touch);
  if (i + 1 < tokens.length && ctx.touches[i + 1]) features.push(FLAGS.nextTouches);
  if (capitalInside(ctx, i)) features.push(FLAGS.capitalInside);
  features.push(linePosition(ctx, i));
  features.push(...ctx.lines[i]!);
  features.push(...dictionaryLineFeatures(ctx, i));
  return features;
}
