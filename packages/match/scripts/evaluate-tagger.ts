/** Measures the skill tagger, the dictionary and their union on SkillSpan's dev split, by term and by exact span. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Dictionary, shippedDictionary } from '../src/dictionary.js';
import { type Token, tokenize } from '../src/nlp.js';
import { findPhrases, type PhraseHit } from '../src/phrase-index.js';
import type { SkillReading, TaggerModel } from '../src/tagger/tagger.js';
import { readingText, tagLineRanges } from '../src/tag-lines.js';

export type CharSpan = [number, number];

export interface SkillSpanPosting {
  id: string;
  split: 'train' | 'dev';
  source: 'tech' | 'house';
  text: string;
  knowledge: CharSpan[];
  skill: CharSpan[];
  expected_terms: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** The SkillSpan file: `SKILLSPAN_FILE`, or the shared copy beside the repository. */
export function dataFile(): string {
  return process.env.SKILLSPAN_FILE ?? path.resolve(repoRoot, '../shared/data/skillspan/skillspan-train-dev.json');
}

export function loadPostings(file = dataFile()): SkillSpanPosting[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { postings: SkillSpanPosting[] };
  return parsed.postings;
}

/** A posting read once: its tokens and the dictionary's hits, which every measurement reuses. */
export interface ReadPosting {
  posting: SkillSpanPosting;
  tokens: Token[];
  hits: PhraseHit[];
}

export function readPosting(posting: SkillSpanPosting, dictionary: Dictionary = shippedDictionary()): ReadPosting {
  return { posting, ...readAsEngine(posting.text, dictionary) };
}

/**
 * A text's tokens and dictionary hits as the engine reads them (`extractRequirements`): a lower-case tag line's
 * hyphens read as spaces ("amazon-web-services"), and its exact-case aliases in any case.
 */
export function readAsEngine(
  text: string,
  dictionary: Dictionary = shippedDictionary(),
): { tokens: Token[]; hits: PhraseHit[] } {
  const tags = tagLineRanges(text);
  const tokens = tokenize(readingText(text, tags));
  const inTags = (i: number) => tags.some(([from, to]) => tokens[i]!.start >= from && tokens[i]!.end <= to);
  return { tokens, hits: findPhrases(tokens, [dictionary.index], inTags) };
}

/** The character span of a token range. */
export function charSpan(tokens: Token[], from: number, to: number): CharSpan {
  return [tokens[from]!.start, tokens[to - 1]!.end];
}

/** A span's text as a term: lower case, single spaces, no punctuation around it. */
export function termOf(text: string, span: CharSpan): string {
  return text
    .slice(span[0], span[1])
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');
}

const overlaps = (a: CharSpan, b: CharSpan) => a[0] < b[1] && b[0] < a[1];

export interface Counts {
  /** Distinct predicted terms, and those with a span overlapping a gold span. */
  predicted: number;
  correct: number;
  /** Distinct gold terms, and those with a span overlapping a predicted span. */
  gold: number;
  found: number;
  /** Predicted and gold spans, and those matched exactly. */
  predictedSpans: number;
  exactPredicted: number;
  goldSpans: number;
  exactGold: number;
}

export const emptyCounts = (): Counts => ({
  predicted: 0,
  correct: 0,
  gold: 0,
  found: 0,
  predictedSpans: 0,
  exactPredicted: 0,
  goldSpans: 0,
  exactGold: 0,
});

function byTerm(text: string, spans: readonly CharSpan[]): Map<string, CharSpan[]> {
  const terms = new Map<string, CharSpan[]>();
  for (const span of spans) {
    const term = termOf(text, span);
    if (term === '') continue;
    const list = terms.get(term) ?? [];
    list.push(span);
    terms.set(term, list);
  }
  return terms;
}

export interface TermErrors {
  /** Predicted terms none of whose spans overlaps a gold span. */
  extra: Array<{ term: string; span: CharSpan }>;
  /** Gold terms none of whose spans overlaps a predicted span. */
  missed: Array<{ term: string; span: CharSpan }>;
}

/** Adds one posting's figures to `counts` and returns its errors. */
export function countPosting(text: string, gold: readonly CharSpan[], predicted: readonly CharSpan[], counts: Counts) {
  const errors: TermErrors = { extra: [], missed: [] };
  const goldTerms = byTerm(text, gold);
  const predictedTerms = byTerm(text, predicted);
  for (const [term, spans] of predictedTerms) {
    counts.predicted += 1;
    if (spans.some((span) => gold.some((g) => overlaps(span, g)))) counts.correct += 1;
    else errors.extra.push({ term, span: spans[0]! });
  }
  for (const [term, spans] of goldTerms) {
    counts.gold += 1;
    if (spans.some((span) => predicted.some((p) => overlaps(span, p)))) counts.found += 1;
    else errors.missed.push({ term, span: spans[0]! });
  }
  const goldKeys = new Set(gold.map((span) => `${span[0]}:${span[1]}`));
  const predictedKeys = new Set(predicted.map((span) => `${span[0]}:${span[1]}`));
  counts.predictedSpans += predictedKeys.size;
  counts.goldSpans += goldKeys.size;
  let exact = 0;
  for (const key of predictedKeys) if (goldKeys.has(key)) exact += 1;
  counts.exactPredicted += exact;
  counts.exactGold += exact;
  return errors;
}

