/**
 * Django-style CSRF protection for every unsafe request that carries cookies. A request with a valid Bearer access
 * token needs none (a cross-site page cannot send one); an invalid or malformed one exempts nothing, or any
 * "Authorization: Bearer x" would open the cookie-only routes (token refresh, logout) to cross-site requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@hirestride/shared';
import { CSRF_COOKIE } from '../auth/cookies.js';
import { isWellFormedSecret, tokenMatches } from '../auth/csrf-token.js';
import { bearerToken } from '../auth/authenticate.js';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** Whether a Bearer token is a valid access token (signature, type and expiry; the user is checked later). */
export type VerifyBearer = (token: string) => Promise<boolean>;

/** Throws 403 when the request must be refused; returns quietly otherwise. */
export async function checkCsrf(
  request: FastifyRequest,
  trustedOrigins: readonly string[],
  verifyBearer: VerifyBearer,
): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (!request.headers.cookie) return;
  const bearer = bearerToken(request);
  if (bearer && (await verifyBearer(bearer))) return;
  const origin = request.headers.origin;
  if (origin !== undefined && !originAllowed(origin, request.headers.host, trustedOrigins)) {
    throw refused(apiMessages.csrfOrigin, request);
  }
  const secret = request.cookies[CSRF_COOKIE];
  if (!isWellFormedSecret(secret)) throw refused(apiMessages.csrfCookieNotSet, request);
  const header = request.headers['x-csrftoken'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw refused(apiMessages.csrfMissing, request);
  if (!tokenMatches(token, secret)) throw refused(apiMessages.csrfIncorrect, request);
}

function originAllowed(origin: string, host: string | undefined, trusted: readonly string[]): boolean {
  if (trusted.includes(origin)) return true;
  if (host === undefined) return false;
  try {
    const parsed = new URL(origin);
    // Normalise the Host header the same way (a default port is dropped on both sides).
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function refused(detail: string, request: FastifyRequest): HttpError {
  request.log.warn({ event: 'csrf_refused', reason: detail }, 'CSRF refused');
  return new HttpError(403, { detail });
}

export default fp<{ trustedOrigins: readonly string[]; verifyBearer: VerifyBearer }>(
  async (app: FastifyInstance, options) => {
    // Synchronous for the safe methods, most requests: an async hook costs each a promise and a microtask turn.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      checkCsrf(request, options.trustedOrigins, options.verifyBearer).then(() => done(), done);
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
