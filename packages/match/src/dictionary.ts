/** The skills dictionary: shipped versioned data turned into a phrase index once per process. */
import data from '../dictionary/skills-dictionary.json' with { type: 'json' };
import { PhraseIndex } from './phrase-index.js';
import type { TermCategory } from './types.js';

export interface DictionaryTerm {
  id: string;
  name: string;
  category: TermCategory;
  family?: string;
  aliases: string[];
  exact?: string[];
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
}

/** Builds the phrase index of a dictionary; tests build small ones, the app uses `shippedDictionary()`. */
export function buildDictionary(source: DictionaryData): Dictionary {
  const terms = new Map<string, DictionaryTerm>();
  const index = new PhraseIndex();
  const familySizes = new Map<string, number>();
  for (const term of source.terms) {
    terms.set(term.id, term);
    if (term.family) familySizes.set(term.family, (familySizes.get(term.family) ?? 0) + 1);
    const exact = new Set(term.exact ?? []);
    for (const alias of term.aliases) index.add(term.id, alias, exact.has(alias));
  }
  return { version: source.version, terms, index, familySizes };
}

let shipped: Dictionary | undefined;

/** The dictionary shipped with the app, indexed on first use and kept for the life of the process. */
export function shippedDictionary(): Dictionary {
  shipped ??= buildDictionary(data as DictionaryData);
  return shipped;
}
