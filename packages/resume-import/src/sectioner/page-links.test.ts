import { describe, expect, it } from 'vitest';
import type { Contact } from './contact.js';
import { readPageLinks } from './page-links.js';

const read = (links: string[], top = '', contact: Contact = { profiles: [] }) => {
  readPageLinks(links, contact, top);
  return contact;
};

describe('readPageLinks', () => {
  it('gives a printed handle its profile address', () => {
    expect(read(['https://www.linkedin.com/in/priyaraman-cpa']).profiles).toEqual([
      { network: 'LinkedIn', username: 'priyaraman-cpa', url: 'https://www.linkedin.com/in/priyaraman-cpa' },
    ]);
  });

  it('gives a Stack Overflow handle its profile address, in either form of the address', () => {
    expect(read(['https://stackoverflow.com/u/johndoe', 'https://stackoverflow.com/users/123/jdoe']).profiles).toEqual([
      { network: 'Stack Overflow', username: 'johndoe', url: 'https://stackoverflow.com/u/johndoe' },
    ]);
    expect(read(['https://stackoverflow.com/questions/1/how']).profiles).toEqual([]);
  });

  it('leaves a profile the text already gave as it is', () => {
    const known = { network: 'GitHub', username: 'samk', url: 'https://github.com/samk' };
    expect(read(['https://github.com/someone-else'], '', { profiles: [known] }).profiles).toEqual([known]);
  });

  it.each([
    ['a company page', 'https://www.linkedin.com/company/northlake-foods'],
    ['a project', 'https://github.com/acme/ledger'],
  ])('takes no profile from %s', (_case, link) => {
    expect(read([link]).profiles).toEqual([]);
  });

  it('takes a site as the website only when the top of the page prints its address', () => {
    expect(read(['https://dkowalski.example.org/'], 'Seattle, WA  dkowalski.example.org').url).toBe(
      'https://dkowalski.example.org',
    );
    expect(read(['https://www.northlake.example.com/'], 'Seattle, WA').url).toBeUndefined();
  });

  it('reads past a malformed link rather than failing the file', () => {
    expect(read(['mailto:%E0%A4%A', 'https://%zz']).email).toBeUndefined();
  });

  it('takes an email from a mailto link when the text gave none, and ignores other schemes', () => {
    expect(read(['mailto:ada@example.com?subject=Hi', 'tel:+441234567890', 'javascript:alert(1)']).email).toBe(
      'ada@example.com',
    );
  });
});
