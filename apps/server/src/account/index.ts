/** The account domain's routes (account settings): devices, export, deletion. Registered in the signed-in scope. */
import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../auth/context.js';
import type { Database } from '../db/client.js';
import { accountDeleteRoutes } from './delete-routes.js';
import { accountExportRoutes } from './export-routes.js';
import { AccountService } from './service.js';
import { accountSessionRoutes } from './session-routes.js';

export const accountPlugin: FastifyPluginAsync<{ db: Database; ctx: AuthContext }> = async (app, { db, ctx }) => {
  const account = new AccountService({ db, ctx, work: app.work, repositories: app.repositories });
  await app.register(accountSessionRoutes, { account });
  await app.register(accountExportRoutes, { account });
  await app.register(accountDeleteRoutes, { account });
};
