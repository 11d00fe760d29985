/** Completing a sign-in: a new session (id rotated), a new CSRF secret, and a fresh token pair. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse } from '@hirestride/shared';
import type { AuthContext } from './context.js';
import { SESSION_COOKIE, setCsrfCookie, setRefreshCookie, setSessionCookie } from './cookies.js';
import { newCsrfSecret } from './csrf-token.js';
import type { UserRow } from './users-repository.js';

export async function issueTokenPair(ctx: AuthContext, reply: FastifyReply, userId: number) {
  const access = await ctx.tokens.issue(userId, 'access');
  const refresh = await ctx.tokens.issue(userId, 'refresh');
  await ctx.refreshTokens.remember(refresh.claims.jti, userId, refresh.claims.exp);
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
  const sessionToken = await ctx.sessions.create(user.id);
  setSessionCookie(reply, sessionToken, ctx.secureCookies);
  setCsrfCookie(reply, newCsrfSecret(), ctx.secureCookies);
  const pair = await issueTokenPair(ctx, reply, user.id);
  request.log.info({ event: 'login_success', userId: user.id }, 'signed in');
  return { ...pair, user: await ctx.users.toApi(user) };
}
