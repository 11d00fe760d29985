import { describe, expect, it } from 'vitest';
import type { Job } from '@hirestride/shared/jobs';
import { clashingFields, clashMessage } from './job-clash';

const seen = { title: 'Charge Nurse', company: 'Mercy', notes: '', follow_up_on: null, version: 3 } as unknown as Job;

describe('clashingFields', () => {
  it.each([
    [
      'another field changed elsewhere: no clash',
      { title: 'Lead Nurse' },
      { ...seen, notes: 'Called', version: 4 },
      [],
    ],
    ['the same field changed elsewhere', { title: 'Lead Nurse' }, { ...seen, title: 'Nurse', version: 4 }, ['title']],
    ['changed elsewhere to what it was: no clash', { title: 'Lead Nurse' }, { ...seen, version: 4 }, []],
    [
      'two fields saved together, one of them changed elsewhere',
      { follow_up_on: '2026-12-01', notes: 'x' },
      { ...seen, follow_up_on: '2026-12-03', version: 4 },
      ['follow_up_on'],
    ],
    ['null and missing are the same', { follow_up_on: '2026-12-01' }, { ...seen, version: 4 }, []],
  ])('%s', (_case, changes, current, expected) => {
    expect(clashingFields(changes as never, seen, current as Job)).toEqual(expected);
  });
});

describe('clashMessage', () => {
  it.each([
    ['Nurse', 'it now reads “Nurse”'],
    ['', 'it is now empty'],
    [null, 'it is now empty'],
    ['a\n\nposting   with lines', 'it now reads “a posting with lines”'],
    ['x'.repeat(200), `it now reads “${'x'.repeat(79)}…”`],
  ])('%j', (now, expected) => {
    expect(clashMessage(now)).toContain(expected);
    expect(clashMessage(now)).toMatch(/Save again to replace it with yours, or Cancel to keep that\.$/);
  });
});
