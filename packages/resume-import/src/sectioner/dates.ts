/** Finding the dates and periods a resume writes, in English, French, German, Spanish, Portuguese, Italian and Dutch. */

/** A period read from text: ISO start and end ("2021-03" or "2021"), `ongoing` when it runs to today. */
export interface DateRange {
  start?: string;
  end?: string;
  ongoing: boolean;
  /** Where the period sits in the text it was read from, so callers can cut it out. */
  index: number;
  length: number;
}

/** Month names and their usual abbreviations, accents removed and lowercased, by month number. */
const MONTHS: Record<string, number> = {};
const MONTH_NAMES: Array<[number, string[]]> = [
  [
    1,
    ['january', 'jan', 'janvier', 'janv', 'januar', 'janner', 'enero', 'ene', 'janeiro', 'gennaio', 'gen', 'januari'],
  ],
  [2, ['february', 'feb', 'febr', 'fevrier', 'fevr', 'fev', 'februar', 'febrero', 'fevereiro', 'febbraio', 'februari']],
  [3, ['march', 'mar', 'mars', 'marz', 'maerz', 'mrz', 'marzo', 'marco', 'maart', 'mrt']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile']],
  [5, ['may', 'mai', 'mayo', 'maio', 'maggio', 'mag', 'mei']],
  [6, ['june', 'jun', 'juin', 'juni', 'junio', 'junho', 'giugno', 'giu']],
  [7, ['july', 'jul', 'juillet', 'juil', 'juli', 'julio', 'julho', 'luglio', 'lug']],
  [8, ['august', 'aug', 'aout', 'agosto', 'ago', 'augustus']],
  [9, ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'setembro', 'settembre', 'set']],
  [10, ['october', 'oct', 'octobre', 'oktober', 'okt', 'octubre', 'outubro', 'out', 'ottobre', 'ott']],
  [11, ['november', 'nov', 'novembre', 'noviembre', 'novembro']],
  [12, ['december', 'dec', 'decembre', 'dezember', 'dez', 'diciembre', 'dic', 'dezembro', 'dicembre']],
];
for (const [month, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = month;

/** Seasons and quarters name a year without a month: the year alone is what the text supports. */
const SEASONS = [
  'spring',
  'summer',
  'fall',
  'autumn',
  'winter',
  'printemps',
  'ete',
  'automne',
  'hiver',
  'fruhling',
  'fruhjahr',
  'sommer',
  'herbst',
  'primavera',
  'verano',
  'otono',
  'invierno',
  'verao',
  'outono',
  'inverno',
  'estate',
  'q1',
  'q2',
  'q3',
  'q4',
];

const PRESENT = [
  'present',
  'the present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'date',
  'to date',
  "aujourd'hui",
  'aujourd’hui',
  'present',
  'actuel',
  'actuellement',
  'en cours',
  'ce jour',
  'heute',
  'aktuell',
  'jetzt',
  'dato',
  'laufend',
  'actualidad',
  'presente',
  'actual',
  'actualmente',
  'hoy',
  'la fecha',
  'atual',
  'atualmente',
  'o momento',
  'oggi',
  'attuale',
  'in corso',
  'heden',
  'nu',
  'huidig',
  'nog steeds',
];

const strip = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Accents removed one character at a time, so positions found in the copy are positions in the original. */
export function foldAccents(text: string): string {
  let folded = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    folded += char >= '\u00c0' && char <= '\u024f' ? (char.normalize('NFD')[0] ?? char) : char;
  }
  return folded;
}
const alternation = (words: string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
const SHORT_YEAR = String.raw`['’]\d{2}`;
const MONTH_WORD = `(?:${alternation(Object.keys(MONTHS))})\\.?`;
const ATOM = [
  // "Aug 01, 2021", "March 3rd 2020" (a day after the month, as US dates are written)
  String.raw`${MONTH_WORD}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+${YEAR}`,
  // "March 2021", "janv. 2020", "Mar '21", "Mar, 2021", "15 March 2021"
  String.raw`(?:\d{1,2}\.?\s+)?${MONTH_WORD},?\s*(?:${YEAR}|${SHORT_YEAR})`,
  // "03/2021", "3.2021", "03-2021"
  String.raw`(?:0?[1-9]|1[0-2])\s?[/.-]\s?${YEAR}`,
  // "2021-03", "2021/03", "2021.03" (not a year range: no digit after)
  String.raw`${YEAR}[/.-](?:0[1-9]|1[0-2])(?![\d])`,
  // "2020-Sep", "2020 Sep" (the year first, as some templates print a date they were given as "2020-09")
  String.raw`${YEAR}[-\s]${MONTH_WORD}(?![\p{L}])`,
  // "15/03/2021", "03/15/2021"
  String.raw`\d{1,2}[/.]\d{1,2}[/.]${YEAR}`,
  `(?:${alternation(SEASONS)})\\s+${YEAR}`,
  YEAR,
].join('|');
const PRESENT_WORD = `(?:${alternation(PRESENT)})`;
const SEP = String.raw`\s*(?:[-–—‐‑−~]+>?|[→⟶➔⇒►▸]|to|till|until|through|thru|à|au|a|jusqu['’]à|bis|hasta|até|ate|al|fino a|tot|t\/m)\s*`;
const SINCE = String.raw`(?:since|from|depuis|seit|desde|dal|da|sinds|vanaf|ab)\s+`;
const FROM = String.raw`(?:from|de|du|von|vom|de|del|desde|dal|van)\s+`;

const DAY_FIRST = /^\d{1,2}\.?\s+(?=\p{L})/u;

/** Ranges are tried before single dates so "2019 - 2021" is one period, not two years. */
const RANGE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${FROM})?(${ATOM})${SEP}(${ATOM}|${PRESENT_WORD})(?![\p{L}\d])`,
  'giu',
);
const SINCE_ONE = new RegExp(String.raw`(?<![\p{L}\d])${SINCE}(${ATOM})(?![\p{L}\d])`, 'giu');
const ONE = new RegExp(String.raw`(?<![\p{L}\d])(${ATOM})(?![\p{L}\d])`, 'giu');

/** One date as JSON Resume writes it: "2021-03" when the month is known, else "2021". */
export function isoDate(text: string): string | undefined {
  const plain = strip(text).toLowerCase().trim();
  const year4 = /(19[5-9]\d|20[0-4]\d)/.exec(plain)?.[1];
  const short = /['’](\d{2})\b/.exec(plain)?.[1];
  const year = year4 ?? (short ? String(Number(short) > 50 ? 1900 + Number(short) : 2000 + Number(short)) : undefined);
  if (!year) return undefined;
  const word = /\p{L}+/u.exec(plain.replace(/^\d{1,2}\.?\s+/, ''))?.[0];
  if (word && MONTHS[word]) return `${year}-${String(MONTHS[word]).padStart(2, '0')}`;
  if (word) return year;
  const full = /^(\d{1,2})[/.](\d{1,2})[/.]\d{4}$/.exec(plain);
  if (full) {
    // Day and month order differs by country; only a day above 12 tells them apart, else the year alone is certain.
    const [first, second] = [Number(full[1]), Number(full[2])];
    const month = first > 12 ? second : second > 12 ? first : undefined;
    return month && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : year;
  }
  const monthFirst = /^(\d{1,2})\s?[/.-]\s?\d{4}$/.exec(plain);
  if (monthFirst) return `${year}-${monthFirst[1]!.padStart(2, '0')}`;
  const yearFirst = /^\d{4}[/.-](\d{2})$/.exec(plain);
  if (yearFirst) return `${year}-${yearFirst[1]}`;
  return year;
}

/** Whether the text is only a word for an ongoing end: "Present", "Current", "heute"… */
export const isPresent = (text: string) => new RegExp(`^${PRESENT_WORD}$`, 'iu').test(text.trim());

/** The first period in a line: a range, "since 2020", or one date (which is both start and end). */
export function findDateRange(text: string): DateRange | null {
  const folded = foldAccents(text);
  RANGE.lastIndex = 0;
  const range = RANGE.exec(folded);
  if (range) {
    const start = isoDate(range[1]!);
    const ongoing = isPresent(range[2]!);
    // A number before the first month of a range whose end has none is the text's own ("Université Lyon 1 Sep
    // 2009 — Jun 2015"), not a day: periods are written alike at both ends.
    const day = range[0].startsWith(range[1]!) && !DAY_FIRST.test(range[2]!) ? DAY_FIRST.exec(range[1]!) : null;
    const cut = day ? day[0].length : 0;
    return {
      start,
      end: ongoing ? undefined : isoDate(range[2]!),
      ongoing,
      index: range.index + cut,
      length: range[0].length - cut,
    };
  }
  SINCE_ONE.lastIndex = 0;
  const since = SINCE_ONE.exec(folded);
  if (since) return { start: isoDate(since[1]!), ongoing: true, index: since.index, length: since[0].length };
  ONE.lastIndex = 0;
  const one = ONE.exec(folded);
  if (one) {
    const date = isoDate(one[1]!);
    // "2020-05 –" with nothing after the dash: a range left open, still going on.
    if (/^\s*[-–—]+\s*$/.test(folded.slice(one.index + one[0].length)))
      return { start: date, ongoing: true, index: one.index, length: folded.length - one.index };
    return { start: date, end: date, ongoing: false, index: one.index, length: one[0].length };
  }
  return null;
}

/** The text with a period cut out, and the separators left dangling around it tidied away. */
export function withoutRange(text: string, range: DateRange): string {
  const cut = `${text.slice(0, range.index)} ${text.slice(range.index + range.length)}`;
  return tidy(cut);
}

/** Trims separators and empty brackets left behind when a part of a line is removed. */
export function tidy(text: string): string {
  return (
    text
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .replace(/\s+/g, ' ')
      // A hyphen right after a letter at the end is a word broken across lines ("Sørensen-" / "Weiß"), kept.
      .replace(/^[\s,;:|•·–—-]+|(?:[\s,;:|•·–—]|(?<!\p{L})-)+$/gu, '')
      .replace(/\s+([,;])/g, '$1')
      .trim()
  );
}

/** A line that is only a period (with its brackets or a label), nothing else. */
export function isOnlyDate(text: string): boolean {
  const range = findDateRange(text);
  return (
    range !== null &&
    withoutRange(text, range)
      .replace(/[()[\]]/g, '')
      .trim() === ''
  );
}

// "2 years 6 months", "a year", "3 ans 9 mois", "2 Jahre", "1 año": a length of service a template works out from
// the dates and prints beside them.
const DURATION_UNIT =
  '(?:years?|yrs?|months?|mos?|ans?|années?|mois|jahre?|monate?|años?|meses|mes|anni|anno|mesi|mese|jaar|maanden?)';
const DURATION = new RegExp(
  `^(?:(?:\\d+\\+?|an?|one|un|une|ein|eine|uno|una)\\s*${DURATION_UNIT}\\b\\s*,?\\s*(?:and\\s+|et\\s+|und\\s+|y\\s+)?)+$`,
  'iu',
);

/** Whether a piece of text is only a length of service. */
export const isDuration = (text: string) => DURATION.test(text.trim());
