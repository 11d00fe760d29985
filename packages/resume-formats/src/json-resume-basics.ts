/**
 * About You's location and profile link as JSON Resume's basics and back: its location is structured (city,
 * region, …) and its links are profiles by network, while About You keeps one line of each as a person writes it.
 */

/** JSON Resume's basics.location (every part optional). */
export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

/** One of JSON Resume's basics.profiles. */
export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

/** Networks known by their host, so a link exports as a profile other tools show with its network's name. */
const NETWORKS: Array<{ host: RegExp; network: string; username: RegExp; url: (username: string) => string }> = [
  {
    host: /(^|\.)linkedin\.com$/i,
    network: 'LinkedIn',
    username: /^\/in\/([^/?#]+)/,
    url: (username) => `https://www.linkedin.com/in/${username}`,
  },
  {
    host: /(^|\.)github\.com$/i,
    network: 'GitHub',
    username: /^\/([^/?#]+)\/?$/,
    url: (username) => `https://github.com/${username}`,
  },
];

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** "Austin, TX" as { city: 'Austin', region: 'TX' }: the first part is the city, the rest the region. */
export function locationToJsonResume(location: string): JsonResumeLocation | undefined {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const [city, ...rest] = parts;
  return rest.length > 0 ? { city, region: rest.join(', ') } : { city };
}

/**
 * A location as one line: city and region; with neither, the address, else the country code. A street address is
 * not what a resume's header shows, so city and region win over it.
 */
export function locationFromJsonResume(location: JsonResumeLocation | undefined): string {
  if (!location) return '';
  const place = [trimmed(location.city), trimmed(location.region)].filter(Boolean);
  if (place.length > 0) return place.join(', ');
  return trimmed(location.address) || trimmed(location.countryCode);
}

/** A link as JSON Resume writes it: a profile of a known network (LinkedIn, GitHub), else the personal url. */
export function linkToJsonResume(link: string): { url?: string; profiles?: JsonResumeProfile[] } {
  if (!link.trim()) return {};
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return { url: link };
  }
  const known = NETWORKS.find((network) => network.host.test(parsed.hostname));
  if (!known) return { url: link };
  const username = known.username.exec(parsed.pathname)?.[1];
  return { profiles: [{ network: known.network, ...(username ? { username } : {}), url: link }] };
}

/** A link basics gives, with what to call it in a warning: its profile's network, or "url" for the personal url. */
export interface JsonResumeLink {
  name: string;
  url: string;
  linkedIn: boolean;
}

/** Every link basics gives, in order: its profiles' (a LinkedIn profile by its username too), then the personal url. */
export function linksOfJsonResume(
  basics: { url?: string; profiles?: JsonResumeProfile[] } | undefined,
): JsonResumeLink[] {
  const links: JsonResumeLink[] = [];
  for (const profile of basics?.profiles ?? []) {
    const linkedIn = /linkedin/i.test(profile.network ?? '') || /linkedin\.com/i.test(profile.url ?? '');
    const username = trimmed(profile.username);
    const url = trimmed(profile.url) || (linkedIn && username ? NETWORKS[0]!.url(username) : '');
    if (url) links.push({ name: trimmed(profile.network) || url, url, linkedIn });
  }
  if (trimmed(basics?.url)) links.push({ name: 'url', url: trimmed(basics?.url), linkedIn: false });
  return links;
}

/** The one link About You keeps: the LinkedIn profile, else the personal url, else the first profile. '' when none. */
export function linkFromJsonResume(basics: { url?: string; profiles?: JsonResumeProfile[] } | undefined): string {
  const links = linksOfJsonResume(basics);
  const chosen = links.find((link) => link.linkedIn) ?? links.find((link) => link.name === 'url') ?? links[0];
  return chosen?.url ?? '';
}
