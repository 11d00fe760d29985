/** The account's signed-in devices: list them, sign one out, or sign out everywhere but here. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { accountSessionList, apiMessages, describeUserAgent, detailResponse } from '@hirestride/shared';
import type { AuthContext } from '../auth/context.js';
import { notFound } from '../http/errors.js';

const tags = ['account'];
const params = z.object({ id: z.string().max(64) });

export const accountSessionRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.get(
    '/api/account/sessions/',
    {
      schema: {
        tags,
        summary: 'The devices signed in to this account, most recently used first',
        response: { 200: accountSessionList },
      },
    },
    async (request) => {
      const {
        user,
        signIn: { session },
      } = request;
      const rows = await ctx.sessions.listFor(user.id);
      return rows.map((row) => ({
        id: row.publicId,
        browser: describeUserAgent(row.userAgent),
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === session.id,
      }));
    },
  );

  app.delete(
    '/api/account/sessions/:id/',
    { schema: { tags, summary: 'Sign one device out (its cookie and tokens stop working at once)', params } },
    async (request, reply) => {
      const { user } = request;
      if (!(await ctx.sessions.destroyPublic(user.id, request.params.id))) throw notFound();
      request.log.info({ event: 'session_revoked', userId: user.id }, 'device signed out');
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others/',
    {
      schema: {
        tags,
        summary: 'Sign out every device but this one',
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const {
        user,
        signIn: { session },
      } = request;
      await ctx.sessions.destroyAllFor(user.id, session.id);
      request.log.info({ event: 'sessions_revoked', userId: user.id }, 'other devices signed out');
      return { detail: apiMessages.signedOutOthers };
    },
  );
};
