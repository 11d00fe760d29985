/** Years of experience: what a posting asks for, and what the library's dated experience adds up to. */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

const YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)\b['’]?s?/gi;

const ANY_YEARS = new RegExp(YEARS.source, 'i');

export interface YearsMention {
  years: number;
  start: number;
  end: number;
}

const ABOUT_EXPERIENCE =
  /\bexperien|\bbackground\b|\bworking (?:with|in)\b|\bhands-on\b|\bin (?:a|an) (?:similar|related)\b/i;
/** "5+ years of Python": years of something asked for, even where the clause never says "experience". */
const YEARS_OF = /^\s*of\s+(?!age\b)/i;
/** "over the next 3 years of growth", "in your first two years of …": a span of time, not a length of experience. */
const TIME_SPAN_BEFORE = /\b(?:first|next|past|last|within|after|over)\s+(?:the\s+|your\s+)?$/i;

/**
 * "5+ years", "three years'", "3-5 yrs" in a clause that is about experience, or "N years of …" anywhere ("5+ years
 * of Python"; not "18 years of age"); the lower bound of a range.
 */
export function findYears(clause: string, offset: number): YearsMention[] {
  const found: YearsMention[] = [];
  // Most clauses name no figure: one test, rather than a search that copies the pattern for every clause.
  if (!ANY_YEARS.test(clause)) return found;
  const aboutExperience = ABOUT_EXPERIENCE.test(clause);
  for (const match of clause.matchAll(YEARS)) {
    const at = match.index ?? 0;
    // Only the words next to the figure decide; looking no further keeps a long clause linear.
    const after = clause.slice(at + match[0].length, at + match[0].length + 40);
    const yearsOf = YEARS_OF.test(after) && !TIME_SPAN_BEFORE.test(clause.slice(Math.max(0, at - 40), at));
    if (!aboutExperience && !yearsOf) continue;
    // "at least 23 years old", "18 years of age or older": an age, not experience.
    if (/^\s*(?:old|of\s+age|or\s+older|and\s+over)\b/i.test(after)) continue;
    const word = match[1]!.toLowerCase();
    const years = NUMBER_WORDS[word] ?? Number(word);
    if (!Number.isFinite(years) || years <= 0 || years > 40) continue;
    const start = offset + at;
    found.push({ years, start, end: start + match[0].length });
  }
  return found;
}

const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365.25 * DAY;

/** Total years covered by dated periods, overlaps counted once; an open period runs to `asOf`. */
export function yearsCovered(periods: Array<{ start_date: string; end_date: string | null }>, asOf: string): number {
  const asOfTime = Date.parse(asOf);
  const spans = periods
    .map((period) => [Date.parse(period.start_date), period.end_date ? Date.parse(period.end_date) : asOfTime] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]) => [start, Math.min(end, asOfTime)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentStart = Number.NaN;
  let currentEnd = Number.NaN;
  for (const [start, end] of spans) {
    if (Number.isNaN(currentStart) || start > currentEnd) {
      if (!Number.isNaN(currentStart)) total += currentEnd - currentStart;
      currentStart = start;
      currentEnd = end;
    } else {
      currentEnd = Math.max(currentEnd, end);
    }
  }
  if (!Number.isNaN(currentStart)) total += currentEnd - currentStart;
  return Math.round((total / YEAR) * 10) / 10;
}
