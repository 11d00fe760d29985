/** The account mails (password reset, address verification): queued in the outbox, composed with their links when sent. */
import type { OutboxRow } from '../mail/outbox-repository.js';
import type { ComposeMail } from '../mail/delivery.js';
import type { MailMessage } from '../mail/mailer.js';
import { passwordResetMail, verificationMail } from '../mail/messages.js';
import {
  AccountTokens,
  encodeUid,
  RESET_TOKEN_SECONDS,
  VERIFY_KEY_SECONDS,
  type ResetSubject,
  type VerifySubject,
} from './account-tokens.js';
import type { AuthContext } from './context.js';

/** A link that would reach the user with less life than this is not sent: they would find it dead. */
const LEAST_USEFUL_LIFE_SECONDS = 5 * 60;

/** The signer for this app's links, stamped now or (for a queued mail) when the mail was asked for. */
export function accountTokens(ctx: Pick<AuthContext, 'config'>, stampedAt?: Date): AccountTokens {
  const at = stampedAt?.getTime();
  return new AccountTokens(ctx.config.secretKey, at === undefined ? undefined : () => at);
}

/** The web app's reset page for this user, valid for an hour and once; never built from the request's Host. */
export function passwordResetLink(ctx: Pick<AuthContext, 'config'>, user: ResetSubject, stampedAt?: Date): string {
  const token = accountTokens(ctx, stampedAt).resetToken(user);
  return `${ctx.config.publicUrl}/reset-password/${encodeUid(user.id)}/${token}`;
}

/** The web app's verification page for this user's current address, valid for three days. */
export function verificationLink(ctx: Pick<AuthContext, 'config'>, user: VerifySubject, stampedAt?: Date): string {
  return `${ctx.config.publicUrl}/verify-email/${accountTokens(ctx, stampedAt).verificationKey(user)}`;
}

/**
 * Composes a queued account mail for the account as it is now. The link is stamped with the time the mail was asked
 * for, not the time of the try: every try of one mail carries the same link, and it lives from the request, as the
 * page promised ("within the next hour").
 */
export function composeAccountMail(ctx: Pick<AuthContext, 'config' | 'users'>): ComposeMail {
  return async (row: OutboxRow) => {
    if (row.userId === null) return { skip: 'no_account' };
    const user = await ctx.users.byId(row.userId);
    if (!user?.isActive) return { skip: 'account_closed' };
    const lifetime = row.kind === 'password_reset' ? RESET_TOKEN_SECONDS : VERIFY_KEY_SECONDS;
    if (Date.now() > row.createdAt.getTime() + (lifetime - LEAST_USEFUL_LIFE_SECONDS) * 1000) {
      return { skip: 'link_expired' };
    }
    let message: MailMessage;
    if (row.kind === 'password_reset') {
      message = passwordResetMail(user.email, passwordResetLink(ctx, user, row.createdAt));
    } else {
      if (user.emailVerified) return { skip: 'already_verified' };
      message = verificationMail(user.email, verificationLink(ctx, user, row.createdAt));
    }
    return { ...message, messageId: messageId(ctx.config.publicUrl, row) };
  };
}

/** The same for every try of one mail: the row's id and creation time, at the app's host. */
function messageId(publicUrl: string, row: OutboxRow): string {
  return `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@${new URL(publicUrl).hostname}>`;
}
