/** Types for the parts of wink-nlp's source that tokenizer.ts runs (the package ships none for them). */
declare module 'wink-nlp/src/tokenizer.js' {
  /** What wink's tokeniser writes a document's tokens into. */
  export interface TokenSink {
    _addToken(text: string, category: number, precedingSpaces: number, nbsp: string | null): boolean;
    /** The category 0 (unknown) when `text` is not a lexeme, else anything else once its tokens are added. */
    _addTokenIfInCache(text: string, precedingSpaces: number, nbsp: string | null): number;
    isLexeme(text: string): unknown;
  }
  export default function tokenizer(
    trex: unknown,
    categories: Record<string, number>,
    preserve: unknown,
  ): (sink: TokenSink, text: string) => void;
}

declare module 'wink-nlp/src/compile-trex.js' {
  export default function compileTRex(trex: unknown): unknown;
}

declare module 'wink-nlp/src/cache.js' {
  /** The lexicon's read-only look-ups (add() is never called: it would grow the lexicon). */
  export interface LexiconCache {
    /** null when `text` is not a lexeme; [index] for a word; four numbers per part for a contraction. */
    lookup(text: string): number[] | null;
    value(index: number): string;
  }
  export default function cache(model: unknown, featureFn: unknown): LexiconCache;
}
