/** Django-compatible CSRF tokens: a 32-character secret in the cookie; the header may carry it plain or masked (64). */
import { randomInt, timingSafeEqual } from 'node:crypto';

const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CSRF_SECRET_LENGTH = 32;
const VALID = /^[a-zA-Z0-9]+$/;

export function newCsrfSecret(): string {
  let secret = '';
  for (let i = 0; i < CSRF_SECRET_LENGTH; i += 1) secret += CHARS[randomInt(CHARS.length)];
  return secret;
}

export function isWellFormedSecret(value: string | undefined): value is string {
  return typeof value === 'string' && value.length === CSRF_SECRET_LENGTH && VALID.test(value);
}

/** Django's _mask_cipher_secret: what a Django page would put in a form or header. */
export function maskSecret(secret: string): string {
  const mask = newCsrfSecret();
  let cipher = '';
  for (let i = 0; i < secret.length; i += 1) {
    cipher += CHARS[(CHARS.indexOf(secret[i]!) + CHARS.indexOf(mask[i]!)) % CHARS.length];
  }
  return mask + cipher;
}

function unmask(token: string): string {
  const mask = token.slice(0, CSRF_SECRET_LENGTH);
  const cipher = token.slice(CSRF_SECRET_LENGTH);
  let secret = '';
  for (let i = 0; i < cipher.length; i += 1) {
    const index = CHARS.indexOf(cipher[i]!) - CHARS.indexOf(mask[i]!);
    secret += CHARS[(index + CHARS.length) % CHARS.length];
  }
  return secret;
}

/** True when the header token (plain or masked) carries the cookie's secret. */
export function tokenMatches(headerToken: string, secret: string): boolean {
  if (!VALID.test(headerToken)) return false;
  let candidate: string;
  if (headerToken.length === CSRF_SECRET_LENGTH) candidate = headerToken;
  else if (headerToken.length === 2 * CSRF_SECRET_LENGTH) candidate = unmask(headerToken);
  else return false;
  return timingSafeEqual(Buffer.from(candidate), Buffer.from(secret));
}
