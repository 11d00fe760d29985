import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { checkPassword, isValidEmail, normalizeEmail } from './validation.js';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x+tag@sub.domain.org', "o'brien@example.ie", 'ünïcode@exämple.de'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    '',
    'plain',
    'a@b',
    '@b.co',
    'a@.co',
    'a @b.co',
    'a@b.',
    'a@b c.com',
    'a@x.com,b@y.com',
    'a@x.com;b@y.com',
    'a@x.com b@y.com',
    'Ann <a@x.com>',
    '"a@x.com"@y.com',
    'a@b@x.com',
    'list:a@x.com',
    'a@[127.0.0.1].com',
    'a\\@x.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('checkPassword', () => {
  it('asks for 8 characters when shorter', () => {
    expect(checkPassword('')).toBe(messages.passwordTooShort);
    expect(checkPassword('abc1234')).toBe(messages.passwordTooShort);
  });
  it('asks for letters and numbers when one kind is missing', () => {
    expect(checkPassword('abcdefgh')).toBe(messages.passwordLettersAndDigits);
    expect(checkPassword('12345678')).toBe(messages.passwordLettersAndDigits);
    expect(checkPassword('!!!!!!!!')).toBe(messages.passwordLettersAndDigits);
  });
  it('accepts 8+ characters with a letter and a digit', () => {
    expect(checkPassword('abcdefg1')).toBeNull();
    expect(checkPassword('1ÄÖÜäöüß')).toBeNull();
  });
  it('spells the messages as the spec does', () => {
    expect(messages.passwordTooShort).toBe('Password must be at least 8 characters long.');
    expect(messages.passwordLettersAndDigits).toBe('Password must contain both letters and numbers.');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
