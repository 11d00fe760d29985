/** Who is calling: a Bearer access token, else the session cookie. Resolved once per request. */
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@hirestride/shared';
import { HttpError, notAuthenticated } from '../http/errors.js';
import { SESSION_COOKIE } from './cookies.js';
import type { SessionsRepository } from './sessions-repository.js';
import type { TokenService } from './tokens.js';
import type { UserRow, UsersRepository } from './users-repository.js';

export interface Caller {
  user: UserRow;
  via: 'bearer' | 'session';
  /** The sign-in the request belongs to (cookie or the access token's sid). */
  session: { id: string; publicId: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised result of identify(); use identify() rather than reading it. */
    callerPromise?: Promise<Caller | null>;
    /** The signed-in user's id once known, for the request log. */
    userId?: number;
  }
}

export interface IdentityServices {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: TokenService;
}

/** Reads the Bearer token (if any) without verifying it. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The caller, or null when the request carries no valid credentials. A bad Bearer token is a 401. */
export function identify(request: FastifyRequest, services: IdentityServices): Promise<Caller | null> {
  request.callerPromise ??= resolveCaller(request, services).then((caller) => {
    if (caller) request.userId = caller.user.id;
    return caller;
  });
  return request.callerPromise;
}

async function resolveCaller(request: FastifyRequest, services: IdentityServices): Promise<Caller | null> {
  const bearer = bearerToken(request);
  if (request.headers.authorization !== undefined) {
    const claims = bearer ? await services.tokens.verify(bearer, 'access') : null;
    // The token's sign-in must still be live: signing out a device ends its tokens too.
    const found = claims ? await services.sessions.forPublicId(claims.sid, claims.userId) : null;
    const stale = found && claims && claims.iat < Math.floor(found.user.credentialsChangedAt.getTime() / 1000);
    if (!claims || !found || !found.user.isActive || stale) {
      throw new HttpError(401, { detail: apiMessages.invalidToken, code: 'token_not_valid' });
    }
    return { user: found.user, via: 'bearer', session: found.session };
  }
  const sessionToken = request.cookies[SESSION_COOKIE];
  if (!sessionToken) return null;
  const found = await services.sessions.forCookie(sessionToken);
  if (!found || !found.user.isActive) return null;
  return { user: found.user, via: 'session', session: found.session };
}

/** Route guard: the signed-in caller, or a 401. */
export async function requireCaller(request: FastifyRequest, services: IdentityServices): Promise<Caller> {
  const caller = await identify(request, services);
  if (!caller) throw notAuthenticated();
  return caller;
}
