import { describe, expect, it } from 'vitest';
import { isWellFormedSecret, maskSecret, newCsrfSecret, tokenMatches } from './csrf-token.js';

describe('CSRF tokens', () => {
  it('makes 32-character alphanumeric secrets', () => {
    const secret = newCsrfSecret();
    expect(isWellFormedSecret(secret)).toBe(true);
    expect(newCsrfSecret()).not.toBe(secret);
  });
  it('accepts the plain secret and its masked form', () => {
    const secret = newCsrfSecret();
    expect(tokenMatches(secret, secret)).toBe(true);
    const masked = maskSecret(secret);
    expect(masked).toHaveLength(64);
    expect(tokenMatches(masked, secret)).toBe(true);
  });
  it('unmasks a token masked by Django', () => {
    // Django 4.2: _unmask_cipher_token('a'*32 + 'b'*32) with mask "a"s and cipher "b"s gives "b"s.
    expect(tokenMatches('a'.repeat(32) + 'b'.repeat(32), 'b'.repeat(32))).toBe(true);
    expect(tokenMatches('b'.repeat(32) + 'c'.repeat(32), 'b'.repeat(32))).toBe(true);
  });
  it('refuses other tokens', () => {
    const secret = newCsrfSecret();
    expect(tokenMatches(newCsrfSecret(), secret)).toBe(false);
    expect(tokenMatches('short', secret)).toBe(false);
    expect(tokenMatches(secret + '!', secret)).toBe(false);
  });
});
