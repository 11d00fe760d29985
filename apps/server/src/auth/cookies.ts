/** The identity cookies and their attributes (Django names: sessionid, csrftoken). */
import type { FastifyReply } from 'fastify';
import { SESSION_SECONDS } from './sessions-repository.js';
import { REFRESH_TOKEN_SECONDS } from './tokens.js';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_PATH = '/dj-rest-auth/';
/** Django's CSRF_COOKIE_AGE: about a year. */
const CSRF_SECONDS = 31_449_600;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_SECONDS,
  });
}

/** Readable by the page: the client copies it into the X-CSRFToken header. */
export function setCsrfCookie(reply: FastifyReply, secret: string, secure: boolean) {
  reply.setCookie(CSRF_COOKIE, secret, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: CSRF_SECONDS });
}

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: REFRESH_TOKEN_SECONDS,
  });
}

export function clearIdentityCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}
