/**
 * Term precision and recall of the hard skills the engine reads from SkillSpan's real postings, against the data set's
 * own Knowledge labels (Zhang et al., NAACL 2022; CC BY 4.0), with languages, degrees and certifications counted apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Dictionary, shippedDictionary } from '../src/dictionary.js';
import { findDegrees } from '../src/education.js';
import { extractRequirements } from '../src/extract-requirements.js';
import { tokenize } from '../src/nlp.js';
import { findPhrases } from '../src/phrase-index.js';

export interface SkillSpanPosting {
  id: string;
  split: 'train' | 'dev';
  source: 'tech' | 'house';
  text: string;
  knowledge: Array<[number, number]>;
}

/** What a gold Knowledge span is, as the engine's categories divide them. */
export type GoldKind = 'hard_skill' | 'certification' | 'language' | 'degree';

export interface TermFigures {
  truePositives: number;
  extracted: number;
  /** Read terms that overlap a gold span (of any kind): precision's numerator. */
  extractedRight: number;
  expected: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface SkillSpanFigures {
  postings: number;
  all: TermFigures;
  tech: TermFigures;
  house: TermFigures;
  /** Recall of the gold spans in the other categories, by the engine's matching category. */
  otherKinds: Record<Exclude<GoldKind, 'hard_skill'>, { found: number; expected: number }>;
  /** Per posting: the gold hard-skill terms missed and the read terms no label covers. */
  errors: Array<{ id: string; missed: string[]; extra: string[] }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the data set lives beside the repository (shared/data), unless SKILLSPAN_FILE says otherwise. */
export const SKILLSPAN_FILE =
  process.env.SKILLSPAN_FILE ?? path.resolve(here, '../../../../shared/data/skillspan/skillspan-train-dev.json');

export function skillSpanAvailable(): boolean {
  return existsSync(SKILLSPAN_FILE);
}

export function loadSkillSpan(split: 'train' | 'dev'): SkillSpanPosting[] {
  const data = JSON.parse(readFileSync(SKILLSPAN_FILE, 'utf8')) as { postings: SkillSpanPosting[] };
  return data.postings.filter((posting) => posting.split === split);
}

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];
const normalise = (term: string) => term.toLowerCase().replace(/\s+/g, ' ').trim();

/** The kind of a gold span: a degree by its wording, a language or a certification when the dictionary reads it so. */
export function goldKind(phrase: string, dictionary: Dictionary): GoldKind {
  if (findDegrees(phrase).length > 0 || /\b(degree|diploma|bachelor|master|phd)\b/i.test(phrase)) return 'degree';
  const hits = findPhrases(tokenize(phrase), [dictionary.index]);
  const categories = hits.map((hit) => dictionary.terms.get(hit.entry.termId)?.category);
  if (categories.length > 0 && categories.every((category) => category === 'language')) return 'language';
  if (categories.length > 0 && categories.every((category) => category === 'certification')) return 'certification';
  return 'hard_skill';
}

function figures(truePositives: number, extracted: number, extractedRight: number, expected: number): TermFigures {
  const precision = extracted === 0 ? 0 : extractedRight / extracted;
  const recall = expected === 0 ? 0 : truePositives / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives, extracted, extractedRight, expected, precision, recall, f1 };
}

/**
 * Scores one split. A gold hard-skill term (its distinct lower-case text) is found when one of its spans overlaps a
 * hard skill the engine read; a term the engine read is right when one of its spans overlaps any gold span.
 */
export function evaluateSkillSpan(
  split: 'train' | 'dev',
  dictionary: Dictionary = shippedDictionary(),
  only?: readonly SkillSpanPosting[],
): SkillSpanFigures {
  const totals = { tech: [0, 0, 0, 0], house: [0, 0, 0, 0] } as Record<'tech' | 'house', number[]>;
  const otherKinds = {
    certification: { found: 0, expected: 0 },
    language: { found: 0, expected: 0 },
    degree: { found: 0, expected: 0 },
  };
  const errors: SkillSpanFigures['errors'] = [];
  // A fold of cross-validation reads some of a split's postings only.
  const postings = only ?? loadSkillSpan(split);
  for (const posting of postings) {
    const read = extractRequirements({ text: posting.text }, dictionary).requirements;
    const spansOf = (category: string) =>
      read.filter((requirement) => requirement.category === category).flatMap((requirement) => requirement.spans);
    const hardSpans = spansOf('hard_skill');
    const gold = new Map<string, { kind: GoldKind; spans: Array<[number, number]> }>();
    for (const span of posting.knowledge) {
      const phrase = posting.text.slice(span[0], span[1]);
      const key = normalise(phrase);
      const entry = gold.get(key) ?? { kind: goldKind(phrase, dictionary), spans: [] };
      entry.spans.push(span);
      gold.set(key, entry);
    }
    let found = 0;
    let expected = 0;
    const missed: string[] = [];
    for (const [term, entry] of gold) {
      const readAs =
        entry.kind === 'hard_skill' ? hardSpans : entry.kind === 'degree' ? spansOf('education') : spansOf(entry.kind);
      const hit = entry.spans.some((span) => readAs.some((other) => overlaps(span, other)));
      if (entry.kind === 'hard_skill') {
        expected += 1;
        if (hit) found += 1;
        else missed.push(term);
      } else {
        otherKinds[entry.kind].expected += 1;
        if (hit) otherKinds[entry.kind].found += 1;
      }
    }
    const hardSkills = read.filter((requirement) => requirement.category === 'hard_skill');
    const extra: string[] = [];
    let right = 0;
    for (const requirement of hardSkills) {
      if (requirement.spans.some((span) => posting.knowledge.some((other) => overlaps(span, other)))) right += 1;
      else extra.push(requirement.text);
    }
    const sums = totals[posting.source];
    sums[0]! += found;
    sums[1]! += hardSkills.length;
    sums[2]! += right;
    sums[3]! += expected;
    errors.push({ id: posting.id, missed, extra });
  }
  const of = (sums: number[]) => figures(sums[0]!, sums[1]!, sums[2]!, sums[3]!);
  const all = totals.tech.map((value, i) => value + totals.house[i]!);
  return {
    postings: postings.length,
    all: of(all),
    tech: of(totals.tech),
    house: of(totals.house),
    otherKinds,
    errors,
  };
}
