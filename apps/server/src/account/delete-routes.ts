/** What the account holds (for the delete dialog) and deleting it for good. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeleteRequest, accountSummary, apiMessages, detailResponse } from '@hirestride/shared';
import { clearIdentityCookies } from '../auth/cookies.js';
import type { AccountService } from './service.js';
import { summaryToApi } from './to-api.js';

const tags = ['account'];

export const accountDeleteRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/api/account/summary/',
    { schema: { tags, summary: 'What the account holds, by kind', response: { 200: accountSummary } } },
    async (request) => summaryToApi(request.user, await account.counts(request.user.id)),
  );

  app.post(
    '/api/account/delete/',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything in it (password or a fresh Google sign-in, and "DELETE")',
        body: accountDeleteRequest,
        response: { 200: detailResponse },
      },
    },
    async (request, reply) => {
      const { user } = request;
      await account.delete(request, user, request.body);
      clearIdentityCookies(reply);
      request.log.info({ event: 'account_deleted', userId: user.id }, 'account deleted');
      return { detail: apiMessages.accountDeleted };
    },
  );
};
