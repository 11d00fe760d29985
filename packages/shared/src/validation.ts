/** The shared email and password checks of SPEC.md section 5, used by the forms and by the server. */
import { messages } from './messages.js';

/**
 * The spec's shared rule (non-space text, an at sign, non-space text, a dot, non-space text), narrowed to one
 * address: no second at sign, and none of the characters that join or wrap addresses in a mail header (, ; : < > "
 * brackets, backslash), so "a@x.com,b@y.com" is not one address that mails two people.
 */
export const EMAIL_PATTERN = /^[^\s@,;:<>"()[\]\\]+@[^\s@,;:<>"()[\]\\]+\.[^\s@,;:<>"()[\]\\]+$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** True when the text looks like an email address by the spec's shared rule. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** Returns the spec's message for the first rule the password breaks, or null when it is valid. */
export function checkPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return messages.passwordLettersAndDigits;
  return null;
}

/** Email as stored: trimmed and lower-cased, so one person has one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
