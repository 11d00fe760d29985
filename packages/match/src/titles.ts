/** Job titles compared: the same role, the same O*NET occupation, the same words, or only the same kind of role. */
import titleData from '../dictionary/titles.json' with { type: 'json' };
import { tokenize } from './nlp.js';

interface TitleData {
  version: string;
  occupations: Record<string, string>;
  titles: Record<string, string[]>;
}

const titles = (titleData as TitleData).titles;

// O*NET names occupations in the plural ("Registered Nurses"): each name in the singular also names its occupation.
const occupationNames = new Map<string, string[]>();
for (const [code, name] of Object.entries((titleData as TitleData).occupations)) {
  const singular = name
    .toLowerCase()
    .replace(/,.*$/, '')
    .replace(/\b(\w+?)(?:ies)$/, '$1y')
    .replace(/\b(\w+?[^s])s$/, '$1');
  occupationNames.set(singular, [...(occupationNames.get(singular) ?? []), code]);
}

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

// Where and how the job is held, not what it is: "Staff RN – Night Shift, Medical/Surgical Unit".
const NOT_THE_ROLE = new Set([
  'unit',
  'department',
  'dept',
  'ward',
  'floor',
  'night',
  'nights',
  'day',
  'days',
  'weekend',
  'weekends',
  'shift',
  'full-time',
  'part-time',
  'prn',
  'remote',
  'hybrid',
  'contract',
  'temporary',
  'temp',
  'permanent',
  'float',
  'pool',
]);

/** The role part of a title: before a dash, a bar, a comma or a bracket ("Staff RN – Medical/Surgical Unit"). */
function roleOf(title: string): string {
  const role = title
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s[–—|-]\s|[|,]|\s[-–—]$/)[0]!
    .trim();
  return role || title;
}

function words(title: string): string[] {
  return tokenize(title.replace(/\([^)]*\)/g, ' '))
    .map((token) => token.lower)
    .filter((word) => /[\p{L}]/u.test(word) && !SENIORITY.has(word.replace(/\.$/, '')));
}

// The shift a title names is kept as a role word ("Shift Supervisor") but never needed to name the occupation.
const roleWords = (title: string) => words(title).filter((word) => !NOT_THE_ROLE.has(word) || word === 'shift');

/**
 * The O*NET occupations a title names: the title, its role part, and its role words from the head noun back
 * ("warehouse shift supervisor", then "shift supervisor"), in O*NET's titles or its occupation names.
 */
export function occupationsOfTitle(title: string): string[] {
  const lower = title.toLowerCase().replace(/\s+/g, ' ').trim();
  const direct = titles[lower];
  if (direct) return direct;
  const role = roleWords(roleOf(title));
  const withoutShift = role.filter((word) => word !== 'shift');
  for (const candidate of [role, withoutShift]) {
    // Down to two words: a head noun alone ("engineer") names too many occupations to tell roles apart.
    for (let from = 0; from < candidate.length && (from === 0 || candidate.length - from >= 2); from += 1) {
      const phrase = candidate
        .slice(from)
        .join(' ')
        .replace(/\b(back|front)-?end\b/g, '$1 end')
        .replace(/\bfull-?stack\b/g, 'full stack');
      const codes = titles[phrase] ?? occupationNames.get(phrase);
      if (codes) return codes;
    }
  }
  return [];
}

export type TitleRelation = 'exact' | 'alias' | 'stem' | 'related';

/** The words of the role part of a title (no seniority, unit or shift), for comparing with where a role was held. */
export function titleRoleWords(title: string): string[] {
  return roleWords(roleOf(title));
}

/** How a title the user has held relates to the one a posting asks for; null when they are different roles. */
export function titleRelation(asked: string, held: string): TitleRelation | null {
  const askedWords = words(asked);
  const heldWords = words(held);
  if (askedWords.length === 0 || heldWords.length === 0) return null;
  if (askedWords.join(' ') === heldWords.join(' ')) return 'exact';
  // The same role with another unit, shift or specialty after it is the same job.
  if (roleWords(roleOf(asked)).join(' ') === roleWords(roleOf(held)).join(' ')) return 'exact';
  if (askedWords.length === 0 || heldWords.length === 0) return null;
  if (askedWords.join(' ') === heldWords.join(' ')) return 'exact';
  const askedCodes = occupationsOfTitle(asked);
  if (askedCodes.length > 0 && occupationsOfTitle(held).some((code) => askedCodes.includes(code))) return 'alias';
  const askedStems = tokenize(askedWords.join(' ')).map((token) => token.stem);
  const heldStems = tokenize(heldWords.join(' ')).map((token) => token.stem);
  if (askedStems.join(' ') === heldStems.join(' ')) return 'stem';
  // The head noun names the kind of role: an engineer, a nurse, a teacher; and occupations of one broad group
  // (O*NET's first five digits: software developers and web developers) are the same kind of work.
  if (askedStems.at(-1) === heldStems.at(-1)) return 'related';
  const groups = new Set(askedCodes.map((code) => code.slice(0, 6)));
  return occupationsOfTitle(held).some((code) => groups.has(code.slice(0, 6))) ? 'related' : null;
}

/** The version of the title data, part of the dictionary version a result carries. */
export const titlesVersion = (titleData as TitleData).version;
