/**
 * Deletes sign-in records that can no longer be used: expired or idle sessions (their refresh tokens go with them)
 * and expired refresh tokens. Used refresh tokens of a live session are kept until they expire: one presented again
 * is how a stolen token is noticed (the whole sign-in is then ended).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Rows per statement, so a large backlog never holds long locks against sign-ins. */
const BATCH = 5_000;

export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
}

/** How many rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
export const changedRows = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
};

async function deleteInBatches(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = changedRows(await db.execute(statement));
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * The server already refuses these records (the checks compare with the database's clock); deleting them keeps
 * the tables the size of the live sign-ins. Safe to run on several instances at once.
 */
export async function purgeExpiredCredentials(db: Database, idleSeconds: number): Promise<PurgeCounts> {
  const sessions = await deleteInBatches(
    db,
    sql`DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => ${idleSeconds}) LIMIT ${BATCH})`,
  );
  const refreshTokens = await deleteInBatches(
    db,
    sql`DELETE FROM refresh_tokens WHERE jti IN (SELECT jti FROM refresh_tokens WHERE expires_at <= now() OR session_id IS NULL LIMIT ${BATCH})`,
  );
  return { sessions, refreshTokens };
}
