/** The account domain's routes (account settings): devices, export, deletion. Registered in the signed-in scope. */
import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../auth/context.js';
import type { Database } from '../db/client.js';
import { accountDeleteRoutes } from './delete-routes.js';
import { accountExportRoutes } from './export-routes.js';
import { accountSessionRoutes } from './session-routes.js';

export const accountPlugin: FastifyPluginAsync<{ db: Database; ctx: AuthContext }> = async (app, options) => {
  await app.register(accountSessionRoutes, options);
  await app.register(accountExportRoutes, options);
  await app.register(accountDeleteRoutes, options);
};
