/** POST /dj-rest-auth/login/ and POST /dj-rest-auth/google/. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, authResponse, googleLoginRequest, loginRequest, normalizeEmail } from '@hirestride/shared';
import { HttpError, validationError } from '../../http/errors.js';
import type { AuthContext } from '../context.js';
import { claimForGoogle, isClaimable } from '../google-claim.js';
import { verifyPassword } from '../passwords.js';
import { signIn } from '../sign-in.js';
import { loginEmailKey, loginIpKey } from '../throttle/login-keys.js';
import { isUniqueViolation } from '../users-repository.js';

export const loginRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const limits = ctx.config.throttle;

  app.post(
    '/dj-rest-auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequest,
        response: { 200: authResponse },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const emailKey = loginEmailKey(email);
      // Counted before the password is checked, so parallel guesses cannot overtake the limit.
      const hold = await ctx.throttle.reserveAll([
        [loginIpKey(request.ip), limits.loginIp],
        [emailKey, limits.loginEmail],
      ]);
      const user = await ctx.users.byEmail(email);
      // Always verify (against a dummy hash when needed) so the answer's timing does not reveal the email.
      const valid = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !valid || !user.isActive) {
        request.log.info({ event: 'login_failure' }, 'login failed');
        throw validationError({ non_field_errors: [apiMessages.badCredentials] });
      }
      await hold.release();
      await ctx.throttle.clear(emailKey);
      return signIn(ctx, request, reply, user);
    },
  );

  app.post(
    '/dj-rest-auth/google/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google Identity Services ID token',
        body: googleLoginRequest,
        response: { 200: authResponse },
      },
      preValidation: async (request) => ctx.throttle.hit(`google:ip:${request.ip}`, limits.googleIp),
    },
    async (request, reply) => {
      if (!ctx.google) {
        throw new HttpError(400, {
          detail: apiMessages.googleNotConfigured,
          non_field_errors: [apiMessages.googleNotConfigured],
        });
      }
      const token = request.body.access_token || request.body.id_token;
      if (!token) throw validationError({ access_token: [apiMessages.required] });
      const identity = await ctx.google.verify(token);
      const known = await ctx.users.byGoogleSub(identity.sub);
      if (known) {
        if (!known.isActive) throw validationError({ non_field_errors: [apiMessages.badCredentials] });
        return signIn(ctx, request, reply, known);
      }
      const email = normalizeEmail(identity.email);
      const existing = await ctx.users.byEmail(email);
      if (existing) {
        // No silent linking to an account whose owner proved the address: whoever has it would keep access.
        if (!isClaimable(existing)) throw validationError({ email: [apiMessages.emailTaken] });
        return claimForGoogle(ctx, request, reply, existing, identity);
      }
      try {
        const user = await ctx.users.create({
          email,
          googleSub: identity.sub,
          emailVerified: true,
          firstName: identity.givenName,
          lastName: identity.familyName,
        });
        request.log.info({ event: 'registration', userId: user.id, provider: 'google' }, 'account created');
        return await signIn(ctx, request, reply, user);
      } catch (error) {
        if (isUniqueViolation(error)) throw validationError({ email: [apiMessages.emailTaken] });
        throw error;
      }
    },
  );
};
