/**
 * wink-nlp's tokenising rules (its model's regular expressions and its recursive splitting of a word) run against the
 * model's own lexicon, read-only. wink's readDoc adds every word it has not seen to that lexicon for the life of the
 * process: memory that grows with every distinct word anyone sends, time spent describing each new word for features
 * nothing here reads, and, since the splitting rules consult the lexicon ("year's" stays whole once seen whole), a
 * reading that depended on what the process had read before. Here the lexicon never changes, so the same text is
 * always read the same way.
 */
// wink ships no types for these files; the declarations are ambient and must come with this file into every project
// that compiles it (the server and the web app compile the package's source).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./wink-rules.d.ts" />
import model from 'wink-eng-lite-web-model';
import createCache, { type LexiconCache } from 'wink-nlp/src/cache.js';
import compileTRex from 'wink-nlp/src/compile-trex.js';
import createTokenizer, { type TokenSink } from 'wink-nlp/src/tokenizer.js';

/** One token's text and whether any space comes before it. */
export interface RawToken {
  value: string;
  spaced: boolean;
}

interface CoreModel {
  trex: unknown;
  tcat: { hash: Record<string, number> };
  preserve: unknown;
}

/** wink's category for "not a lexeme", which its tokeniser then splits further. */
const UNKNOWN = 0;
/** A contraction's parts come as four numbers each: the part's lexeme, its normal form, lemma and part of speech. */
const PART_SIZE = 4;

interface Rules {
  cache: LexiconCache;
  split: (sink: TokenSink, text: string) => void;
  /** What separates the runs wink reads one at a time: spaces (dropped) and line breaks and tabs (tokens). */
  splitter: RegExp;
}
let rules: Rules | undefined;

function loadRules(): Rules {
  const wink = model as unknown as { core(): CoreModel; featureFn: unknown };
  const core = wink.core();
  const trex = compileTRex(core.trex) as { helpers: { splitter: RegExp } };
  return {
    cache: createCache(core, wink.featureFn),
    split: createTokenizer(trex, core.tcat.hash, core.preserve),
    splitter: trex.helpers.splitter,
  };
}

/** A run's tokens (the first one's `spaced` is set by what comes before the run). */
const runs = new Map<string, readonly RawToken[]>();
const RUNS_KEPT = 100_000;

/** Forgets every run read so far: what a process that has read nothing yet does (the timing tests read cold). */
export function forgetRuns(): void {
  runs.clear();
}

/** Spaces, including the no-break ones wink counts as spaces. */
const SPACES = /^[ \u00a0\u2002-\u2005\u2009\u200a\u202f\u205f]/;

/** The tokens of a text as wink's rules split it; nothing read before changes them. */
export function splitTokens(text: string): RawToken[] {
  rules ??= loadRules();
  const tokens: RawToken[] = [];
  let spaced = false;
  // wink reads the runs between spaces one at a time and each run's tokens depend on the run alone, so a run met
  // before (the same skill, employer or heading again) is not split again.
  for (const run of text.split(rules.splitter)) {
    if (!run) continue;
    if (SPACES.test(run)) {
      spaced = true;
      continue;
    }
    let read = runs.get(run);
    if (!read) {
      read = splitRun(rules, run);
      if (runs.size >= RUNS_KEPT) runs.clear();
      runs.set(run, read);
    }
    read.forEach((token, i) => tokens.push(i === 0 ? { value: token.value, spaced } : token));
    spaced = false;
  }
  return tokens;
}

/** One run's tokens by wink's rules. */
function splitRun({ cache, split }: Rules, run: string): RawToken[] {
  const tokens: RawToken[] = [];
  const sink: TokenSink = {
    _addToken(value, _category, precedingSpaces) {
      tokens.push({ value, spaced: precedingSpaces > 0 });
      return true;
    },
    _addTokenIfInCache(value, precedingSpaces) {
      const found = cache.lookup(value);
      if (found === null) return UNKNOWN;
      if (found.length === 1) {
        tokens.push({ value, spaced: precedingSpaces > 0 });
      } else {
        // "don't" is read as "do" and "n't", the second touching the first.
        for (let part = 0; part < found.length; part += PART_SIZE) {
          tokens.push({ value: cache.value(found[part]!), spaced: part === 0 && precedingSpaces > 0 });
        }
      }
      return 1;
    },
    isLexeme: (value) => cache.lookup(value),
  };
  split(sink, run);
  return tokens;
}
