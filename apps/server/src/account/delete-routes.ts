/** What the account holds (for the delete dialog) and deleting it for good. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeleteRequest, accountSummary, apiMessages, detailResponse } from '@hirestride/shared';
import type { AuthContext } from '../auth/context.js';
import { clearIdentityCookies } from '../auth/cookies.js';
import { proofProblems } from '../auth/reauthenticate.js';
import type { Database } from '../db/client.js';
import { addFieldError, validationError } from '../http/errors.js';
import { countAccountRows, deleteAccount } from './account-data.js';

const tags = ['account'];
/** Typed by the user, so a stray click or a script cannot delete an account. */
const CONFIRM_WORD = 'DELETE';

export const accountDeleteRoutes: FastifyPluginAsyncZod<{ db: Database; ctx: AuthContext }> = async (
  app,
  { db, ctx },
) => {
  app.get(
    '/api/account/summary/',
    { schema: { tags, summary: 'What the account holds, by kind', response: { 200: accountSummary } } },
    async (request) => {
      const { user } = request;
      return {
        email: user.email,
        has_password: user.passwordHash !== null,
        email_verified: user.emailVerified,
        counts: await countAccountRows(db, user.id),
      };
    },
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
      const { password, google_id_token, confirm } = request.body;
      const proof = { password, googleIdToken: google_id_token };
      const errors = await proofProblems(ctx, request, user, proof, 'password', apiMessages.passwordWrong);
      if (confirm !== CONFIRM_WORD) addFieldError(errors, 'confirm', apiMessages.deleteConfirmWord);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      // Sessions and refresh tokens are rows of the user too: every device is signed out in the same transaction.
      await deleteAccount(db, user.id);
      clearIdentityCookies(reply);
      request.log.info({ event: 'account_deleted', userId: user.id }, 'account deleted');
      return { detail: apiMessages.accountDeleted };
    },
  );
};
