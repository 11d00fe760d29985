/** POST /dj-rest-auth/password/reset/ and /dj-rest-auth/password/reset/confirm/ (dj-rest-auth's contract). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiMessages,
  detailResponse,
  isValidEmail,
  messages,
  normalizeEmail,
  passwordResetConfirmRequest,
  passwordResetRequest,
} from '@hirestride/shared';
import { validationError } from '../../http/errors.js';
import { accountTokens } from '../account-mail.js';
import { decodeUid } from '../account-tokens.js';
import type { AuthContext } from '../context.js';
import { hashPassword, passwordProblems } from '../passwords.js';
import { throttleLinkTry, throttleMailRequest } from './mail-throttle.js';

const linkInvalid = () => validationError({ token: [apiMessages.resetLinkInvalid] });

/** Django's SetPasswordForm: a mismatch alone, else every rule the new password breaks (all under new_password2). */
async function newPasswordProblems(password1: string, password2: string, email: string): Promise<string[]> {
  if (password1 !== password2) return [apiMessages.passwordMismatch];
  return passwordProblems(password1, email);
}

export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.post(
    '/dj-rest-auth/password/reset/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (the same answer whether or not the address has an account)',
        body: passwordResetRequest,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw validationError({ email: [messages.invalidEmail] });
      await throttleMailRequest(ctx, request, 'reset', email);
      const user = await ctx.users.byEmail(email);
      // Google-only accounts get the link too: it sets their first password. An address with no (active) account
      // queues a mail for no one: the same work, so the answer's time does not tell whether the account exists.
      await ctx.outbox.send({ userId: user?.isActive ? user.id : null, kind: 'password_reset' });
      return { detail: apiMessages.passwordResetSent };
    },
  );

  app.post(
    '/dj-rest-auth/password/reset/confirm/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the uid and token from a reset link',
        body: passwordResetConfirmRequest,
        response: { 200: detailResponse },
      },
      preValidation: async (request) => throttleLinkTry(ctx, request, 'reset'),
    },
    async (request) => {
      const { uid, token, new_password1, new_password2 } = request.body;
      const id = decodeUid(uid);
      const user = id === null ? null : await ctx.users.byId(id);
      if (!user || !user.isActive || !accountTokens(ctx).checkResetToken(user, token)) throw linkInvalid();

      const problems = await newPasswordProblems(new_password1, new_password2, user.email);
      if (problems.length > 0) throw validationError({ new_password2: problems });

      // Conditional on the password the link was signed over: of two uses racing, one wins and one is refused.
      if (!(await ctx.users.resetPassword(user.id, await hashPassword(new_password1), user.passwordHash))) {
        throw linkInvalid();
      }
      // Whoever knew the old password may be signed in somewhere: every sign-in ends.
      await ctx.sessions.destroyAllFor(user.id);
      await ctx.refreshTokens.revokeAllFor(user.id);
      request.log.info({ event: 'password_reset', userId: user.id }, 'password reset by email link');
      return { detail: apiMessages.passwordResetDone };
    },
  );
};
