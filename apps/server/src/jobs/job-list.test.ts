// GET /api/jobs/ is prepared once per shape: two requests share a statement name exactly when the SQL's text is
// the same (a name shared by two texts would make PostgreSQL refuse the second), and every value is a parameter.
import { Placeholder } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { readerId } from '../auth/sessions-repository.js';
import { jobListJson, type JobListOptions, type PageLinks } from './job-list.js';

const links: PageLinks = { next: 'http://x/api/jobs/?limit=50&offset=50', previous: null };
const cases: Array<[string, JobListOptions, PageLinks?]> = [
  ['the board', { omit: ['posting_text', 'notes'] }],
  ['the board again', { omit: ['posting_text', 'notes'] }],
  ['everything', {}],
  ['the table', { omit: ['posting_text', 'notes'], includeArchived: false, limit: 50 }, links],
  ['its second page', { omit: ['posting_text', 'notes'], includeArchived: false, limit: 50, offset: 50 }, links],
  ['a page of 20', { omit: ['posting_text', 'notes'], includeArchived: false, limit: 20 }, links],
  ['archived shown', { omit: ['posting_text', 'notes'], includeArchived: true, limit: 50 }, links],
  ['a plain page', { limit: 50 }, links],
  ['stage wishlist', { stage: 'wishlist', limit: 50 }, links],
  ['stage maybe', { stage: 'maybe', limit: 50 }, links],
  ['an outcome', { outcome: 'rejected', limit: 50 }, links],
  ['one word', { search: 'acme', limit: 50 }, links],
  ['another word', { search: 'globex', limit: 50 }, links],
  ['two words', { search: 'acme  london', limit: 50 }, links],
  ['by title', { ordering: ['title'], limit: 50 }, links],
  ['by title, descending', { ordering: ['-title'], limit: 50 }, links],
  ['by title then stage', { ordering: ['title', 'stage'], limit: 50 }, links],
  ['by match', { ordering: ['-match'], limit: 50 }, links],
  ['no notes', { omit: ['notes'], limit: 50 }, links],
];

const dialect = new PgDialect();
const built = cases.map(([label, options, pageLinks]) => {
  const { name, answer, params } = jobListJson(readerId, options, pageLinks);
  const query = dialect.sqlToQuery(answer());
  return { label, name, text: query.sql, placeholders: query.params, params };
});

describe('jobListJson', () => {
  it.each(built)('$label: every placeholder has a value and nothing else is bound', ({ placeholders, params }) => {
    for (const param of placeholders) {
      // The one literal left is 'archived' in "open jobs only": the same for every request of that shape.
      if (!(param instanceof Placeholder)) expect(param).toBe('archived');
      else expect(params).toHaveProperty(param.name);
    }
  });

  it('names a statement by its text: the same name exactly when the text is the same', () => {
    for (const a of built) {
      for (const b of built) {
        expect([a.label, b.label, a.name === b.name]).toEqual([a.label, b.label, a.text === b.text]);
      }
    }
    // Values are parameters, so requests differing only in them share a statement.
    const named = Object.fromEntries(built.map((item) => [item.label, item.name]));
    expect(named['the table']).toBe(named['its second page']);
    expect(named['stage wishlist']).toBe(named['stage maybe']);
    expect(named['one word']).toBe(named['another word']);
    expect(named['a page of 20']).toBe(named['the table']);
    expect(new Set(Object.values(named)).size).toBe(14);
  });

  it('gives the page its values', () => {
    const { params } = jobListJson(
      readerId,
      { search: '50%_off', stage: 'maybe', limit: 20, offset: 40 },
      { next: 'n', previous: 'p' },
    );
    expect(params).toMatchObject({ stage: 'maybe', term0: '%50\\%\\_off%', limit: 20, offset: 40, end: 60 });
    expect(params).toMatchObject({ next: 'n', previous: 'p' });
  });
});
