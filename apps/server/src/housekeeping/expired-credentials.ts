/** Deletes sign-in records that can no longer be used: expired sessions, expired or revoked refresh tokens. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Rows per statement, so a large backlog never holds long locks against sign-ins. */
const BATCH = 5_000;

export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
}

/** How many rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
const changedRows = (result: unknown) => {
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
export async function purgeExpiredCredentials(db: Database): Promise<PurgeCounts> {
  const sessions = await deleteInBatches(
    db,
    sql`DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE expires_at <= now() LIMIT ${BATCH})`,
  );
  const refreshTokens = await deleteInBatches(
    db,
    sql`DELETE FROM refresh_tokens WHERE jti IN (SELECT jti FROM refresh_tokens WHERE expires_at <= now() OR revoked_at IS NOT NULL LIMIT ${BATCH})`,
  );
  return { sessions, refreshTokens };
}
