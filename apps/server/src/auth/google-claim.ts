/**
 * A Google sign-in for an address that an unverified password account holds: Google has proven the address, the
 * account's owner never did, so the Google user takes the account over and the squatter's password stops working.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages, type AuthResponse } from '@hirestride/shared';
import { validationError } from '../http/errors.js';
import type { AuthContext } from './context.js';
import type { GoogleIdentity } from './google.js';
import { signIn } from './sign-in.js';
import { isUniqueViolation, type UserRow } from './users-repository.js';

/** Whether a Google sign-in may claim this account: a password account, never verified, linked to no Google user. */
export function isClaimable(account: UserRow): boolean {
  return account.isActive && account.googleSub === null && account.passwordHash !== null && !account.emailVerified;
}

/** Claims the account for the Google identity, ends every sign-in it had, and signs the Google user in. */
export async function claimForGoogle(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: UserRow,
  identity: GoogleIdentity,
): Promise<AuthResponse> {
  let claimed: UserRow | null;
  try {
    // One conditional write: the password is cleared and the account linked together, or nothing changes.
    claimed = await ctx.users.claimForGoogle(account.id, identity.sub, {
      firstName: identity.givenName,
      lastName: identity.familyName,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ email: [apiMessages.emailTaken] });
    throw error;
  }
  // Verified (or linked) meanwhile: it is no longer the squatter's to lose.
  if (!claimed) throw validationError({ email: [apiMessages.emailTaken] });
  await ctx.sessions.destroyAllFor(claimed.id);
  await ctx.refreshTokens.revokeAllFor(claimed.id);
  request.log.info({ event: 'google_claim', userId: claimed.id }, 'unverified account claimed by a Google sign-in');
  return signIn(ctx, request, reply, claimed);
}
