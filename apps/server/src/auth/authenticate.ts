/** Who is calling: a Bearer access token, else the session cookie. Resolved once per request. */
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@hirestride/shared';
import { HttpError, notAuthenticated } from '../http/errors.js';
import { SESSION_COOKIE } from './cookies.js';
import type { LiveSession, SessionKey, SessionsRepository } from './sessions-repository.js';
import type { TokenClaims, TokenService } from './tokens.js';
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
    /**
     * The signed-in user, set by the signed-in scope's guard before any handler runs (so handlers never look the
     * caller up again); outside that scope it is not set.
     */
    user: UserRow;
    /** How the signed-in user came (cookie or access token) and which sign-in the request belongs to. */
    signIn: Pick<Caller, 'via' | 'session'>;
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
  request.callerPromise ??= resolveCaller(request, services);
  return request.callerPromise;
}

/**
 * The signed-in scope's guard, before body validation: a 401 for a request without a signed-in caller, else the
 * caller on `request.user` and `request.signIn` for every handler in the scope.
 */
export async function guardSignedIn(request: FastifyRequest, services: IdentityServices): Promise<void> {
  const caller = await requireCaller(request, services);
  request.user = caller.user;
  request.signIn = { via: caller.via, session: caller.session };
}

/** The signed-in caller, or a 401: for routes outside the signed-in scope that need one. */
export async function requireCaller(request: FastifyRequest, services: IdentityServices): Promise<Caller> {
  const caller = await identify(request, services);
  if (!caller) throw notAuthenticated();
  return caller;
}

/** What a request presents: a verified access token's claims, or a session cookie (checked against the database). */
type Credential = { via: 'bearer'; claims: TokenClaims } | { via: 'session'; token: string };

/** The request's credential without touching the database, or null when it has none. A bad Bearer token is a 401. */
async function credentialOf(request: FastifyRequest, services: IdentityServices): Promise<Credential | null> {
  if (request.headers.authorization !== undefined) {
    const bearer = bearerToken(request);
    const claims = bearer ? await services.tokens.verify(bearer, 'access') : null;
    if (!claims) throw invalidToken();
    return { via: 'bearer', claims } as const;
  }
  const token = request.cookies[SESSION_COOKIE];
  return token ? ({ via: 'session', token } as const) : null;
}

const invalidToken = () => new HttpError(401, { detail: apiMessages.invalidToken, code: 'token_not_valid' });

const sessionKey = (credential: Credential): SessionKey =>
  credential.via === 'bearer'
    ? { publicId: credential.claims.sid, userId: credential.claims.userId }
    : { token: credential.token };

/** An access token issued before its user's last password change. */
const isStale = (claims: TokenClaims, credentialsChangedAt: Date) =>
  claims.iat < Math.floor(credentialsChangedAt.getTime() / 1000);

/** The caller a live session makes of the credential; an access token whose sign-in is gone or stale is a 401. */
function callerFrom(credential: Credential, found: LiveSession | null): Caller | null {
  if (credential.via === 'bearer') {
    // The token's sign-in must still be live (signing out a device ends its tokens too), and no older than the
    // last password change.
    if (!found || !found.user.isActive || isStale(credential.claims, found.user.credentialsChangedAt)) {
      throw invalidToken();
    }
    return { user: found.user, via: 'bearer', session: found.session };
  }
  if (!found || !found.user.isActive) return null;
  return { user: found.user, via: 'session', session: found.session };
}

async function resolveCaller(request: FastifyRequest, services: IdentityServices): Promise<Caller | null> {
  const credential = await credentialOf(request, services);
  if (!credential) return null;
  const caller = callerFrom(credential, await services.sessions.find(sessionKey(credential)));
  if (caller) request.userId = caller.user.id;
  return caller;
}
