import { describe, expect, it } from 'vitest';
import { libraryIsEmpty, type Library } from './types.js';

const empty: Library = { skills: [], experiences: [], education: [], certifications: [], snippets: [] };
const one: { [K in keyof Library]: Library[K][number] } = {
  skills: { id: 1, skill_name: 'SQL' },
  experiences: {
    id: 1,
    job_title: 'Analyst',
    company: 'Acme',
    start_date: '2020-01-01',
    end_date: null,
    description: '',
  },
  education: { id: 1, degree: 'BSc', field: 'Maths', institution: 'Leeds' },
  certifications: { id: 1, cert_name: 'CPA', issuer: 'AICPA' },
  snippets: { id: 1, title: 'Summary', content: 'Analyst.' },
};

describe('libraryIsEmpty', () => {
  it('is true for a library with nothing in it', () => {
    expect(libraryIsEmpty(empty)).toBe(true);
  });
  it.each(Object.keys(one) as Array<keyof Library>)('is false with one item in %s', (list) => {
    expect(libraryIsEmpty({ ...empty, [list]: [one[list]] })).toBe(false);
  });
  it('reads only the five lists (a writing library also carries the name to sign with)', () => {
    expect(libraryIsEmpty({ ...empty, name: 'Ada Lovelace' } as Library)).toBe(true);
  });
});
