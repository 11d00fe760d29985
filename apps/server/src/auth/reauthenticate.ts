/**
 * Proof that the person at the keyboard owns the account before a change that could take it over or destroy it
 * (password change, deletion): the current password, counted against the login throttle like a login attempt,
 * or, for an account without a password, a Google sign-in made moments ago with the linked Google account.
 */
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@hirestride/shared';
import { HttpError, type FieldErrors } from '../http/errors.js';
import type { AuthContext } from './context.js';
import { verifyPassword } from './passwords.js';
import { loginEmailKey, loginIpKey } from './throttle/login-keys.js';
import type { UserRow } from './users-repository.js';

/** A Google sign-in older than this does not count as "just now". */
export const GOOGLE_REAUTH_SECONDS = 5 * 60;

export interface Proof {
  password?: string | undefined;
  googleIdToken?: string | undefined;
}

/**
 * The problems with the proof as field errors (none when it holds), so a form can show them with its other errors.
 * Throws only 429 (too many wrong passwords) or what Google's verification throws (e.g. 503).
 */
export async function proofProblems(
  ctx: AuthContext,
  request: FastifyRequest,
  user: UserRow,
  proof: Proof,
  passwordField: string,
  wrongMessage: string,
): Promise<FieldErrors> {
  if (user.passwordHash) {
    if (!proof.password) return { [passwordField]: [apiMessages.passwordRequired] };
    const limits = ctx.config.throttle;
    const hold = await ctx.throttle.reserveAll([
      [loginIpKey(request.ip), limits.loginIp],
      [loginEmailKey(user.email), limits.loginEmail],
    ]);
    if (!(await verifyPassword(user.passwordHash, proof.password))) {
      request.log.info({ event: 'reauth_failure', userId: user.id }, 'wrong current password');
      return { [passwordField]: [wrongMessage] };
    }
    await hold.release();
    return {};
  }
  if (!proof.googleIdToken) return { google_id_token: [apiMessages.googleReauthRequired] };
  if (!ctx.google) return { google_id_token: [apiMessages.googleNotConfigured] };
  let identity;
  try {
    identity = await ctx.google.verify(proof.googleIdToken);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return { google_id_token: [apiMessages.googleInvalid] };
    throw error;
  }
  if (identity.sub !== user.googleSub) return { google_id_token: [apiMessages.googleReauthMismatch] };
  if (Date.now() / 1000 - identity.issuedAt > GOOGLE_REAUTH_SECONDS) {
    return { google_id_token: [apiMessages.googleReauthStale] };
  }
  return {};
}
