/** Contact details found in a line: email, phone, profile links, a web site, and a place ("Leeds, UK"). */
import type { JsonResume } from '@hirestride/resume-formats';
import { findDateRange, tidy } from './dates.js';
import { isPlace, isPlaceBesideContact, placeParts } from './places.js';

type JsonResumeProfile = NonNullable<NonNullable<JsonResume['basics']>['profiles']>[number];

export interface Contact {
  email?: string;
  phone?: string;
  url?: string;
  profiles: JsonResumeProfile[];
  location?: { city?: string; region?: string; address?: string };
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
/** A domain written alone, in lower case, ending on a common top-level domain ("dkowalski.example.org"; not "Node.js"). */
const BARE_DOMAIN =
  /^(?:[a-z0-9][a-z0-9-]*\.)+(?:com|org|net|io|dev|me|co|info|app|page|site|tech|design|xyz|eu|uk|de|fr|es|it|nl|be|ch|at|se|dk|no|fi|ie|pl|pt|ca|au|nz|in)(?:\/[\w./-]*)?$/;
const URL_TEXT =
  /\b(?:https?:\/\/|www\.)[^\s|,;<>()]+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|xing\.com|stackoverflow\.com)\/[^\s|,;<>()]+/i;
// Digits grouped by spaces, dots, slashes or hyphens, the non-breaking hyphen (U+2011) of a web page among them.
const PHONE = /(?:\+\s?\d{1,3}[\s.\-‑]?)?(?:\(\d{1,5}\)[\s.\-‑]?)?\d[\d\s.\-‑/]{5,}\d(?:\s*(?:x|ext\.?)\s*\d{1,5})?/;
const LABEL =
  /^(?:e-?mail|courriel|correo|phone|tel(?:ephone|efon|éfono|efone|éphone)?|mobile?|mobil|cell|portable|handy|móvil|movil|telemóvel|cellulare|address|adresse|dirección|direccion|endereço|indirizzo|adres|location|lieu|ort|wohnort|ubicación|linkedin|github|website|web|site|portfolio|url)\s*[:：]\s*/i;

const NETWORKS: Array<[RegExp, string]> = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  [/behance\.net/i, 'Behance'],
  [/dribbble\.com/i, 'Dribbble'],
  [/xing\.com/i, 'XING'],
  [/stackoverflow\.com/i, 'Stack Overflow'],
  [/twitter\.com|\bx\.com/i, 'Twitter'],
];

