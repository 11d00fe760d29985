import { describe, expect, it } from 'vitest';
import {
  AccountTokens,
  decodeUid,
  encodeUid,
  RESET_TOKEN_SECONDS,
  VERIFY_KEY_SECONDS,
  type ResetSubject,
} from './account-tokens.js';

const SECRET = 'x'.repeat(48);
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
const user: ResetSubject = {
  id: 42,
  email: 'ada@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
  credentialsChangedAt: new Date(T0 - 86_400_000),
  lastLoginAt: new Date(T0 - 3_600_000),
};

/** Tokens made at T0 and checked `elapsed` seconds later. */
function clocks(elapsed: number) {
  return { maker: new AccountTokens(SECRET, () => T0), checker: new AccountTokens(SECRET, () => T0 + elapsed * 1000) };
}

describe('uid', () => {
  it.each([
    [1, 'MQ'],
    [12, 'MTI'],
    [123456, 'MTIzNDU2'],
  ])('encodes %d as Django does (%s) and back', (id, uid) => {
    expect(encodeUid(id)).toBe(uid);
    expect(decodeUid(uid)).toBe(id);
  });

  it.each(['', 'MA', 'LTE', 'YWJj', 'MTI=', 'M T I', 'MTI.', 'OTk5OTk5OTk5OTk5OTk5OTk5', '%00', 'x'.repeat(60)])(
    'refuses %j',
    (uid) => expect(decodeUid(uid)).toBeNull(),
  );
});

describe('reset tokens', () => {
  it.each([
    ['just made', 0, true],
    ['59 minutes old', 59 * 60, true],
    ['exactly an hour old', RESET_TOKEN_SECONDS, true],
    ['an hour and a second old', RESET_TOKEN_SECONDS + 1, false],
    ['a day old', 86_400, false],
    ['from the future', -120, false],
  ])('a token %s is valid: %s', (_name, elapsed, valid) => {
    const { maker, checker } = clocks(elapsed);
    expect(checker.checkResetToken(user, maker.resetToken(user))).toBe(valid);
  });

  it.each([
    ['a new password', { passwordHash: '$argon2id$other' }],
    ['a first password on a Google account', { passwordHash: null }],
    ['credentials changed later', { credentialsChangedAt: new Date(T0 + 1) }],
    ['another email', { email: 'eve@example.com' }],
    ['a sign-in since', { lastLoginAt: new Date(T0 + 1000) }],
    ['a first sign-in since', { lastLoginAt: null }],
    ['another user', { id: 43 }],
  ] as Array<[string, Partial<ResetSubject>]>)('is void after %s', (_name, change) => {
    const { maker, checker } = clocks(10);
    expect(checker.checkResetToken({ ...user, ...change }, maker.resetToken(user))).toBe(false);
  });

  it('is void under another secret key', () => {
    const token = new AccountTokens(SECRET, () => T0).resetToken(user);
    expect(new AccountTokens('y'.repeat(48), () => T0).checkResetToken(user, token)).toBe(false);
  });

  it.each(['', '-', 'abc', 'zzzzzzzzzzz-abc', 'ab-cd-ef', ' x-y', 'ok-' + 'A'.repeat(65)])('refuses %j', (token) => {
    expect(new AccountTokens(SECRET).checkResetToken(user, token)).toBe(false);
  });

  it('refuses a token whose timestamp was moved forward', () => {
    const { maker, checker } = clocks(RESET_TOKEN_SECONDS + 60);
    const [, mac] = maker.resetToken(user).split('-');
    const forged = `${Math.floor((T0 + RESET_TOKEN_SECONDS * 1000) / 1000).toString(36)}-${mac}`;
    expect(checker.checkResetToken(user, forged)).toBe(false);
  });

  it('refuses a verification key used as a reset token', () => {
    const tokens = new AccountTokens(SECRET, () => T0);
    const [, stamp, mac] = tokens.verificationKey(user).split(':');
    expect(tokens.checkResetToken(user, `${stamp}-${mac}`)).toBe(false);
  });
});

describe('verification keys', () => {
  it.each([
    ['just made', 0, true],
    ['two days old', 2 * 86_400, true],
    ['exactly three days old', VERIFY_KEY_SECONDS, true],
    ['three days and a second old', VERIFY_KEY_SECONDS + 1, false],
    ['from the future', -120, false],
  ])('a key %s is valid: %s', (_name, elapsed, valid) => {
    const { maker, checker } = clocks(elapsed);
    expect(checker.checkVerificationKey(user, maker.verificationKey(user))).toBe(valid);
  });

  it('names its user, and is void for another address or user', () => {
    const { maker, checker } = clocks(5);
    const key = maker.verificationKey(user);
    expect(key.startsWith(`${encodeUid(42)}:`)).toBe(true);
    expect(checker.verificationKeyUser(key)).toBe(42);
    expect(checker.checkVerificationKey({ ...user, email: 'new@example.com' }, key)).toBe(false);
    expect(checker.checkVerificationKey({ ...user, id: 43 }, key)).toBe(false);
  });

  it('does not change when the password does (the address is what it proves)', () => {
    const { maker, checker } = clocks(5);
    const key = maker.verificationKey(user);
    expect(checker.checkVerificationKey({ ...user, passwordHash: null } as ResetSubject, key)).toBe(true);
  });

  it.each(['', 'a:b:c', 'NDI:1:', 'NDI::abc', 'NDI:xyz:abc:def', 'NDE:1:abc', '::'])('refuses %j', (key) => {
    const tokens = new AccountTokens(SECRET);
    expect(tokens.checkVerificationKey(user, key)).toBe(false);
  });

  it.each(['', 'abc', 'MA:1:abc', 'NDI:1', 'NDI:1:a:b'])('names no user for %j', (key) => {
    expect(new AccountTokens(SECRET).verificationKeyUser(key)).toBeNull();
  });
});
