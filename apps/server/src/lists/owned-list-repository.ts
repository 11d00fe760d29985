/** One repository for every list a user owns (the library's five sections, a job's contacts and interviews). */
import { and, asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Any owned table: it has an id and an owner. */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };
/** A row of the list as the table stores it. */
export type OwnedRow<T extends OwnedTable> = T['$inferSelect'];
/** What a resource writes to one of its rows: everything but the id and the owner, which the repository sets. */
export type OwnedValues<T extends OwnedTable> = Omit<T['$inferInsert'], 'id' | 'userId'>;

/** Rows per INSERT of many: far below PostgreSQL's 65,535 parameters for the widest list. */
const INSERT_BATCH = 500;

export class OwnedListRepository<T extends OwnedTable> {
  /**
   * The statements are written against this view of the table, "any owned table", not against T. Drizzle types a
   * statement from its concrete table, and over a table parameter TypeScript cannot follow it (that a select from T
   * answers T['$inferSelect'], that T['$inferInsert'] is an insert into T), so it rejects every statement written
   * against T. Under this view Drizzle accepts the values and answers untyped rows; the methods' signatures are where
   * values and rows get T's types back. This is the one place the table's own type is set aside.
   */
  private readonly anyTable: OwnedTable;
  /** The list read is the hottest query of the library: prepared once per table. */
  private readonly listOwned;

  /** `parentColumn`: for lists nested under a parent (a job's contacts), the column naming the parent. */
  constructor(
    private readonly db: Executor,
    private readonly table: T,
    private readonly parentColumn?: PgColumn,
  ) {
    this.anyTable = table;
    const owned = eq(table.userId, sql.placeholder('userId'));
    this.listOwned = db
      .select()
      .from(this.anyTable)
      .where(parentColumn ? and(owned, eq(parentColumn, sql.placeholder('parentId'))) : owned)
      .orderBy(asc(table.id))
      .prepare(`list_${getTableName(table)}`);
  }

  /** The same list's statements on another executor: the transaction of a service. */
  on(db: Executor): OwnedListRepository<T> {
    return new OwnedListRepository(db, this.table, this.parentColumn);
  }

  private scope(userId: number, id: number, parentId: number | undefined): SQL | undefined {
    const conditions = [eq(this.table.id, id), eq(this.table.userId, userId)];
    if (this.parentColumn && parentId !== undefined) conditions.push(eq(this.parentColumn, parentId));
    return and(...conditions);
  }

  /** The owner's items (under the parent, for nested lists) in creation order. */
  async list(userId: number, parentId?: number): Promise<Array<OwnedRow<T>>> {
    return this.listOwned.execute({ userId, parentId });
  }

  /** How many items the owner has in the whole list. */
  async count(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(this.anyTable)
      .where(eq(this.table.userId, userId));
    return row?.count ?? 0;
  }

  async create(userId: number, values: OwnedValues<T>): Promise<OwnedRow<T>> {
    const rows = await this.db
      .insert(this.anyTable)
      .values({ ...values, userId })
      .returning();
    return rows[0]!;
  }

  /** Many new items (an import), in batches; pass a transaction to store all or none. */
  async createMany(userId: number, values: Array<OwnedValues<T>>): Promise<void> {
    for (let start = 0; start < values.length; start += INSERT_BATCH) {
      const batch = values.slice(start, start + INSERT_BATCH).map((value) => ({ ...value, userId }));
      await this.db.insert(this.anyTable).values(batch);
    }
  }

  /** The updated row, or null when the owner has no item with that id (under that parent). */
  async update(userId: number, id: number, values: OwnedValues<T>, parentId?: number): Promise<OwnedRow<T> | null> {
    const rows = await this.db
      .update(this.anyTable)
      .set(values)
      .where(this.scope(userId, id, parentId))
      .returning();
    return rows[0] ?? null;
  }

  async delete(userId: number, id: number, parentId?: number): Promise<boolean> {
    const rows = await this.db
      .delete(this.anyTable)
      .where(this.scope(userId, id, parentId))
      .returning({ id: this.table.id });
    return rows.length > 0;
  }
}