/** A run of digits that is a phone number, not a period ("2019 - 2021") or an amount. */
export function phoneIn(text: string): string | undefined {
  const match = PHONE.exec(text);
  if (!match) return undefined;
  const phone = match[0].trim();
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  const range = findDateRange(phone);
  if (range && range.length >= phone.replace(/\s+$/, '').length - 1) return undefined;
  if (/^\d{4}\s*[-–/]\s*\d{4}$/.test(phone)) return undefined;
  // Without a country code, brackets or grouping, a long bare number is more likely an ID than a phone.
  if (!/^\+|\(/.test(phone) && !/[\s.-]/.test(phone) && digits.length > 11) return undefined;
  return phone;
}

/** Whether the text carries an email, a phone or a web address. */
export const hasContactDetail = (text: string) =>
  EMAIL.test(text) || URL_TEXT.test(text) || phoneIn(text) !== undefined;

/** A profile link as JSON Resume's profile, with the username when the address gives it. */
export function profileOf(url: string): JsonResumeProfile | null {
  const known = NETWORKS.find(([host]) => host.test(url));
  if (!known) return null;
  const full = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  const username =
    /linkedin\.com\/in\/([^/?#]+)/i.exec(full)?.[1] ??
    /(?:github|gitlab)\.com\/([^/?#]+)\/?$/i.exec(full)?.[1] ??
    /stackoverflow\.com\/(?:u|users)\/(?:\d+\/)?([^/?#]+)\/?$/i.exec(full)?.[1];
  return { network: known[1], ...(username ? { username } : {}), url: full.replace(/\/$/, '') };
}

const LINK_AFTER =
  /\s*\((?:mailto:|tel:|https?:\/\/(?:maps\.google\.|www\.google\.[a-z.]+\/maps|goo\.gl\/maps|maps\.apple\.))[^()]*(?:\([^()]*\)[^()]*)*\)/gi;

/** A place as JSON Resume's location: "Austin, TX" as city and region. */
export function locationOf(text: string): Contact['location'] {
  const place = placeParts(text);
  if (place) return place.region ? place : { city: place.city };
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [city, ...rest] = parts;
  if (!city) return undefined;
  return rest.length > 0 ? { city, region: rest.join(', ') } : { city };
}

/**
 * Reads the contact details in a line and returns what is left of it. `header` lines may also give the place:
 * elsewhere "Leeds, UK" is more likely a job's place than the person's.
 */
export function readContact(text: string, contact: Contact, header: boolean): string {
  // A link the tool printed after its text ("Madrid (https://maps.google.com/?q=Madrid)", "(tel:+34…)") says
  // nothing the text does not, and a map's address is no one's website.
  text = text.replace(LINK_AFTER, '').replace(/,\s*(?=,)/g, '');
  // An icon the template drew before the detail (a pin, a phone) is a glyph of an icon font, not text.
  text = text.replace(/^[\uE000-\uF8FF\u2600-\u27BF\s]+/u, '');
  let rest = text;
  for (;;) {
    const email = EMAIL.exec(rest);
    if (!email) break;
    contact.email ??= email[0].replace(/^mailto:/i, '');
    // A detail is a unit of its own: what stands before and after it are separate parts, whatever the spacing.
    rest = rest.replace(email[0], ' | ');
  }
  for (;;) {
    const url = URL_TEXT.exec(rest);
    if (!url) break;
    const link = url[0].replace(/[.)]+$/, '');
    const profile = profileOf(link);
    if (profile) {
      if (!contact.profiles.some((known) => known.network === profile.network)) contact.profiles.push(profile);
    } else contact.url ??= /^https?:\/\//i.test(link) ? link : `https://${link}`;
    rest = rest.replace(url[0], ' | ');
  }
  const parts = rest
    .split(/\s*[|•·●◆♦]\s*|\s+[–—-]\s+|\t|\s{3,}/)
    .map((part) => part.replace(LABEL, '').trim())
    .filter(Boolean);
  const kept: string[] = [];
  // Beside a phone or an email, a capitalised place no list knows is still the person's ("Leeds, West Yorkshire").
  const nextToDetail = rest !== text || parts.some((part) => phoneIn(part));
  const besideContact = header && nextToDetail;
  const domainAllowed = () => (header || nextToDetail || contact.email || contact.phone) && !contact.url;
  const queue = [...parts];
  for (let part = queue.shift(); part !== undefined; part = queue.shift()) {
    // A website written without its scheme, beside the person's details or in the page's header.
    if (BARE_DOMAIN.test(part) && domainAllowed()) {
      contact.url = `https://${part}`;
      continue;
    }
    // …or at the end of a part the line's spacing did not set apart ("Seattle, WA dkowalski.example.org").
    const lastWord = /\s(\S+)$/.exec(part);
    if (lastWord && BARE_DOMAIN.test(lastWord[1]!) && domainAllowed()) {
      contact.url = `https://${lastWord[1]!}`;
      queue.unshift(part.slice(0, lastWord.index));
      continue;
    }
    const phone = phoneIn(part);
    if (phone && (header || tidy(part.replace(phone, '')) === '')) {
      contact.phone ??= phone.replace(/‑/g, '-');
      // What stands before and after the number are parts of their own (a place after it, a label before it).
      const at = part.indexOf(phone);
      const around = [part.slice(0, at), part.slice(at + phone.length)].map(tidy).filter(Boolean);
      // A label, or the letter an icon font draws its phone icon with (moderncv's "I"), is not a part.
      queue.unshift(
        ...around.filter(
          (left) => !/^(?:tel|phone|mobile|cell|m|t|p)\.?:?$/i.test(left) && /\p{L}.*\p{L}|\d/u.test(left),
        ),
      );
      continue;
    }
    // Elsewhere, a place on the same line as the person's email or phone (a footer of details) is the person's too.
    if ((header || nextToDetail) && !contact.location && (besideContact ? isPlaceBesideContact(part) : isPlace(part))) {
      contact.location = locationOf(part);
      continue;
    }
    kept.push(part);
  }
  return tidy(kept.join(' | '));
}

/** Whether a line is only labels and separators once its contact details are taken out. */
export const isEmptyRest = (rest: string) =>
  tidy(rest.replace(LABEL, ''))
    .split(/[\s|•·,;]+/)
    // What is left of a line of details may be the letters an icon font draws its icons with (moderncv's "I", "#").
    .every((token) => [...token].length <= 1);
