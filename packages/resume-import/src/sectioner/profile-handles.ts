/**
 * Profiles written as a handle and the network's name instead of a link: "sam-k (GitHub)", "GitHub: sam-k", or a
 * "LinkedIn" label with the handle on the next line. The link is the network's own address for that handle.
 */
import type { DocLine } from '../types.js';
import type { Contact } from './contact.js';

const PROFILE_URL: Record<string, (handle: string) => string> = {
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  gitlab: (handle) => `https://gitlab.com/${handle}`,
};
const NAMES: Record<string, string> = { linkedin: 'LinkedIn', github: 'GitHub', gitlab: 'GitLab' };
const HANDLE = String.raw`@?([\p{L}\p{N}][\p{L}\p{N}._-]{1,60})`;
const NETWORK = String.raw`(linkedin|github|gitlab)`;
const HANDLE_THEN_NETWORK = new RegExp(String.raw`^${HANDLE}\s*\(${NETWORK}\)$`, 'iu');
const NETWORK_THEN_HANDLE = new RegExp(String.raw`^${NETWORK}\s*:\s*${HANDLE}$`, 'iu');
const NETWORK_ALONE = new RegExp(String.raw`^${NETWORK}:?$`, 'i');
const HANDLE_ALONE = new RegExp(String.raw`^${HANDLE}$`, 'u');

/** Takes the handles out of a contact block's lines into `contact.profiles`; returns the lines left. */
export function readProfileHandles(lines: DocLine[], contact: Contact): DocLine[] {
  const kept: DocLine[] = [];
  const add = (network: string, handle: string) => {
    const key = network.toLowerCase();
    if (!contact.profiles.some((profile) => profile.network === NAMES[key]))
      contact.profiles.push({ network: NAMES[key], username: handle, url: PROFILE_URL[key]!(handle) });
  };
  for (const [index, line] of lines.entries()) {
    const text = line.text.trim();
    const previous = lines[index - 1]?.text.trim() ?? '';
    const after = HANDLE_THEN_NETWORK.exec(text);
    const before = NETWORK_THEN_HANDLE.exec(text);
    const labelled = NETWORK_ALONE.exec(previous);
    // A handle has a letter and no spaces; "Leeds" under "LinkedIn" would be one too, so it needs a - . _ or digit.
    const alone = labelled && HANDLE_ALONE.exec(text);
    if (after) add(after[2]!, after[1]!);
    else if (before) add(before[1]!, before[2]!);
    else if (alone && /[-._\d]/.test(alone[1]!)) {
      add(labelled[1]!, alone[1]!);
      if (kept.at(-1) === lines[index - 1]) kept.pop();
    } else {
      kept.push(line);
      continue;
    }
  }
  return kept;
}
