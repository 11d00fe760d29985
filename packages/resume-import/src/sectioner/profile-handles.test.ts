import { describe, expect, it } from 'vitest';
import type { DocLine } from '../types.js';
import type { Contact } from './contact.js';
import { readProfileHandles } from './profile-handles.js';

const texts = (...lines: string[]): DocLine[] => lines.map((text) => ({ text }));

describe('readProfileHandles', () => {
  it.each<[string[], Array<[string, string]>, string[]]>([
    [['maya-cho (LinkedIn)'], [['LinkedIn', 'https://www.linkedin.com/in/maya-cho']], []],
    [['GitHub: mcho-dev'], [['GitHub', 'https://github.com/mcho-dev']], []],
    [['LinkedIn', 'maya-cho-rn', 'Phone'], [['LinkedIn', 'https://www.linkedin.com/in/maya-cho-rn']], ['Phone']],
    // A plain word under the label is not taken as a handle.
    [['LinkedIn', 'Leeds'], [], ['LinkedIn', 'Leeds']],
    [['Forklift (Counterbalance)'], [], ['Forklift (Counterbalance)']],
  ])('%j', (input, profiles, left) => {
    const contact: Contact = { profiles: [] };
    const kept = readProfileHandles(texts(...input), contact);
    expect(contact.profiles.map((profile) => [profile.network, profile.url])).toEqual(profiles);
    expect(kept.map((line) => line.text)).toEqual(left);
  });
});
