import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

const answer = (text: string, version = '7') => ({ userId: 1, version, values: { answer: text } });

describe('ReadCache', () => {
  it('answers what it kept, by key, and forgets what it is told to', () => {
    const cache = new ReadCache(1000);
    cache.set('a', answer('x'));
    expect(cache.get('a')).toMatchObject({ userId: 1, version: '7', values: { answer: 'x' } });
    expect(cache.get('b')).toBeUndefined();
    cache.set('a', answer('y', '8'));
    expect(cache.get('a')).toMatchObject({ version: '8', values: { answer: 'y' } });
    expect(cache.stats).toEqual({ entries: 1, bytes: 2 });
    cache.delete('a');
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 });
  });

  it.each([
    { reads: [], gone: 'k0', why: 'the least recently kept goes when one more does not fit' },
    { reads: ['k0'], gone: 'k1', why: 'a read makes an entry the most recently used' },
  ])('$why', ({ reads, gone }) => {
    // Each entry is 8 characters of JSON and a 2-character key: ten fill 100.
    const cache = new ReadCache(100);
    const keys = Array.from({ length: 10 }, (_, i) => `k${i}`);
    for (const key of keys) cache.set(key, answer('01234567'));
    expect(cache.stats).toEqual({ entries: 10, bytes: 100 });
    for (const key of reads) cache.get(key);
    cache.set('kx', answer('01234567'));
    const kept = [...keys, 'kx'].filter((key) => cache.get(key) !== undefined);
    expect(kept).toEqual([...keys, 'kx'].filter((key) => key !== gone));
    expect(cache.stats).toEqual({ entries: 10, bytes: 100 });
  });

  it('does not keep an answer over a tenth of its size, and drops the older one under that key', () => {
    const cache = new ReadCache(100);
    cache.set('a', answer('small'));
    cache.set('a', answer('x'.repeat(11)));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 });
  });
});
