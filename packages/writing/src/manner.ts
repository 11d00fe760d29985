/**
 * How the person says they work, from their snippets: a sentence they wrote in the first person ("I run safe,
 * on-time shifts by knowing my people and my numbers") as they wrote it, and a phrase of traits ("Calm in a rapid
 * response, organised on a full unit") as "I am calm in a rapid response, organised on a full unit". Achievements and
 * the summary's "who I am" are said elsewhere; anything else is left out rather than bent.
 */
import { descriptionLines } from './evidence-lines.js';
import { firstPerson } from './first-person.js';
import type { WritingLibrary } from './letter-types.js';

/** Words a phrase about how someone is starts with; "patient" is not one ("Patient and family education"). */
const TRAITS = new Set(
  `calm organised organized bilingual trilingual fluent comfortable confident reliable dependable meticulous
  detail-oriented curious resourceful adaptable proactive hands-on passionate committed dedicated steady methodical
  approachable energetic punctual thorough creative happiest known`
    .split(/\s+/)
    .filter(Boolean),
);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "Bilingual English/Spanish" → "bilingual in English and Spanish"; other traits as written, lower-cased. */
function trait(sentence: string): string {
  const languages = /^(bilingual|trilingual)\s+\(?([A-Z][a-z]+(?:\s*(?:\/|,|&|\band\b)\s*[A-Z][a-z]+)+)\)?$/i.exec(
    sentence,
  );
  if (languages) {
    const names = languages[2]!.split(/\s*(?:\/|,|&|\band\b)\s*/);
    return `${languages[1]!.toLowerCase()} in ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** One snippet sentence as the letter can say it, or null. */
export function mannerSentence(sentence: string): string | null {
  const text = sentence.trim().replace(/[\s.;,:]+$/, '');
  if (words(text) < 4 || words(text) > 40) {
    // A short trait ("Bilingual English/Spanish") is still worth saying; a short fragment of anything else is not.
    if (!/^(?:bilingual|trilingual)\b/i.test(text) || words(text) > 40) return null;
  }
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (/^(?:I|My)$/.test(first)) return `${text}.`;
  // A line that is something done or who the person is belongs to the evidence and the opening.
  if (firstPerson(text, true) !== null) return null;
  if (TRAITS.has(first.toLowerCase())) return `I am ${trait(text)}.`;
  return null;
}

/** The snippets' sentences about how the person works, in the library's order, each once. */
export function mannerSentences(library: Pick<WritingLibrary, 'snippets'>): string[] {
  const sentences = library.snippets
    .flatMap((snippet) => descriptionLines(snippet.content))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map(mannerSentence)
    .filter((sentence): sentence is string => sentence !== null);
  return sentences.filter((sentence, index) => sentences.indexOf(sentence) === index);
}
