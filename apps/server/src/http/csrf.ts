/** Django-style CSRF protection for every unsafe request that carries cookies (Bearer requests need none). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@hirestride/shared';
import { CSRF_COOKIE } from '../auth/cookies.js';
import { isWellFormedSecret, tokenMatches } from '../auth/csrf-token.js';
import { bearerToken } from '../auth/authenticate.js';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** Throws 403 when the request must be refused; returns quietly otherwise. */
export function checkCsrf(request: FastifyRequest, trustedOrigins: readonly string[]): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (!request.headers.cookie || bearerToken(request)) return;
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

export default fp<{ trustedOrigins: readonly string[] }>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRequest', async (request) => checkCsrf(request, options.trustedOrigins));
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
