/** Reading and removing everything an account owns, across every table with a user_id (owned-tables.ts). */
import { eq, sql } from 'drizzle-orm';
import { UsersRepository } from '../auth/users-repository.js';
import type { Database } from '../db/client.js';
import { DEADLOCK_DETECTED, hasSqlState } from '../db/errors.js';
import { takeColumnLock } from '../jobs/columns.js';
import { users } from '../db/schema.js';
import { exportedTables, ownedTables } from './owned-tables.js';

/** One table's rows as an export writes them: every column but the secret ones. */
export type ExportedRow = Record<string, unknown>;

/** Columns never written to an export: a password hash and the session cookie's digest are secrets, not data. */
const SECRET_COLUMNS: Record<string, string[]> = { users: ['passwordHash'], sessions: ['id'] };

/** Drops the secret columns of a table's rows. */
function withoutSecrets(table: string, rows: ExportedRow[]): ExportedRow[] {
  const secrets = SECRET_COLUMNS[table];
  if (!secrets) return rows;
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !secrets.includes(key))));
}

/** Tries of an account's deletion that PostgreSQL ends to break a deadlock with a racing write. */
const DELETE_ATTEMPTS = 3;

export class AccountRepository {
  constructor(private readonly db: Database) {}

  /** Every exported table's rows for the user, keyed by table name (read in one transaction: one consistent view). */
  async readTables(userId: number): Promise<Record<string, ExportedRow[]>> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      const tables: Record<string, ExportedRow[]> = { users: withoutSecrets('users', user ? [user] : []) };
      for (const owned of exportedTables) {
        const rows: ExportedRow[] = await tx.select().from(owned.table).where(eq(owned.owner, userId));
        tables[owned.name] = withoutSecrets(owned.name, rows);
      }
      return tables;
    });
  }

  /** How many rows of each labelled kind the user has, e.g. { "saved jobs": 12 }, in one statement; kinds with none are left out. */
  async countRows(userId: number): Promise<Record<string, number>> {
    const labelled = ownedTables.filter((owned) => owned.label);
    const columns = Object.fromEntries(
      labelled.map((owned, index) => [
        `n${index}`,
        sql<number>`(SELECT count(*)::int FROM ${owned.table} WHERE ${owned.owner} = ${userId})`,
      ]),
    );
    const [row] = await this.db.select(columns).from(sql`(SELECT 1) AS one`);
    const counts: Record<string, number> = {};
    labelled.forEach((owned, index) => {
      const n = Number(row?.[`n${index}`] ?? 0);
      if (n > 0) counts[owned.label!] = n;
    });
    return counts;
  }

  /**
   * Deletes every row the user owns, then the user, in one transaction: all of it goes, or (on any failure) none.
   * Explicit per table rather than trusting the cascade alone, so a table added without ON DELETE CASCADE still goes.
   */
  async deleteAll(userId: number): Promise<void> {
    // A write that locked its rows first and then needs the user's row can still meet the deletion the other way
    // round; PostgreSQL then ends one of the two, and a deletion it ended is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.db.transaction(async (tx) => {
          // The locks writers take, first: the board's column lock (moves), then the user's row (imports, adds).
          // Writers holding them finish before any row goes; writers after wait, then find the account gone.
          await takeColumnLock(tx, userId);
          await new UsersRepository(tx).lock(userId);
          // Rows pointing at other owned rows (contacts → jobs, jobs → letters) are cleared by their cascades first.
          for (const owned of [...ownedTables].reverse()) await tx.delete(owned.table).where(eq(owned.owner, userId));
          await tx.delete(users).where(eq(users.id, userId));
        });
        return;
      } catch (error) {
        if (attempt < DELETE_ATTEMPTS && hasSqlState(error, DEADLOCK_DETECTED)) continue;
        throw error;
      }
    }
  }
}
