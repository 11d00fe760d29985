import { describe, expect, it } from 'vitest';
import {
  linkFromJsonResume,
  linkToJsonResume,
  locationFromJsonResume,
  locationToJsonResume,
} from './json-resume-basics.js';

describe('About You location as JSON Resume', () => {
  it.each([
    ['Austin, TX', { city: 'Austin', region: 'TX' }],
    ['  Berlin ,  Germany ', { city: 'Berlin', region: 'Germany' }],
    ['San Jose, CA, USA', { city: 'San Jose', region: 'CA, USA' }],
    ['Remote', { city: 'Remote' }],
    ['', undefined],
    [' , ', undefined],
  ])('%j exports as %j', (location, expected) => {
    expect(locationToJsonResume(location)).toEqual(expected);
  });

  it.each([
    [{ city: 'Austin', region: 'TX', address: '1 Main St', postalCode: '78701' }, 'Austin, TX'],
    [{ city: ' Lyon ' }, 'Lyon'],
    [{ region: 'Bavaria', countryCode: 'DE' }, 'Bavaria'],
    [{ address: 'Somewhere, Nowhere' }, 'Somewhere, Nowhere'],
    [{ countryCode: 'NL' }, 'NL'],
    [{}, ''],
    [undefined, ''],
  ])('%j imports as %j', (location, expected) => {
    expect(locationFromJsonResume(location)).toBe(expected);
  });
});

describe('About You link as JSON Resume', () => {
  it.each([
    [
      'https://www.linkedin.com/in/maya-lopez',
      { profiles: [{ network: 'LinkedIn', username: 'maya-lopez', url: 'https://www.linkedin.com/in/maya-lopez' }] },
    ],
    [
      'https://linkedin.com/in/maya-lopez/',
      { profiles: [{ network: 'LinkedIn', username: 'maya-lopez', url: 'https://linkedin.com/in/maya-lopez/' }] },
    ],
    [
      'https://uk.linkedin.com/company/acme',
      { profiles: [{ network: 'LinkedIn', url: 'https://uk.linkedin.com/company/acme' }] },
    ],
    [
      'https://github.com/maya',
      { profiles: [{ network: 'GitHub', username: 'maya', url: 'https://github.com/maya' }] },
    ],
    ['https://maya.dev/work', { url: 'https://maya.dev/work' }],
    ['', {}],
  ])('%j exports as %j', (link, expected) => {
    expect(linkToJsonResume(link)).toEqual(expected);
  });

  it.each([
    [
      'the LinkedIn profile before the personal url',
      {
        url: 'https://maya.dev',
        profiles: [
          { network: 'Twitter', url: 'https://x.com/m' },
          { network: 'LinkedIn', url: 'https://linkedin.com/in/m' },
        ],
      },
      'https://linkedin.com/in/m',
    ],
    [
      'a LinkedIn profile known only by its username',
      { profiles: [{ network: 'linkedin', username: 'maya-lopez' }] },
      'https://www.linkedin.com/in/maya-lopez',
    ],
    [
      'a LinkedIn url under another network name',
      { profiles: [{ network: 'Profile', url: 'https://www.linkedin.com/in/m' }] },
      'https://www.linkedin.com/in/m',
    ],
    [
      'the personal url',
      { url: ' https://maya.dev ', profiles: [{ network: 'GitHub', url: 'https://github.com/m' }] },
      'https://maya.dev',
    ],
    [
      'the first profile with a url',
      { profiles: [{ network: 'GitHub' }, { network: 'GitHub', url: 'https://github.com/m' }] },
      'https://github.com/m',
    ],
    ['nothing', { profiles: [] }, ''],
    ['no basics', undefined, ''],
  ])('imports %s', (_case, basics, expected) => {
    expect(linkFromJsonResume(basics)).toBe(expected);
  });
});
