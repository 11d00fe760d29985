/** Degree levels: read from a posting's wording and from the library's degree names, and compared. */

export const DEGREE_LEVELS = ['high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const DEGREE_LABELS: Record<DegreeLevel, string> = {
  high_school: 'High school diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

// Highest first, so "PhD" is not read as the "D" of something lower. Abbreviations keep their dots optional.
// Abbreviations that are also ordinary words are read only as written ("B.Ed", not the "bed" of "a 220-bed
// hospital"; "M.Ed", not the "Med" of "Med/Surg"; "A levels", not "a Level II Trauma Center"): CASE_SENSITIVE.
const PATTERNS: Array<[DegreeLevel, RegExp]> = [
  ['doctorate', /\b(ph\.?\s?d\b\.?|doctorate|doctoral degree|d\.?phil\b|ed\.?d\b|m\.?d\.?(?=\s|,|$)|pharm\.?d\b)/i],
  [
    'master',
    /\b(master'?s|masters|master of|m\.?sc\b\.?|msc\b|m\.?s\.(?=\s)|ms (?:in|degree)\b|mba\b|m\.?eng\b|m\.?a\.? in\b|msn\b|mfa\b|postgraduate degree|graduate degree|advanced degree)/i,
  ],
  [
    'bachelor',
    /\b(bachelor'?s|bachelors|bachelor of|b\.?sc\b\.?|bsc\b|b\.?s\.(?=\s)|bs (?:in|degree)\b|b\.?a\.? (?:in|degree)\b|ba\/bs\b|bs\/ba\b|b\.?eng\b|bsn\b|b\.?com\b|undergraduate degree|(?:four|4)[- ]year degree|college degree|university degree|degree in\b|degree-level|graduate\b(?= (?:in|with a)))/i,
  ],
  [
    'associate',
    /\b(associate'?s degree|associate degree|associates degree|associate of (?:arts|science|applied)|a\.?a\.?s\b|adn\b|two[- ]year degree|2[- ]year degree)/i,
  ],
  [
    'high_school',
    /\b(high[- ]school (?:diploma|education|graduate|qualification)|\bged\b|secondary school (?:diploma|education|qualification)|gcses?\b)/i,
  ],
];

const CASE_SENSITIVE: Array<[DegreeLevel, RegExp]> = [
  ['master', /\b(?:M\.Ed\b\.?|MEd\b|MPH\b|M\.P\.H\.)/],
  ['bachelor', /\b(?:B\.Ed\b\.?|BEd\b)/],
  ['high_school', /\bA[- ]?[Ll]evels?\b(?![\s-]+(?:[IVX]{1,4}|\d{1,2})\b)/],
];

export interface DegreeMention {
  level: DegreeLevel;
  start: number;
  end: number;
  /** The field that follows "in …" / "of …", when the text names one. */
  field: string | null;
}

/** The patterns in reading order, made global once: every clause of every posting is read with them. */
const GLOBAL_PATTERNS: Array<[DegreeLevel, RegExp]> = [...PATTERNS, ...CASE_SENSITIVE].map(([level, pattern]) => [
  level,
  new RegExp(pattern.source, pattern.flags.includes('i') ? 'gi' : 'g'),
]);

/**
 * Whether a text could name a degree at all: one test of every pattern at once, since most clauses name none and each
 * pattern's own search of them all cost more than the rest of their reading.
 */
const ANY_DEGREE = new RegExp(PATTERNS.map(([, pattern]) => `(?:${pattern.source})`).join('|'), 'i');
const ANY_DEGREE_AS_WRITTEN = new RegExp(CASE_SENSITIVE.map(([, pattern]) => `(?:${pattern.source})`).join('|'));

/** Every degree a text names, lowest level first (a posting's "BSc or MSc" asks for the BSc). */
export function findDegrees(text: string): DegreeMention[] {
  const found: DegreeMention[] = [];
  if (!ANY_DEGREE.test(text) && !ANY_DEGREE_AS_WRITTEN.test(text)) return found;
  for (const [level, global] of GLOBAL_PATTERNS) {
    // matchAll reads a copy of the pattern, so the shared one's lastIndex never carries over between calls.
    for (const match of text.matchAll(global)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      found.push({ level, start, end, field: fieldAfter(text.slice(end, end + 80)) });
    }
  }
  return found.sort((a, b) => levelRank(a.level) - levelRank(b.level) || a.start - b.start);
}

function fieldAfter(rest: string): string | null {
  const match =
    /^(?:'s)?\s*(?:degree\s*)?(?:\([^)]*\)\s*)?(?:in|of)\s+([A-Z][\w&/ -]*?)(?=\s*(?:,|\.|;|\bor\b|\band\b|\(|$|\n))/.exec(
      rest,
    );
  const field = match?.[1]?.trim();
  return field && field.length > 1 ? field : null;
}

/** The level a library degree name stands for ("BSc Computer Science" → bachelor), or null when it names none. */
export function degreeLevelOf(degree: string): DegreeLevel | null {
  return findDegrees(degree).at(-1)?.level ?? looseLevel(degree);
}

// Library entries are short names ("BSc", "MS", "BA", "PhD"), which the posting patterns read only in context.
function looseLevel(degree: string): DegreeLevel | null {
  const bare = degree.trim().toLowerCase().replace(/\./g, '');
  if (/^(phd|dphil|edd|md)\b/.test(bare)) return 'doctorate';
  if (/^(ms|ma|msc|mba|meng|mfa|med|msn|mph)\b/.test(bare)) return 'master';
  if (/^(bs|ba|bsc|beng|bfa|bed|bsn|bcom|bba)\b/.test(bare)) return 'bachelor';
  if (/^(aa|as|aas|adn)\b/.test(bare)) return 'associate';
  if (/\b(diploma|ged|high school)\b/.test(bare)) return 'high_school';
  return null;
}

export function levelRank(level: DegreeLevel): number {
  return DEGREE_LEVELS.indexOf(level);
}
