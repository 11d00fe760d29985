import { describe, expect, it } from 'vitest';
import { loginForm, signupForm } from './auth.js';
import { messages } from './messages.js';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('loginForm', () => {
  it('accepts a valid email and password', () => {
    expect(loginForm.safeParse({ email: ' ann@example.com ', password: 'abcdefg1' }).success).toBe(true);
  });
  it('gives the spec message for each bad field', () => {
    expect(errorsOf(loginForm.safeParse({ email: 'nope', password: 'short1' }))).toEqual({
      email: messages.invalidEmail,
      password: messages.passwordTooShort,
    });
    expect(errorsOf(loginForm.safeParse({ email: 'a@b.co', password: 'abcdefgh' }))).toEqual({
      password: messages.passwordLettersAndDigits,
    });
    expect(errorsOf(loginForm.safeParse({ email: '', password: '' }))).toEqual({
      email: messages.invalidEmail,
      password: messages.passwordTooShort,
    });
  });
});

describe('signupForm', () => {
  it('needs matching passwords', () => {
    expect(
      errorsOf(signupForm.safeParse({ email: 'a@b.co', password: 'abcdefg1', confirmPassword: 'abcdefg2' })),
    ).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
    });
    expect(signupForm.safeParse({ email: 'a@b.co', password: 'abcdefg1', confirmPassword: 'abcdefg1' }).success).toBe(
      true,
    );
  });
  it('applies the shared password check', () => {
    expect(
      errorsOf(signupForm.safeParse({ email: 'a@b.co', password: '12345678', confirmPassword: '12345678' })),
    ).toEqual({
      password: messages.passwordLettersAndDigits,
    });
  });
});
