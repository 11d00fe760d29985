import { describe, expect, it } from 'vitest';
import { contactLinks, displayLink, normaliseUrl, optionalLink } from './links.js';

describe('links', () => {
  it.each([
    ['linkedin.com/in/maya', 'https://linkedin.com/in/maya'],
    [' http://maya.dev ', 'http://maya.dev'],
    ['localhost:3000/x', null],
    ['javascript:alert(1)', null],
    ['my profile', null],
    ['https://user:pw@example.com', null],
    ['intranet', null],
  ])('normaliseUrl(%j) is %j', (raw, expected) => {
    expect(normaliseUrl(raw)).toBe(expected);
  });

  it.each([
    ['https://www.linkedin.com/in/maya-lopez/', 'linkedin.com/in/maya-lopez'],
    ['http://maya.dev', 'maya.dev'],
    ['HTTPS://WWW.Example.com/a//', 'Example.com/a'],
    ['https://github.com/maya?tab=repositories', 'github.com/maya?tab=repositories'],
    ['', ''],
  ])('displayLink(%j) is %j', (url, expected) => {
    expect(displayLink(url)).toBe(expected);
  });

  it('optionalLink: blank or missing is empty, a bad link is refused, a good one gets its scheme', () => {
    const link = optionalLink(30);
    expect(link.parse(undefined)).toBe('');
    expect(link.parse(null)).toBe('');
    expect(link.parse('  ')).toBe('');
    expect(link.parse('maya.dev')).toBe('https://maya.dev');
    expect(link.safeParse('not a link').error?.issues[0]?.message).toBe('Enter a valid URL.');
    expect(link.safeParse(`maya.dev/${'x'.repeat(30)}`).error?.issues[0]?.message).toBe(
      'Ensure this field has no more than 30 characters.',
    );
  });

  it.each([
    [
      'the email and the link, by the text shown',
      ['a@b.co', '555', 'maya.dev/work'],
      'a@b.co',
      'https://maya.dev/work/',
      { 'a@b.co': 'mailto:a@b.co', 'maya.dev/work': 'https://maya.dev/work/' },
    ],
    ['a link typed without its scheme', ['maya.dev'], '', 'maya.dev', { 'maya.dev': 'https://maya.dev' }],
    ['neither, when the header does not show them', ['555'], 'a@b.co', 'https://maya.dev', {}],
    ['nothing that is not an address', ['not mail', 'javascript:alert(1)'], 'not mail', 'javascript:alert(1)', {}],
  ])('contactLinks: %s', (_case, contacts, email, link, expected) => {
    expect(contactLinks(contacts, email, link)).toEqual(expected);
  });
});
