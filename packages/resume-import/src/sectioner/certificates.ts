/** Certifications and licences as JSON Resume certificates: name, issuer and date, one a line or bullet. */
import type { DocLine, UnreadLine } from '../types.js';
import { findDateRange, isOnlyDate, tidy, withoutRange } from './dates.js';
import { NO_LENGTH, bulletOf, continues, joinWrapped, startsLowercase, wordCount } from './lines.js';

export type CertificateEntry = { name?: string; issuer?: string; date?: string };

const ISSUED_BY =
  /\s*[,–—-]?\s*\b(?:issued by|issuer|awarded by|by|from|through|via|délivré par|delivre par|ausgestellt von|von|emitido por|expedido por|rilasciato da)\s*[:]?\s+(.+)$/i;
/** Words that end a certificate's name rather than start an issuer ("– Associate", "– Level 2"). */
const NAME_TAIL =
  /^(?:associate|professional|expert|specialty|practitioner|foundation|advanced|level\s*\d+|part\s*\d+|\d+[- ]hours?|\d+)$/i;
const ORG_HINT =
  /\b(?:board|association|institute|council|society|academy|university|college|department|state|agency|commission|authority|foundation|red cross|heart|microsoft|amazon|aws|google|cisco|comptia|pmi|axelos|isc2|isaca|osha|nccco|nate|nabcep|ncsbn|aicpa|acca|cima|icaew|cipd|city (?:&|and) guilds|niceic|nfpa|ibew|ministry|ministère|kammer|ihk)\b/i;

const DATE_LABEL =
  /^(?:issued(?: on)?|date(?: issued)?|obtained|earned|awarded(?: on)?|completed|délivré le|obtenu(?: en)?|ausgestellt am|erworben|emitido el|obtenido)\s*:?\s*/i;

/** Last words of an awarding body's name: "Highfield Qualifications", "Dubai Municipality", "HubSpot Academy". */
const BODY_END =
  /^(?:council|board|institute|institution|association|authority|qualifications|academy|society|college|school|agency|municipality|commission|federation|guild)$/i;
/** Words of a certificate's own name, which an issuer's name glued after it does not reach back past. */
const NAME_WORD =
  /^(?:certificate|certification|certified|certificat|level|award|diploma|safety|hygiene|training|course|licen[cs]e|card|provider|support|aid|management|marketing|analytics|handling|practice|skills?|care|health|first|fire|food|manual|basic|advanced)$/i;
// An issuer glued on is a few words; more would be guessing.
const MAX_GLUED_ISSUER = 3;

/**
 * An issuer written after the name with no separator: from the name's first word said again ("Google Analytics
 * Certification Google"), or an awarding body's last word ("HACCP Level 3 Highfield Qualifications") with the
 * capitalised words before it that are not the certificate's own words. Nothing when unsure.
 */
export function gluedIssuer(text: string): { name: string; issuer: string } | null {
  const words = text.split(/\s+/).filter(Boolean);
  const again = words.findIndex((word, index) => index >= 2 && word === words[0] && /^\p{Lu}/u.test(word));
  if (again >= 2 && words.length - again <= MAX_GLUED_ISSUER)
    return { name: words.slice(0, again).join(' '), issuer: words.slice(again).join(' ') };
  if (!BODY_END.test(words.at(-1) ?? '')) return null;
  let start = words.length - 1;
  while (
    start > 0 &&
    words.length - start < MAX_GLUED_ISSUER &&
    /^\p{Lu}[\p{L}’'&-]*$/u.test(words[start - 1]!) &&
    !NAME_WORD.test(words[start - 1]!)
  )
    start -= 1;
  const name = words.slice(0, start);
  // A name that would end on a joining word ("Nursing and | Midwifery Council") or hold nothing is a wrong cut.
  if (name.length === 0 || /^(?:and|of|for|the|&|de|du|und|y)$/i.test(name.at(-1)!)) return null;
  // The word before the cut must itself be a name word, a number or a bracket: else the issuer may run on.
  if (!/[\d)]$/.test(name.at(-1)!) && !NAME_WORD.test(name.at(-1)!) && !/^\p{Lu}{2,}$/u.test(name.at(-1)!)) return null;
  return { name: name.join(' '), issuer: words.slice(start).join(' ') };
}

/** Capitalised words only (and the small words inside a body's name), none of a certificate's own words. */
function namesABody(words: string[]): boolean {
  return (
    words.length <= 6 &&
    words.every((word) => /^[\p{Lu}&]/u.test(word) || /^(?:and|of|for|the|de|du|des|für|y)$/i.test(word)) &&
    !words.some((word) => NAME_WORD.test(word) || /[\d()]/.test(word))
  );
}

