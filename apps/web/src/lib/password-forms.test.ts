import { describe, expect, it } from 'vitest';
import { messages } from '@hirestride/shared/messages';
import { ApiError } from '../api/client';
import { changePasswordForm, newPasswordFields, showServerErrors } from './password-forms';

const problems = (value: object) => {
  const result = changePasswordForm.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('changePasswordForm', () => {
  it('reports every problem at once, each on its field', () => {
    expect(problems({ currentPassword: '', password: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: 'Enter your current password.',
      password: messages.passwordTooShort,
      confirmPassword: messages.passwordsDoNotMatch,
    });
  });

  it('accepts a good new password typed twice', () => {
    expect(problems({ currentPassword: 'x', password: 'river-Tango-42', confirmPassword: 'river-Tango-42' })).toEqual(
      {},
    );
  });
});

describe('showServerErrors', () => {
  it('puts field errors beside their fields and leaves nothing for the form', () => {
    const set: Array<[string, string | undefined]> = [];
    const form = showServerErrors(
      new ApiError(400, { detail: 'Invalid input.', new_password2: ['This password is too common.'] }),
      newPasswordFields,
      (name, error) => set.push([name, error.message]),
    );
    expect(set).toEqual([['confirmPassword', 'This password is too common.']]);
    expect(form).toBe('');
  });

  it('gives the form the reason when no field of it is named (a throttle, a network failure)', () => {
    const noop = () => {};
    expect(showServerErrors(new ApiError(429, { detail: 'Request was throttled.' }), newPasswordFields, noop)).toBe(
      'Request was throttled.',
    );
    expect(showServerErrors(new TypeError('Failed to fetch'), newPasswordFields, noop)).toMatch(/Could not reach/);
  });
});
