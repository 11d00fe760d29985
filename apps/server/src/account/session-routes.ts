/** The account's signed-in devices: list them, sign one out, or sign out everywhere but here. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { accountSessionList, apiMessages, detailResponse } from '@hirestride/shared';
import type { AccountService } from './service.js';
import { sessionToApi } from './to-api.js';

const tags = ['account'];
const params = z.object({ id: z.string().max(64) });

export const accountSessionRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
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
      const current = request.signIn.session.id;
      return (await account.sessions(request.user.id)).map((row) => sessionToApi(row, current));
    },
  );

  app.delete(
    '/api/account/sessions/:id/',
    { schema: { tags, summary: 'Sign one device out (its cookie and tokens stop working at once)', params } },
    async (request, reply) => {
      const { user } = request;
      await account.signOut(user.id, request.params.id);
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
      const { user } = request;
      await account.signOutOthers(user.id, request.signIn.session.id);
      request.log.info({ event: 'sessions_revoked', userId: user.id }, 'other devices signed out');
      return { detail: apiMessages.signedOutOthers };
    },
  );
};