/**
 * A line that is only an awarding body's name ("Nursing and Midwifery Council", "Resuscitation Council UK",
 * "Amazon Web Services"), set under the certificate.
 */
export function isIssuerLine(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  // A country's code after the body's last word ("Council UK") is part of its name.
  const last = /^[A-Z]{2,3}$/.test(words.at(-1) ?? '') && words.length >= 3 ? words.at(-2)! : words.at(-1)!;
  // …or a body known by name, however it ends ("Amazon Web Services", "Microsoft").
  return (
    namesABody(words) &&
    ((words.length >= 2 && (BODY_END.test(last) || ORG_HINT.test(last))) || ORG_HINT.test(words[0]!))
  );
}

const isAcronym = (text: string) => /^[A-Z]{2,6}$/.test(text.trim());

/**
 * Which lines are the issuers of the lines above them, in a list that alternates a certificate and its awarding
 * body on lines of their own ("Driver CPC" / "DVSA" / "ADR Licence" / "SQA"): every second line names a body, most
 * of them plainly (initials, or a body's word), and no other line does. A list of initials alone ("ACLS" / "BLS")
 * is a list of certificates.
 */
function alternatingIssuers(texts: string[]): Set<number> {
  const none = new Set<number>();
  if (texts.length < 4 || texts.length % 2 !== 0) return none;
  const names = texts.filter((_, index) => index % 2 === 0);
  const bodies = texts.filter((_, index) => index % 2 === 1);
  const plain = (text: string) => isAcronym(text) || isIssuerLine(text) || ORG_HINT.test(text);
  if (names.some((text) => isAcronym(text) || isIssuerLine(text) || isOnlyDate(text))) return none;
  if (!bodies.every((text) => plain(text) || namesABody(text.split(/\s+/)))) return none;
  if (bodies.filter(plain).length * 2 < bodies.length) return none;
  return new Set(texts.map((_, index) => index).filter((index) => index % 2 === 1));
}

/**
 * Which lines are issuers in a list of certificates each set on three lines: its name, its awarding body, its date
 * ("Full-Stack Web Development" / "CodeAcademy" / "2020"). Every third line is a date and no other line is; the body
 * needs no body's word then, since where it stands says what it is.
 */
function issuersBeforeDates(texts: string[]): Set<number> {
  const none = new Set<number>();
  if (texts.length < 6 || texts.length % 3 !== 0) return none;
  const dated = texts.every((text, index) => isOnlyDate(text) === (index % 3 === 2));
  if (!dated || texts.some((text, index) => index % 3 === 1 && wordCount(text) > 6)) return none;
  return new Set(texts.map((_, index) => index).filter((index) => index % 3 === 1));
}

/** One certificate line: "RN License, Texas Board of Nursing, 2019", "CompTIA Security+ (2022)", "OSHA 30". */
export function readCertificate(text: string): CertificateEntry {
  let rest = text;
  const range = findDateRange(rest);
  if (range) rest = withoutRange(rest, range);
  const date = range ? (range.start ?? range.end) : undefined;
  let issuer: string | undefined;
  const by = ISSUED_BY.exec(rest);
  if (by && by.index > 0) {
    issuer = tidy(by[1]!);
    rest = tidy(rest.slice(0, by.index));
  } else {
    const parts = splitOutsideBrackets(rest).map(tidy).filter(Boolean);
    const glued = parts.length === 1 ? gluedIssuer(parts[0]!) : null;
    if (glued) {
      issuer = glued.issuer;
      rest = glued.name;
    } else if (parts.length >= 2) {
      const last = parts[parts.length - 1]!;
      if (
        !NAME_TAIL.test(last) &&
        (ORG_HINT.test(last) || /^[A-Z&()]{2,8}$/.test(last) || /,|\||\s[·•]\s/.test(rest) || wordCount(last) >= 2)
      ) {
        issuer = last;
        rest = tidy(rest.slice(0, rest.lastIndexOf(last)));
      }
    }
  }
  const name = tidy(rest);
  return { ...(name ? { name } : {}), ...(issuer ? { issuer } : {}), ...(date ? { date } : {}) };
}

const SEPARATOR = /\s*[,|]\s*|\s+[–—·•-]\s+/g;

