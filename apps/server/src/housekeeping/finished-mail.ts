/** Deletes outbox rows long done with (sent, or given up), so the table holds what waits and a month of history. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { changedRows } from './expired-credentials.js';

/** How long a sent or given-up mail's row is kept: enough to answer "did my link go?". */
export const FINISHED_MAIL_DAYS = 30;

export async function purgeFinishedMail(db: Database, days = FINISHED_MAIL_DAYS): Promise<number> {
  return changedRows(
    await db.execute(
      sql`DELETE FROM outbox WHERE coalesce(sent_at, gave_up_at) < now() - make_interval(days => ${days})`,
    ),
  );
}
