/**
 * Ligatures a PDF maps to no character: a browser printing a web font draws "fi" in "Certifications" as one glyph
 * and may write that glyph's text as U+0000, so the file reads "Certi?cations". Inside a word, such a glyph is put
 * back as the ligature that makes an English word of it.
 */
import words from './ligature-words.json' with { type: 'json' };

const KNOWN = new Set<string>(words);
// "fi" first: the most common, and the guess when no candidate makes a known word.
const CANDIDATES = ['fi', 'fl', 'ff', 'ffi', 'ffl'];
// Endings a listed word may carry in a resume ("certifications", "workflows", "profiled").
const ENDINGS = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'ly', 'ness', 'ment', 'ments'];
const UNMAPPED = '\\u0000\\ufffd';
// A word with one to three unmapped glyphs in it, each touching a letter of the word.
const WORD_WITH_GAPS = new RegExp(
  `[\\p{L}${UNMAPPED}]*(?:\\p{L}[${UNMAPPED}]|[${UNMAPPED}]\\p{L})[\\p{L}${UNMAPPED}]*`,
  'gu',
);
const GAP = new RegExp(`[${UNMAPPED}]`, 'g');
const MAX_GAPS = 3;

/** Whether the word is listed, or is a listed word with an ending ("profiled" from "profile"). */
const isWord = (word: string) =>
  KNOWN.has(word) ||
  ENDINGS.some((ending) => {
    if (!word.endsWith(ending) || word.length <= ending.length + 2) return false;
    const stem = word.slice(0, -ending.length);
    return KNOWN.has(stem) || KNOWN.has(`${stem}e`);
  });

/** The text with each unmapped glyph inside a word read as the ligature that makes the word one; others as they were. */
export function restoreLigatures(text: string): string {
  if (!text.includes('\u0000') && !text.includes('\ufffd')) return text;
  return text.replace(WORD_WITH_GAPS, (word) => {
    const parts = word.split(GAP);
    if (parts.length - 1 > MAX_GAPS) return word;
    const letters = parts.join('');
    // Between two lower-case letters the glyph is a ligature even where the word is none we know (a name, a tool).
    const lowerOnBothSides = [...word.matchAll(GAP)].every(
      (gap) => /\p{Ll}/u.test(word[gap.index - 1] ?? '') && /\p{Ll}/u.test(word[gap.index + 1] ?? ''),
    );
    let guess: string | undefined;
    for (const filled of fillings(parts)) {
      if (isWord(filled.toLowerCase())) return filled;
      guess ??= filled;
    }
    return letters.length > 0 && lowerOnBothSides ? guess! : word;
  });
}

/** Every way of filling the gaps between the parts with a candidate ligature, "fi" everywhere first. */
function* fillings(parts: string[]): Generator<string> {
  if (parts.length === 1) {
    yield parts[0]!;
    return;
  }
  const [first, ...rest] = parts;
  for (const candidate of CANDIDATES) for (const tail of fillings(rest)) yield `${first!}${candidate}${tail}`;
}
