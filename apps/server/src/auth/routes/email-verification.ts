/** POST /dj-rest-auth/registration/verify-email/ and /resend-email/ (dj-rest-auth's contract). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiMessages,
  detailResponse,
  isValidEmail,
  messages,
  normalizeEmail,
  resendEmailRequest,
  verifyEmailRequest,
} from '@hirestride/shared';
import { validationError } from '../../http/errors.js';
import { accountTokens } from '../account-mail.js';
import type { AuthContext } from '../context.js';
import { throttleLinkTry, throttleMailRequest } from './mail-throttle.js';

const keyInvalid = () => validationError({ key: [apiMessages.verifyKeyInvalid] });

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.post(
    '/dj-rest-auth/registration/verify-email/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the account address with the key from a verification link',
        body: verifyEmailRequest,
        response: { 200: detailResponse },
      },
      preValidation: async (request) => throttleLinkTry(ctx, request, 'verify'),
    },
    async (request) => {
      const { key } = request.body;
      const tokens = accountTokens(ctx);
      const id = tokens.verificationKeyUser(key);
      const user = id === null ? null : await ctx.users.byId(id);
      if (!user || !user.isActive || !tokens.checkVerificationKey(user, key)) throw keyInvalid();
      // Conditional on the address, in case it changed since the key was checked.
      if (!(await ctx.users.markEmailVerified(user.id, user.email))) throw keyInvalid();
      if (!user.emailVerified) request.log.info({ event: 'email_verified', userId: user.id }, 'email address verified');
      return { detail: apiMessages.emailVerified };
    },
  );

  app.post(
    '/dj-rest-auth/registration/resend-email/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a new verification link (the same answer whatever the address)',
        body: resendEmailRequest,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw validationError({ email: [messages.invalidEmail] });
      await throttleMailRequest(ctx, request, 'verify', email);
      const user = await ctx.users.byEmail(email);
      // Queued for no one when there is nothing to confirm, so every address costs the same work.
      const needed = user?.isActive && !user.emailVerified;
      await ctx.outbox.send({ userId: needed ? user.id : null, kind: 'verify_email' });
      return { detail: apiMessages.verificationSent };
    },
  );
};
