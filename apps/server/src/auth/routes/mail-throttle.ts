/** Limits on the routes that send mail or check an emailed link, shared by password reset and verification. */
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../context.js';
import { parseRate } from '../throttle/rate.js';

/** Asking for a mail: per client address, and per address asked for (every address, known or not). */
export const MAIL_RATES = {
  ip: parseRate('20/hour'),
  email: parseRate('5/hour'),
  /** Trying a link (reset confirm, verify): the MAC cannot be guessed; this bounds password hashing per client. */
  linkIp: parseRate('30/10min'),
};

/**
 * Counts a request for a mail of `kind` to `email`, or throws 429. Applied before the account is looked up, to every
 * address alike, so being throttled says nothing about whether the address has an account.
 */
export async function throttleMailRequest(
  ctx: AuthContext,
  request: FastifyRequest,
  kind: 'reset' | 'verify',
  email: string,
): Promise<void> {
  await ctx.throttle.reserveAll([
    [`${kind}:ip:${request.ip}`, MAIL_RATES.ip],
    [`${kind}:email:${email}`, MAIL_RATES.email],
  ]);
}

/** Counts a try of an emailed link of `kind`, or throws 429. */
export function throttleLinkTry(ctx: AuthContext, request: FastifyRequest, kind: 'reset' | 'verify'): Promise<void> {
  return ctx.throttle.hit(`${kind}-link:ip:${request.ip}`, MAIL_RATES.linkIp);
}
