/** The state the board's page is drawn from on the server (decision 006): the user, and their jobs as the board reads them. */
import type { FastifyRequest } from 'fastify';
import { identify, type IdentityServices } from '../auth/authenticate.js';
import type { Database } from '../db/client.js';
import { listJobs } from './job-list.js';
import { jobToApi } from './to-api.js';

const BOARD_PAGES = new Set(['/tracker', '/my-job-tracker']);

export function boardPageState(db: Database, identity: IdentityServices) {
  return async (pathname: string, request: FastifyRequest): Promise<object | null> => {
    // The table view reads its own pages; only the board is drawn.
    if (!BOARD_PAGES.has(pathname) || (request.query as { view?: string }).view === 'table') return null;
    const caller = await identify(request, identity).catch(() => null);
    if (!caller) return null;
    const rows = await listJobs(db, caller.user.id, { omit: ['posting_text', 'notes'] });
    return { user: await identity.users.toApi(caller.user), board: rows.map(jobToApi) };
  };
}
