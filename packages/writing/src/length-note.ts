/** What to tell the user when a whole letter came out shorter than the length they chose. */
import { LENGTH_BANDS } from './compose-letter.js';
import { wordCount } from './letter-layout.js';
import type { LetterLength } from './letter-types.js';

/**
 * A sentence saying the letter is under its band and what would lengthen it, or null when it is within it. The
 * composer never pads a letter with lines the posting does not care about, so a thin library gives a shorter letter;
 * the user should know why rather than wonder whether the length setting works.
 */
export function lengthNote(text: string, length: LetterLength): string | null {
  const words = wordCount(text);
  const [min] = LENGTH_BANDS[length];
  if (words === 0 || words >= min) return null;
  return (
    `This letter came to ${words} words, short of the ${min} a ${length} letter starts at: your library has no more ` +
    'lines that this posting asks about. Add results to your roles or a snippet, then write it again, or choose a shorter length.'
  );
}
