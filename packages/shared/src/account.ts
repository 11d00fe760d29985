/** Account API schemas: password reset and email verification (dj-rest-auth's paths), sessions, export, deletion. */
import * as z from 'zod';
import { EMAIL_MAX_LENGTH } from './auth.js';
import { optionalText, requiredText } from './fields.js';
import { PASSWORD_MAX_LENGTH } from './validation.js';

const passwordField = requiredText({ max: PASSWORD_MAX_LENGTH, trim: false });
const googleIdToken = z.string().min(1).max(8192);

/** POST /dj-rest-auth/password/reset/: the answer is the same whether or not the address has an account. */
export const passwordResetRequest = z.object({ email: requiredText({ max: EMAIL_MAX_LENGTH }) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** POST /dj-rest-auth/password/reset/confirm/: uid and token come from the emailed link. */
export const passwordResetConfirmRequest = z.object({
  uid: requiredText({ max: 64 }),
  token: requiredText({ max: 256 }),
  new_password1: passwordField,
  new_password2: passwordField,
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;

/** POST /dj-rest-auth/registration/verify-email/: the key from the emailed link. */
export const verifyEmailRequest = z.object({ key: requiredText({ max: 256 }) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

/** POST /dj-rest-auth/registration/resend-email/. */
export const resendEmailRequest = z.object({ email: requiredText({ max: EMAIL_MAX_LENGTH }) });
export type ResendEmailRequest = z.infer<typeof resendEmailRequest>;

/**
 * Proof that the person at the keyboard owns the account, for changing the password or deleting the account:
 * the current password, or (for an account without one) a Google ID token from a sign-in made just now.
 */
export const reauthentication = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  google_id_token: googleIdToken.optional(),
});
export type Reauthentication = z.infer<typeof reauthentication>;

/** One signed-in device on the account settings page. */
export const accountSession = z.object({
  id: z.string(),
  /** e.g. "Chrome on Windows"; "Unknown browser" when the User-Agent says nothing useful. */
  browser: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionList = z.array(accountSession);

/** POST /api/account/delete/: what the user confirms with. */
export const accountDeleteRequest = reauthentication.extend({
  /** The user types this to confirm; must be "DELETE". */
  confirm: optionalText(16),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequest>;

/** What the account holds, so the delete dialog can say what will go. */
export const accountSummary = z.object({
  email: z.string(),
  has_password: z.boolean(),
  email_verified: z.boolean(),
  counts: z.record(z.string(), z.number().int()),
});
export type AccountSummary = z.infer<typeof accountSummary>;
