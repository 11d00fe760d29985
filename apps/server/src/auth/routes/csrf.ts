/** GET /csrf/ (preloads the CSRF cookie) and GET /api/auth-config/ (which sign-in options the server offers). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, authConfig, detailResponse } from '@hirestride/shared';
import type { AuthContext } from '../context.js';
import { CSRF_COOKIE, setCsrfCookie } from '../cookies.js';
import { isWellFormedSecret, newCsrfSecret } from '../csrf-token.js';

export const csrfRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.get(
    '/csrf/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set the csrftoken cookie',
        response: { 200: detailResponse },
      },
    },
    async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      setCsrfCookie(reply, isWellFormedSecret(existing) ? existing : newCsrfSecret(), ctx.secureCookies);
      return { detail: apiMessages.csrfCookieSet };
    },
  );

  app.get(
    '/api/auth-config/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in options (Google client id when configured)',
        response: { 200: authConfig },
      },
    },
    async () => ({
      google_client_id: ctx.config.googleClientId ?? null,
      support_email: ctx.config.supportEmail,
    }),
  );
};
