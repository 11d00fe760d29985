import { describe, expect, it } from 'vitest';
import { bm25, queryOf } from './relevance.js';

const best = (scores: number[]) => scores.indexOf(Math.max(...scores));

describe('bm25', () => {
  it.each([
    {
      name: 'a word few lines hold outweighs one every line holds',
      lines: ['warehouse shift', 'warehouse move', 'warehouse forklift near miss'],
      query: queryOf('a near miss in the warehouse'),
      best: 2,
    },
    {
      name: 'a stem finds the word’s other forms',
      lines: ['Ran cycle counts', 'Moved settlement to event streams'],
      query: queryOf('accept, route and settle card payments'),
      best: 1,
    },
    {
      name: 'a short stem is a whole word',
      lines: ['Built the ledger', 'Led the night shift'],
      query: new Map([['led', 1]]),
      best: 1,
    },
    {
      name: 'what a posting says often weighs more than what it says once',
      lines: ['Moved our accounts to Terraform', 'Wrote the reconciliation job for payments'],
      query: queryOf('Payments: payments intake, payments reconciliation, Terraform', true),
      best: 1,
    },
  ])('$name', ({ lines, query, best: index }) => {
    expect(best(bm25(lines, query))).toBe(index);
  });

  it('scores a line that shares nothing with the query 0', () => {
    expect(bm25(['Kept the floor tidy'], queryOf('conflict with a colleague'))).toEqual([0]);
  });
});

describe('queryOf', () => {
  it('counts a stem up to three times only when asked to', () => {
    expect(queryOf('payments payments payments payments')).toEqual(new Map([['paymen', 1]]));
    expect(queryOf('payments payments payments payments', true)).toEqual(new Map([['paymen', 3]]));
  });
});
