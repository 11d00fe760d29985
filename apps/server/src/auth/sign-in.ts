/** Completing a sign-in: a new session (id rotated), a new CSRF secret, and a fresh token pair tied to it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages, type AuthResponse } from '@hirestride/shared';
import { HttpError } from '../http/errors.js';
import type { AuthContext } from './context.js';
import { SESSION_COOKIE, setCsrfCookie, setRefreshCookie, setSessionCookie } from './cookies.js';
import { newCsrfSecret } from './csrf-token.js';
import type { UserRow } from './users-repository.js';

/** The sign-in a token pair belongs to: its stored id, public id, and absolute end. */
export interface SignInRef {
  id: string;
  publicId: string;
  expiresAt: Date;
}

/**
 * An access and a refresh token for the sign-in; neither outlives it. A 401 when the sign-in ended while they were
 * made (signed out elsewhere at that moment): tokens of an ended sign-in are never handed out.
 */
export async function issueTokenPair(ctx: AuthContext, reply: FastifyReply, userId: number, signIn: SignInRef) {
  const notAfter = Math.floor(signIn.expiresAt.getTime() / 1000);
  const access = await ctx.tokens.issue(userId, 'access', signIn.publicId, notAfter);
  const refresh = await ctx.tokens.issue(userId, 'refresh', signIn.publicId, notAfter);
  if (!(await ctx.refreshTokens.remember(refresh.claims.jti, userId, signIn.id, refresh.claims.exp))) {
    throw new HttpError(401, { detail: apiMessages.refreshInvalid, code: 'token_not_valid' });
  }
  setRefreshCookie(reply, refresh.token, ctx.secureCookies);
  return { access: access.token, refresh: refresh.token };
}

export async function signIn(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<AuthResponse> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await ctx.sessions.destroy(previous);
  const { token, session } = await ctx.sessions.create(user.id, request.headers['user-agent'] ?? '');
  setSessionCookie(reply, token, ctx.secureCookies);
  setCsrfCookie(reply, newCsrfSecret(), ctx.secureCookies);
  const pair = await issueTokenPair(ctx, reply, user.id, session);
  // The owner got in: a reset link mailed before now (to them, or asked for by someone else) stops working.
  await ctx.users.recordSignIn(user.id);
  request.log.info({ event: 'login_success', userId: user.id }, 'signed in');
  return { ...pair, user: await ctx.users.toApi(user) };
}
