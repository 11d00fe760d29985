/** The account mails (password reset, address verification): their links, built from PUBLIC_URL, sent in the background. */
import type { FastifyBaseLogger } from 'fastify';
import { sendInBackground } from '../mail/mailer.js';
import { passwordResetMail, verificationMail } from '../mail/messages.js';
import { AccountTokens, encodeUid, type ResetSubject, type VerifySubject } from './account-tokens.js';
import type { AuthContext } from './context.js';

/** The signer for this app's links (cheap to make: one HMAC derives its key). */
export function accountTokens(ctx: AuthContext): AccountTokens {
  return new AccountTokens(ctx.config.secretKey);
}

/** The web app's reset page for this user, valid for an hour and once; never built from the request's Host. */
export function passwordResetLink(ctx: AuthContext, user: ResetSubject): string {
  return `${ctx.config.publicUrl}/reset-password/${encodeUid(user.id)}/${accountTokens(ctx).resetToken(user)}`;
}

/** The web app's verification page for this user's current address, valid for three days. */
export function verificationLink(ctx: AuthContext, user: VerifySubject): string {
  return `${ctx.config.publicUrl}/verify-email/${accountTokens(ctx).verificationKey(user)}`;
}

/** Mails a reset link after the response (made from the user as read now, so the link is for this password). */
export function mailPasswordReset(ctx: AuthContext, user: ResetSubject, log: FastifyBaseLogger): void {
  sendInBackground(
    ctx.mailer,
    () => passwordResetMail(user.email, passwordResetLink(ctx, user)),
    log,
    'password_reset',
  );
}

/** Mails a verification link for the user's current address, after the response. */
export function mailVerification(ctx: AuthContext, user: VerifySubject, log: FastifyBaseLogger): void {
  sendInBackground(ctx.mailer, () => verificationMail(user.email, verificationLink(ctx, user)), log, 'verify_email');
}
