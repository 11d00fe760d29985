/** Job titles compared: the same role, the same O*NET occupation, the same words, or only the same kind of role. */
import titleData from '../dictionary/titles.json' with { type: 'json' };
import { tokenize } from './nlp.js';

interface TitleData {
  version: string;
  occupations: Record<string, string>;
  titles: Record<string, string[]>;
}

const titles = (titleData as TitleData).titles;

// Seniority and grade say how senior, not which role: "Senior Backend Engineer II" is a backend engineer.
const SENIORITY = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'entry',
  'level',
  'mid',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'graduate',
  'trainee',
  'intern',
  'apprentice',
  'head',
  'chief',
]);

function words(title: string): string[] {
  return tokenize(title.replace(/\([^)]*\)/g, ' '))
    .map((token) => token.lower)
    .filter((word) => /[\p{L}]/u.test(word) && !SENIORITY.has(word.replace(/\.$/, '')));
}

function occupationsOf(title: string): string[] {
  const lower = title.toLowerCase().replace(/\s+/g, ' ').trim();
  return titles[lower] ?? titles[words(title).join(' ')] ?? [];
}

export type TitleRelation = 'exact' | 'alias' | 'stem' | 'related';

/** How a title the user has held relates to the one a posting asks for; null when they are different roles. */
export function titleRelation(asked: string, held: string): TitleRelation | null {
  const askedWords = words(asked);
  const heldWords = words(held);
  if (askedWords.length === 0 || heldWords.length === 0) return null;
  if (askedWords.join(' ') === heldWords.join(' ')) return 'exact';
  const askedCodes = occupationsOf(asked);
  if (askedCodes.length > 0 && occupationsOf(held).some((code) => askedCodes.includes(code))) return 'alias';
  const askedStems = tokenize(askedWords.join(' ')).map((token) => token.stem);
  const heldStems = tokenize(heldWords.join(' ')).map((token) => token.stem);
  if (askedStems.join(' ') === heldStems.join(' ')) return 'stem';
  // The head noun names the kind of role: an engineer, a nurse, a teacher.
  return askedStems.at(-1) === heldStems.at(-1) ? 'related' : null;
}

/** The version of the title data, part of the dictionary version a result carries. */
export const titlesVersion = (titleData as TitleData).version;