/** The line's parts between separators, a bracket's commas kept ("ADR Licence (Tanks, Classes 2–9) · SQA"). */
function splitOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(SEPARATOR)) {
    const before = text.slice(0, match.index);
    if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) continue;
    parts.push(text.slice(from, match.index));
    from = match.index + match[0].length;
  }
  return [...parts, text.slice(from)];
}

/**
 * Where each certificate opens with its date, the lines up to the next date are that certificate: of two, the
 * second is its awarding body ("Jan 2019" / "Chartered Professional Accountant (CPA)" / "CPA Ontario"), unless it
 * carries the name on ("Associate", or a line going on in lower case).
 */
function issuersUnderDates(texts: string[]): Set<number> {
  const issuers = new Set<number>();
  const starts = texts.map((text, index) => (isOnlyDate(text) ? index : -1)).filter((index) => index >= 0);
  for (const [k, start] of starts.entries()) {
    const end = starts[k + 1] ?? texts.length;
    const second = texts[start + 2];
    if (end - start === 3 && second !== undefined && !NAME_TAIL.test(second) && !startsLowercase(second))
      issuers.add(start + 2);
  }
  return issuers;
}

/** Reads a Certifications section; a line of only an issuer or a date finishes the certificate above it. */
export function readCertificates(
  lines: DocLine[],
  label: string,
): { certificates: CertificateEntry[]; unread: UnreadLine[] } {
  const texts: Array<{ text: string; bullet: boolean; issuer?: boolean }> = [];
  const unread: UnreadLine[] = [];
  const long = NO_LENGTH;
  const wholes = lines
    .map((line) => ({ ...bulletOf(line), right: line.right?.trim() }))
    .map(({ text, bullet, right }) => ({ whole: [text, right].filter(Boolean).join(', '), bullet }))
    .filter(({ whole }) => whole);
  // A list that opens with a date gives each certificate its date first ("Aug 2018" / "NMC Registered Nurse"): a
  // date alone then waits for the certificate under it.
  const datesFirst = wholes.length > 1 && isOnlyDate(wholes[0]!.whole);
  const plainTexts = wholes.map(({ whole }) => whole);
  const issuers = datesFirst
    ? issuersUnderDates(plainTexts)
    : new Set([...alternatingIssuers(plainTexts), ...issuersBeforeDates(plainTexts)]);
  let waiting: string | undefined;
  for (const [index, { whole, bullet }] of wholes.entries()) {
    const last = texts[texts.length - 1];
    if (issuers.has(index) && last) {
      last.text = `${last.text}, ${whole}`;
      last.issuer = true;
      continue;
    }
    if (datesFirst && isOnlyDate(whole)) {
      waiting = whole;
      continue;
    }
    // "Issued on: Aug 01, 2021", "Obtained 2019": a date line with its label.
    const dated = DATE_LABEL.test(whole) && isOnlyDate(whole.replace(DATE_LABEL, ''));
    const issuerLine = /^(?:issued by|issuer|by|awarded by|délivré par|ausgestellt von|emitido por)\b/i.test(whole);
    // "Issued on: Invalid date": a date label with no date after it is no certificate; the review shows it.
    if (last && !bullet && /^(?:issued on|date issued)\s*:/i.test(whole) && !dated) {
      unread.push({ text: whole, reason: `From “${label}”: no date could be read here` });
      continue;
    }
    // "Associate" wrapped under "Power BI Data Analyst", or the issuer alone on the line under the name.
    if (last && !bullet && NAME_TAIL.test(whole)) {
      last.text = `${last.text} ${whole}`;
      continue;
    }
    if (last && !bullet && isIssuerLine(whole) && !last.issuer) {
      last.text = `${last.text}, ${whole}`;
      last.issuer = true;
      continue;
    }
    // A date with its label is the date of the certificate above, even set as an item of the list.
    if (last && (dated || (!bullet && (isOnlyDate(whole) || issuerLine || continues(last.text, whole, long))))) {
      const date = dated ? whole.replace(DATE_LABEL, '') : whole;
      last.text = issuerLine || dated || isOnlyDate(whole) ? `${last.text}, ${date}` : joinWrapped(last.text, whole);
    } else {
      texts.push({ text: waiting ? `${whole}, ${waiting}` : whole, bullet });
      waiting = undefined;
    }
  }
  const certificates: CertificateEntry[] = [];
  for (const { text } of texts) {
    const certificate = readCertificate(text);
    if (certificate.name && wordCount(certificate.name) <= 16) certificates.push(certificate);
    else unread.push({ text, reason: `From “${label}”: not read as a certificate — add it as a snippet` });
  }
  return { certificates, unread };
}
