/** Certifications and licences as JSON Resume certificates: name, issuer and date, one a line or bullet. */
import type { DocLine, UnreadLine } from '../types.js';
import { findDateRange, isOnlyDate, tidy, withoutRange } from './dates.js';
import { NO_LENGTH, bulletOf, continues, joinWrapped, wordCount } from './lines.js';

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
    const parts = rest
      .split(/\s*[,|]\s*|\s+[–—-]\s+/)
      .map(tidy)
      .filter(Boolean);
    if (parts.length >= 2) {
      const last = parts[parts.length - 1]!;
      if (
        !NAME_TAIL.test(last) &&
        (ORG_HINT.test(last) || /^[A-Z&()]{2,8}$/.test(last) || /,|\|/.test(rest) || wordCount(last) >= 2)
      ) {
        issuer = last;
        rest = tidy(rest.slice(0, rest.lastIndexOf(last)));
      }
    }
  }
  const name = tidy(rest);
  return { ...(name ? { name } : {}), ...(issuer ? { issuer } : {}), ...(date ? { date } : {}) };
}

/** Reads a Certifications section; a line of only an issuer or a date finishes the certificate above it. */
export function readCertificates(
  lines: DocLine[],
  label: string,
): { certificates: CertificateEntry[]; unread: UnreadLine[] } {
  const texts: Array<{ text: string; bullet: boolean }> = [];
  const long = NO_LENGTH;
  for (const line of lines) {
    const { text, bullet } = bulletOf(line);
    const whole = [text, line.right?.trim()].filter(Boolean).join(', ');
    if (!whole) continue;
    const last = texts[texts.length - 1];
    // "Issued on: Aug 01, 2021", "Obtained 2019": a date line with its label.
    const dated = DATE_LABEL.test(whole) && isOnlyDate(whole.replace(DATE_LABEL, ''));
    const issuerLine = /^(?:issued by|issuer|by|awarded by|délivré par|ausgestellt von|emitido por)\b/i.test(whole);
    if (last && !bullet && (isOnlyDate(whole) || dated || issuerLine || continues(last.text, whole, long))) {
      const date = dated ? whole.replace(DATE_LABEL, '') : whole;
      last.text = issuerLine || dated || isOnlyDate(whole) ? `${last.text}, ${date}` : joinWrapped(last.text, whole);
    } else texts.push({ text: whole, bullet });
  }
  const certificates: CertificateEntry[] = [];
  const unread: UnreadLine[] = [];
  for (const { text } of texts) {
    const certificate = readCertificate(text);
    if (certificate.name && wordCount(certificate.name) <= 16) certificates.push(certificate);
    else unread.push({ text, reason: `From “${label}”: not read as a certificate — add it as a snippet` });
  }
  return { certificates, unread };
}
