/** The skills dictionary: shipped versioned data turned into a phrase index once per process. */
import data from '../dictionary/skills-dictionary.json' with { type: 'json' };
import { type Token, tokenizeEach } from './nlp.js';
import { type PhraseHit, PhraseIndex } from './phrase-index.js';
import { readSkills, type SkillReading, shippedTagger, type TaggerModel } from './tagger/tagger.js';
import type { TermCategory } from './types.js';

export interface DictionaryTerm {
  id: string;
  name: string;
  category: TermCategory;
  family?: string;
  aliases: string[];
  exact?: string[];
  /** Broader terms this one proves (Manhattan WMS implies WMS), each of which may imply others in turn. */
  implies?: string[];
}

export interface DictionaryData {
  version: string;
  terms: DictionaryTerm[];
}

export interface Dictionary {
  version: string;
  terms: Map<string, DictionaryTerm>;
  index: PhraseIndex;
  /** How many terms each family holds: a small family is a narrow one. */
  familySizes: Map<string, number>;
  /** Every broader term a term proves, following `implies` through every level (PostgreSQL: relational databases, SQL). */
  broaderOf(termId: string): ReadonlySet<string>;
  /**
   * The learned reader of skills the dictionary lacks, trained beside this dictionary's hits (the shipped one only:
   * a test's small dictionary reads with its terms alone).
   */
  tagger?: (tokens: Token[], hits: PhraseHit[]) => SkillReading;
  /**
   * The dictionary's terms SkillSpan's train split shows often read where its annotators saw no skill
   * ("troubleshooting", "full-stack development"), each dropped where the learned reader rates the hit below `floor`.
   * Only these: a term the train split does not show (most nursing, logistics and trades terms) is never questioned.
   */
  doubtful?: { terms: ReadonlySet<string>; floor: number };
}

/** Builds the phrase index of a dictionary; tests build small ones, the app uses `shippedDictionary()`. */
export function buildDictionary(source: DictionaryData): Dictionary {
  const terms = new Map<string, DictionaryTerm>();
  const index = new PhraseIndex();
  const familySizes = new Map<string, number>();
  // Every alias read in one pass of the tokeniser: most of the time a server spends loading the dictionary.
  const aliasTokens = tokenizeEach(source.terms.flatMap((term) => term.aliases));
  let next = 0;
  for (const term of source.terms) {
    terms.set(term.id, term);
    if (term.family) familySizes.set(term.family, (familySizes.get(term.family) ?? 0) + 1);
    const exact = new Set(term.exact ?? []);
    for (const alias of term.aliases) index.add(term.id, alias, exact.has(alias), aliasTokens[next++]);
  }
  const broader = new Map<string, ReadonlySet<string>>();
  const broaderOf = (termId: string): ReadonlySet<string> => {
    const found = broader.get(termId);
    if (found) return found;
    const all = new Set<string>();
    // Marked before the walk, so a cycle in hand-made data ends instead of recursing forever.
    broader.set(termId, all);
    for (const parent of terms.get(termId)?.implies ?? []) {
      if (parent === termId) continue;
      all.add(parent);
      for (const further of broaderOf(parent)) if (further !== termId) all.add(further);
    }
    return all;
  };
  return { version: source.version, terms, index, familySizes, broaderOf };
}

let shipped: Dictionary | undefined;

/** The dictionary shipped with the app, indexed on first use and kept for the life of the process. */
export function shippedDictionary(): Dictionary {
  shipped ??= {
    ...buildDictionary(data as DictionaryData),
    tagger: (tokens, hits) => readSkills(shippedTagger(), tokens, hits),
    doubtful: doubtfulOf(shippedTagger()),
  };
  return shipped;
}

/** The doubtful terms a model was trained with, and the least score that keeps one of their hits. */
export function doubtfulOf(model: TaggerModel): Dictionary['doubtful'] {
  return model.doubtful.size > 0 ? { terms: model.doubtful, floor: model.doubtfulFloor } : undefined;
}
