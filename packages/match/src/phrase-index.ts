/** A token trie that finds known phrases (dictionary aliases) in a token run, longest match first. */
import { type Token, tokenize } from './nlp.js';

export interface PhraseEntry {
  termId: string;
  /** The alias as written in the dictionary, for the evidence ("Postgres" read as PostgreSQL). */
  alias: string;
  /** Set for aliases that only match in this exact letter case ("Go", "R", "Excel"). */
  exactValues: string[] | null;
  /** Per token after the first: whether it must touch the one before ("C++" but not "C + +"). */
  mustTouch: boolean[];
}

interface TrieNode {
  children: Map<string, TrieNode>;
  entries: PhraseEntry[];
}

export interface PhraseHit {
  entry: PhraseEntry;
  /** Token positions, end exclusive. */
  from: number;
  to: number;
}

const WORDISH = /^[\p{L}\p{N}]+$/u;
// A one- or two-letter alias joined to these is a different word: "C-level", "R&D", "A-list".
const JOINERS = new Set(['-', '&', "'", '’', '_']);

function newNode(): TrieNode {
  return { children: new Map(), entries: [] };
}

/** Phrases by their lower-case tokens; built once for the dictionary, or per request for a user's own skills. */
export class PhraseIndex {
  private readonly root = newNode();
  size = 0;

  /** Adds an alias of a term; `exact` keeps its letter case significant; `tokens`: the alias's, when already read. */
  add(termId: string, alias: string, exact: boolean, tokens: Token[] = tokenize(alias)): void {
    if (tokens.length === 0) return;
    let node = this.root;
    for (const token of tokens) {
      let child = node.children.get(token.lower);
      if (!child) {
        child = newNode();
        node.children.set(token.lower, child);
      }
      node = child;
    }
    // Only touching punctuation is significant: "CI/CD" and "CI / CD" are the same phrase, ".NET" and ". NET" are not.
    const mustTouch = tokens
      .slice(1)
      .map((token, i) => token.touchesPrevious && !(WORDISH.test(token.value) && WORDISH.test(tokens[i]?.value ?? '')));
    node.entries.push({ termId, alias, exactValues: exact ? tokens.map((t) => t.value) : null, mustTouch });
    this.size += 1;
  }

  /** The longest phrase starting at `from`, or null; `anyCase` lifts the exact-case rule (a lower-case tag line). */
  longestAt(tokens: Token[], from: number, anyCase = false): PhraseHit | null {
    let node: TrieNode | undefined = this.root;
    let best: PhraseHit | null = null;
    for (let i = from; i < tokens.length && node; i += 1) {
      node = node.children.get(tokens[i]!.lower);
      if (!node) break;
      for (const entry of node.entries) {
        if (accepts(entry, tokens, from, i + 1, anyCase)) {
          best = { entry, from, to: i + 1 };
          break;
        }
      }
    }
    return best;
  }
}

function accepts(entry: PhraseEntry, tokens: Token[], from: number, to: number, anyCase: boolean): boolean {
  for (let i = from + 1; i < to; i += 1) {
    if (entry.mustTouch[i - from - 1] && !tokens[i]!.touchesPrevious) return false;
  }
  if (entry.exactValues && !anyCase) {
    for (let i = from; i < to; i += 1) if (tokens[i]!.value !== entry.exactValues[i - from]) return false;
  }
  const length = tokens[to - 1]!.end - tokens[from]!.start;
  if (length <= 2) {
    const before = tokens[from - 1];
    const after = tokens[to];
    if (before && tokens[from]!.touchesPrevious && JOINERS.has(before.value)) return false;
    if (after && after.touchesPrevious && JOINERS.has(after.value)) return false;
    // "grade 4/C" is a grade, not the C language; "C/C++" still reads C.
    if (before?.value === '/' && tokens[from]!.touchesPrevious && /^\d+$/.test(tokens[from - 2]?.value ?? ''))
      return false;
    if (after?.value === '/' && after.touchesPrevious && /^\d+$/.test(tokens[to + 1]?.value ?? '')) return false;
  }
  return true;
}

/**
 * Every phrase of any index in a token run: left to right, longest first, never overlapping. `anyCase(i)` says where
 * exact-case aliases are read in any case: a line of lower-case tags ("java spring docker") writes every name so.
 */
export function findPhrases(
  tokens: Token[],
  indexes: readonly PhraseIndex[],
  anyCase: (tokenIndex: number) => boolean = () => false,
): PhraseHit[] {
  const hits: PhraseHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    let best: PhraseHit | null = null;
    for (const index of indexes) {
      const hit = index.longestAt(tokens, i, anyCase(i));
      if (hit && (!best || hit.to > best.to)) best = hit;
    }
    if (best) {
      hits.push(best);
      i = best.to;
    } else {
      i += 1;
    }
  }
  return hits;
}