export interface Figures {
  precision: number;
  recall: number;
  f1: number;
  strictPrecision: number;
  strictRecall: number;
  strictF1: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const harmonic = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

export function figuresOf(counts: Counts): Figures {
  const precision = ratio(counts.correct, counts.predicted);
  const recall = ratio(counts.found, counts.gold);
  const strictPrecision = ratio(counts.exactPredicted, counts.predictedSpans);
  const strictRecall = ratio(counts.exactGold, counts.goldSpans);
  return {
    precision,
    recall,
    f1: harmonic(precision, recall),
    strictPrecision,
    strictRecall,
    strictF1: harmonic(strictPrecision, strictRecall),
  };
}

/** The dictionary's hard-skill hits as character spans. */
export function dictionarySpans(read: ReadPosting, dictionary: Dictionary = shippedDictionary()): CharSpan[] {
  return read.hits
    .filter((hit) => dictionary.terms.get(hit.entry.termId)?.category === 'hard_skill')
    .map((hit) => charSpan(read.tokens, hit.from, hit.to));
}

/** The dictionary's hard-skill spans, and the tagger's spans that overlap none of them. */
export function unionSpans(dictionary: readonly CharSpan[], tagger: readonly CharSpan[]): CharSpan[] {
  const added = tagger.filter((span) => !dictionary.some((hit) => overlaps(span, hit)));
  return [...dictionary, ...added].sort((a, b) => a[0] - b[0]);
}

/**
 * What is measured: the dictionary's hard-skill hits alone; the tagger alone; their union (every hit, and the tagger's
 * spans that overlap none); and the checked union (the hits the tagger rates at least the floor, and its spans).
 */
export const SYSTEMS = ['dictionary', 'tagger', 'union', 'checked'] as const;
export type System = (typeof SYSTEMS)[number];
export const SOURCES = ['tech', 'house', 'all'] as const;
export type Source = (typeof SOURCES)[number];

export type Table = Record<Source, Record<System, Counts>>;

export function emptyTable(): Table {
  const row = () => ({
    dictionary: emptyCounts(),
    tagger: emptyCounts(),
    union: emptyCounts(),
    checked: emptyCounts(),
  });
  return { tech: row(), house: row(), all: row() };
}

export interface TermError {
  posting: SkillSpanPosting;
  kind: 'extra' | 'missed';
  term: string;
  span: CharSpan;
}

/** Counts one posting into the table for each system; returns the errors of `system`. */
export function countSystems(
  read: ReadPosting,
  spans: Record<System, readonly CharSpan[]>,
  table: Table,
  system: System,
): TermError[] {
  const errors: TermError[] = [];
  const { posting } = read;
  for (const each of SYSTEMS) {
    countPosting(posting.text, posting.knowledge, spans[each], table[posting.source][each]);
    const found = countPosting(posting.text, posting.knowledge, spans[each], table.all[each]);
    if (each !== system) continue;
    for (const error of found.extra) errors.push({ posting, kind: 'extra', ...error });
    for (const error of found.missed) errors.push({ posting, kind: 'missed', ...error });
  }
  return errors;
}

const fixed = (value: number) => value.toFixed(3);

export function printTable(table: Table): void {
  console.log('source  system      terms P   R     F1    | exact spans P   R     F1    | terms predicted / gold');
  for (const source of SOURCES) {
    for (const system of SYSTEMS) {
      const counts = table[source][system];
      const f = figuresOf(counts);
      console.log(
        `${source.padEnd(7)} ${system.padEnd(10)}  ${fixed(f.precision)} ${fixed(f.recall)} ${fixed(f.f1)} |             ${fixed(f.strictPrecision)} ${fixed(f.strictRecall)} ${fixed(f.strictF1)} | ${counts.predicted} / ${counts.gold}`,
      );
    }
  }
}

/** The spans of each system in one posting, given what the tagger read in it. */
export function systemSpans(
  read: ReadPosting,
  reading: SkillReading,
  threshold: number,
  floor: number,
): Record<System, CharSpan[]> {
  const dictionary = dictionarySpans(read);
  const tagger = reading.spans(threshold).map((span) => charSpan(read.tokens, span.from, span.to));
  const hardSkills = shippedDictionary().terms;
  const checkedHits = read.hits
    .filter((hit) => hardSkills.get(hit.entry.termId)?.category === 'hard_skill')
    .filter((hit) => reading.score(hit.from, hit.to) >= floor)
    .map((hit) => charSpan(read.tokens, hit.from, hit.to));
  return {
    dictionary,
    tagger,
    union: unionSpans(dictionary, tagger),
    checked: unionSpans(checkedHits, tagger),
  };
}

export interface EvaluationOptions {
  /** Further tagger thresholds to show the trade-off at. */
  thresholds?: readonly number[];
  /** Further dictionary floors to show the checked union at. */
  floors?: readonly number[];
  /** How many false positives and false negatives of the checked union to print. */
  examples?: number;
}

/** Measures a model on the dev split; prints the table at the model's own threshold and floor, and the trade-offs. */
export async function evaluateModel(
  model: TaggerModel,
  postings: readonly SkillSpanPosting[],
  options: EvaluationOptions = {},
): Promise<Table> {
  const { readSkills } = await import('../src/tagger/tagger.js');
  const dev = postings.filter((posting) => posting.split === 'dev').map((posting) => readPosting(posting));
  const readings = dev.map((read) => readSkills(model, read.tokens, read.hits));
  const measure = (threshold: number, floor: number, errors?: TermError[]) => {
    const table = emptyTable();
    dev.forEach((read, k) => {
      const found = countSystems(read, systemSpans(read, readings[k]!, threshold, floor), table, 'checked');
      errors?.push(...found);
    });
    return table;
  };
  const errors: TermError[] = [];
  const table = measure(model.threshold, model.dictionaryFloor, errors);
  console.log(
    `\ndev split, ${dev.length} postings; tagger threshold ${model.threshold}, dictionary floor ${model.dictionaryFloor}:`,
  );
  printTable(table);

  const thresholds = [...new Set([model.threshold, ...(options.thresholds ?? [])])].sort((a, b) => a - b);
  if (thresholds.length > 1) {
    console.log(`\ntagger threshold trade-off (all dev postings; checked union at floor ${model.dictionaryFloor}):`);
    console.log('threshold  tagger P   R     F1    | union P   R     F1    | checked P   R     F1');
    for (const threshold of thresholds) {
      const all = measure(threshold, model.dictionaryFloor).all;
      const [t, u, c] = [all.tagger, all.union, all.checked].map(figuresOf) as [Figures, Figures, Figures];
      console.log(
        `${threshold.toFixed(2).padEnd(9)}  ${fixed(t.precision)} ${fixed(t.recall)} ${fixed(t.f1)} | ${fixed(u.precision)} ${fixed(u.recall)} ${fixed(u.f1)} | ${fixed(c.precision)} ${fixed(c.recall)} ${fixed(c.f1)}`,
      );
    }
  }
  const floors = [...new Set([model.dictionaryFloor, ...(options.floors ?? [])])].sort((a, b) => a - b);
  if (floors.length > 1) {
    console.log(`\ndictionary floor trade-off (all dev postings; tagger threshold ${model.threshold}):`);
    console.log('floor      checked P   R     F1');
    for (const floor of floors) {
      const c = figuresOf(measure(model.threshold, floor).all.checked);
      console.log(`${floor.toFixed(2).padEnd(9)}  ${fixed(c.precision)} ${fixed(c.recall)} ${fixed(c.f1)}`);
    }
  }
  if (options.examples) printExamples(errors, options.examples);
  return table;
}

/** Prints an even spread of the errors, so every part of the dev split shows rather than its first postings. */
function printExamples(errors: TermError[], count: number): void {
  for (const kind of ['extra', 'missed'] as const) {
    const list = errors.filter((error) => error.kind === kind);
    const step = Math.max(1, list.length / count);
    console.log(`\nchecked union ${kind === 'extra' ? 'false positives' : 'false negatives'} (${list.length} in all):`);
    for (let k = 0; k < count && Math.floor(k * step) < list.length; k += 1) {
      const { posting, term, span } = list[Math.floor(k * step)]!;
      const before = posting.text.slice(Math.max(0, span[0] - 60), span[0]);
      const after = posting.text.slice(span[1], span[1] + 60);
      const context = `${before}[${posting.text.slice(span[0], span[1])}]${after}`.replace(/\s+/g, ' ');
      console.log(`  ${posting.id} «${term}»: …${context}…`);
    }
  }
}

async function main(): Promise<void> {
  const { shippedTagger } = await import('../src/tagger/tagger.js');
  const examples = process.argv.find((arg) => arg.startsWith('--examples='));
  await evaluateModel(shippedTagger(), loadPostings(), {
    thresholds: [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
    floors: [0, 0.05, 0.1, 0.2, 0.3, 0.5],
    examples: examples ? Number(examples.split('=')[1]) : 0,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
