/** Web addresses people type: checked and completed once, for a saved job's posting, a contact and About You. */
import * as z from 'zod';
import { optionalText } from './fields.js';
import { isValidEmail } from './validation.js';

export const INVALID_URL = 'Enter a valid URL.';

/**
 * The URL as the user gave it, with https:// added when they left the scheme out (www.example.com/job);
 * null when it is not an http(s) address with a real host.
 */
export function normaliseUrl(raw: string): string | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return withScheme;
}

/** An optional web address: missing, null or blank is '', anything else must be a URL and gets its scheme. */
export const optionalLink = (max: number) =>
  optionalText(max).transform((value, ctx) => {
    if (value === '') return '';
    const url = normaliseUrl(value);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_URL });
      return z.NEVER;
    }
    return url;
  });

/** How a link reads on paper: no scheme, no www., no trailing slash (linkedin.com/in/maya-lopez). */
export function displayLink(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/**
 * Where a resume's or a letter's contacts lead, by the text shown: mailto: for the email, the web address for the
 * link (shown as displayLink writes it). Only a real address is linked: text edited into a draft may be anything.
 */
export function contactLinks(contacts: string[], email: string, link: string): Record<string, string> {
  const links: Record<string, string> = {};
  if (contacts.includes(email) && isValidEmail(email)) links[email] = `mailto:${email}`;
  const url = normaliseUrl(link);
  if (url && contacts.includes(displayLink(link))) links[displayLink(link)] = url;
  return links;
}

/** What a resume's header and a letter's letterhead say of how to reach someone. */
export interface ContactDetails {
  email: string;
  phone: string;
  location: string;
  link: string;
}

/** The contacts as one line shows them, and where each leads (contactLinks). */
export interface ContactLine {
  contacts: string[];
  links: Record<string, string>;
}

/**
 * The contacts line of a resume, a letter and the profile's review, in the order all three give it: email, phone,
 * location, then the link as it reads on paper. `shown` leaves out what a resume's header settings hide.
 */
export function contactLine(
  details: ContactDetails,
  shown: Partial<Record<keyof ContactDetails, boolean>> = {},
): ContactLine {
  const contacts = [
    shown.email !== false && details.email,
    shown.phone !== false && details.phone,
    shown.location !== false && details.location,
    shown.link !== false && displayLink(details.link),
  ].filter((value): value is string => Boolean(value));
  return { contacts, links: contactLinks(contacts, details.email, details.link) };
}
