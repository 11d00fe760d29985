import { describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@hirestride/shared';
import { hashPassword, isTooSimilar, passwordProblems, verifyPassword } from './passwords.js';

describe('passwordProblems', () => {
  it('accepts a strong password', async () => {
    expect(await passwordProblems('river-Tango-42', 'ann@example.com')).toEqual([]);
  });
  it('reports the shared rules', async () => {
    expect(await passwordProblems('short1', 'ann@example.com')).toContain(messages.passwordTooShort);
    expect(await passwordProblems('onlyletters', 'ann@example.com')).toContain(messages.passwordLettersAndDigits);
  });
  it('refuses common passwords', async () => {
    expect(await passwordProblems('password1', 'ann@example.com')).toContain(apiMessages.passwordTooCommon);
  });
  it('refuses passwords like the email', async () => {
    expect(await passwordProblems('annexample1', 'ann.example1@mail.com')).toContain(apiMessages.passwordTooSimilar);
  });
});

describe('isTooSimilar', () => {
  it('compares with the email and its parts', () => {
    expect(isTooSimilar('jonathan99', 'jonathan99@example.com')).toBe(true);
    expect(isTooSimilar('r1ver-tango', 'jonathan@example.com')).toBe(false);
  });
});

describe('hash and verify', () => {
  it('round-trips and refuses a wrong password', async () => {
    const stored = await hashPassword('river-Tango-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'river-Tango-42')).toBe(true);
    expect(await verifyPassword(stored, 'river-tango-42')).toBe(false);
    expect(await verifyPassword(null, 'anything1')).toBe(false);
  });
});
