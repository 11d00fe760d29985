/** Runs the housekeeping jobs on a timer while the server is up; a failed run is logged and tried again later. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { purgeExpiredCredentials } from './expired-credentials.js';
import { purgeFinishedMail } from './finished-mail.js';

export interface HousekeepingTimes {
  /** After start-up, before the first run: let the server settle first. */
  firstRunMs: number;
  everyMs: number;
}

export const HOUSEKEEPING_TIMES: HousekeepingTimes = { firstRunMs: 60_000, everyMs: 60 * 60_000 };

/** Starts the timer; the returned function stops it and waits for a run in progress. */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  times: HousekeepingTimes = HOUSEKEEPING_TIMES,
  /** SESSION_IDLE_TIMEOUT: sessions unused this long are purged too. */
  idleSeconds = 12 * 3600,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const purged = await purgeExpiredCredentials(db, idleSeconds);
      if (purged.sessions + purged.refreshTokens > 0)
        log.info({ event: 'housekeeping', purged }, 'purged expired sign-ins');
      const mails = await purgeFinishedMail(db);
      if (mails > 0) log.info({ event: 'housekeeping', purged: { mails } }, 'purged old mail records');
    } catch (error) {
      // The database may be down for a while; the next run tries again.
      log.warn({ event: 'housekeeping', err: error }, 'housekeeping failed; will try again');
    }
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        if (!stopped) schedule(times.everyMs);
      });
    }, delay);
    // The timer alone must not keep the process alive.
    timer.unref();
  };
  schedule(times.firstRunMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
