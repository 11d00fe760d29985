/**
 * The links a PDF carries behind its text: a LaTeX or word-processor resume often prints only a handle ("priya-cpa"
 * beside a LinkedIn icon) or a bare domain, with the address in the link. Profiles of a known network are the
 * person's own when the address names a person (linkedin.com/in/…, github.com/…, stackoverflow.com/users/…); another site is their website
 * only when its address is printed at the top of the page.
 */
import type { Contact } from './contact.js';
import { profileOf } from './contact.js';

const host = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./i, '').toLowerCase();
  } catch {
    return '';
  }
};

/** A link's percent-escapes undone; a malformed one (a hostile file's "%ZZ") gives nothing rather than throwing. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text).trim();
  } catch {
    return '';
  }
}

// Addresses of a person's page on a network, not a company's or a project's.
const PERSON_ADDRESS = /linkedin\.com\/in\/|(?:github|gitlab)\.com\/[^/]+$|stackoverflow\.com\/(?:u|users)\//i;

/** Adds what the links give that the printed text did not: a profile's address, the person's website, an email. */
export function readPageLinks(links: readonly string[], contact: Contact, top: string): void {
  const printed = top.toLowerCase();
  for (const link of links) {
    if (/^mailto:/i.test(link)) {
      const address = decoded(link.slice('mailto:'.length).split('?')[0]!);
      if (address && !contact.email) contact.email = address;
      continue;
    }
    if (!/^https?:\/\//i.test(link)) continue;
    const profile = profileOf(link);
    if (profile) {
      // Only an address of a person (a username in it), not a company page or a project.
      if (!profile.username || !PERSON_ADDRESS.test(profile.url ?? '')) continue;
      const known = contact.profiles.find((other) => other.network === profile.network);
      if (!known) contact.profiles.push(profile);
      else if (!known.url || (known.username === profile.username && !/^https?:/i.test(known.url)))
        known.url = profile.url;
      continue;
    }
    const site = host(link);
    if (!contact.url && site && printed.includes(site)) contact.url = link.replace(/\/$/, '');
  }
}
