/** One repository for every list a user owns (the library's five sections, a job's contacts and interviews). */
import { and, asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.js';

/** Any owned table: it has an id and an owner. */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };
type Row = Record<string, unknown>;
/** A write that must happen with the item's own (an activity entry), in the same transaction. */
export type AlongsideWrite = (tx: Executor, row: Row) => Promise<void>;

export class OwnedListRepository {
  /** The list read is the hottest query of the library: prepared once per table. */
  private readonly listOwned;

  /** `parentColumn`: for lists nested under a parent (a job's contacts), the column naming the parent. */
  constructor(
    private readonly db: Database,
    private readonly table: OwnedTable,
    private readonly parentColumn?: PgColumn,
  ) {
    const owned = eq(table.userId, sql.placeholder('userId'));
    this.listOwned = db
      .select()
      .from(table)
      .where(parentColumn ? and(owned, eq(parentColumn, sql.placeholder('parentId'))) : owned)
      .orderBy(asc(table.id))
      .prepare(`list_${getTableName(table)}`);
  }

  private scope(userId: number, id: number, parentId: number | undefined): SQL | undefined {
    const conditions = [eq(this.table.id, id), eq(this.table.userId, userId)];
    if (this.parentColumn && parentId !== undefined) conditions.push(eq(this.parentColumn, parentId));
    return and(...conditions);
  }

  /** The owner's items (under the parent, for nested lists) in creation order. */
  list(userId: number, parentId?: number): Promise<Row[]> {
    return this.listOwned.execute({ userId, parentId }) as Promise<Row[]>;
  }

  async create(userId: number, values: Row, alongside?: AlongsideWrite): Promise<Row> {
    // Drizzle cannot type an insert into "any owned table"; the values come from the resource's own toRow().
    const insert = async (db: Executor) => {
      const rows = (await db
        .insert(this.table)
        .values({ ...values, userId } as never)
        .returning()) as Row[];
      await alongside?.(db, rows[0]!);
      return rows[0]!;
    };
    return alongside ? this.db.transaction((tx) => insert(tx)) : insert(this.db);
  }

  /** The updated row, or null when the owner has no item with that id (under that parent). */
  async update(userId: number, id: number, values: Row, parentId?: number): Promise<Row | null> {
    const rows = (await this.db
      .update(this.table)
      .set(values as never)
      .where(this.scope(userId, id, parentId))
      .returning()) as Row[];
    return rows[0] ?? null;
  }

  async delete(userId: number, id: number, parentId?: number): Promise<boolean> {
    const rows = await this.db
      .delete(this.table)
      .where(this.scope(userId, id, parentId))
      .returning({ id: this.table.id });
    return rows.length > 0;
  }
}
