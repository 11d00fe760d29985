/** The signed-in user's own endpoints: user, logout, token refresh, password change. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiMessages,
  detailResponse,
  passwordChangeRequest,
  tokenRefreshRequest,
  tokenRefreshResponse,
  user as userSchema,
  userUpdateRequest,
} from '@hirestride/shared';
import { addFieldError, HttpError, validationError, type FieldErrors } from '../../http/errors.js';
import { identify, requireCaller } from '../authenticate.js';
import type { AuthContext } from '../context.js';
import { clearIdentityCookies, REFRESH_COOKIE, SESSION_COOKIE } from '../cookies.js';
import { hashPassword, passwordProblems } from '../passwords.js';
import { proofProblems } from '../reauthenticate.js';
import { issueTokenPair } from '../sign-in.js';

const refreshInvalid = () => new HttpError(401, { detail: apiMessages.refreshInvalid, code: 'token_not_valid' });

export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.get(
    '/dj-rest-auth/user/',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userSchema } } },
    async (request) => ctx.users.toApi((await requireCaller(request, ctx)).user),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/dj-rest-auth/user/',
      {
        schema: {
          tags: ['auth'],
          summary: "Update the signed-in user's first and last name",
          body: userUpdateRequest,
          response: { 200: userSchema },
        },
      },
      async (request) => {
        const caller = await requireCaller(request, ctx);
        const updated = await ctx.users.setNames(caller.user.id, {
          firstName: request.body.first_name,
          lastName: request.body.last_name,
        });
        return ctx.users.toApi(updated);
      },
    );
  }

  app.post(
    '/dj-rest-auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session and revoke the refresh token',
        response: { 200: detailResponse },
      },
    },
    async (request, reply) => {
      const caller = await identify(request, ctx).catch(() => null);
      const sessionToken = request.cookies[SESSION_COOKIE];
      if (sessionToken) await ctx.sessions.destroy(sessionToken);
      const body = request.body as { refresh?: unknown } | undefined;
      const refresh = request.cookies[REFRESH_COOKIE] ?? (typeof body?.refresh === 'string' ? body.refresh : undefined);
      const claims = refresh ? await ctx.tokens.verify(refresh, 'refresh') : null;
      // A token-only client signs out by its refresh token: the sign-in it belongs to ends.
      if (claims) await ctx.refreshTokens.endSignInOf(claims.jti, claims.userId);
      clearIdentityCookies(reply);
      request.log.info({ event: 'logout', userId: caller?.user.id }, 'signed out');
      return { detail: apiMessages.loggedOut };
    },
  );

  app.post(
    '/dj-rest-auth/token/refresh/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token (cookie or body) for a new pair',
        body: tokenRefreshRequest,
        response: { 200: tokenRefreshResponse },
      },
    },
    async (request, reply) => {
      const refresh = request.body.refresh ?? request.cookies[REFRESH_COOKIE];
      if (!refresh) throw new HttpError(401, { detail: apiMessages.refreshMissing });
      const claims = await ctx.tokens.verify(refresh, 'refresh');
      if (!claims) throw refreshInvalid();
      const user = await ctx.users.byId(claims.userId);
      if (!user || !user.isActive) throw refreshInvalid();
      const use = await ctx.refreshTokens.use(claims.jti, claims.userId);
      if (use.outcome === 'reused') {
        request.log.warn({ event: 'refresh_reuse', userId: user.id }, 'a used refresh token came back; sign-in ended');
      }
      if (use.outcome !== 'used') throw refreshInvalid();
      return issueTokenPair(ctx, reply, user.id, use.session);
    },
  );

  app.post(
    '/dj-rest-auth/password/change/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; ends other sessions',
        body: passwordChangeRequest,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, ctx);
      const { old_password, google_id_token, new_password1, new_password2 } = request.body;
      const proof = { password: old_password, googleIdToken: google_id_token };
      const errors: FieldErrors = await proofProblems(
        ctx,
        request,
        caller.user,
        proof,
        'old_password',
        apiMessages.oldPasswordWrong,
      );
      if (new_password1 !== new_password2) addFieldError(errors, 'new_password2', apiMessages.passwordMismatch);
      for (const problem of await passwordProblems(new_password1, caller.user.email)) {
        addFieldError(errors, 'new_password2', problem);
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await ctx.users.setPassword(caller.user.id, await hashPassword(new_password1));
      await ctx.sessions.destroyAllFor(caller.user.id, caller.session.id);
      await ctx.refreshTokens.revokeAllFor(caller.user.id);
      request.log.info({ event: 'password_change', userId: caller.user.id }, 'password changed');
      return { detail: apiMessages.passwordChanged };
    },
  );
};
