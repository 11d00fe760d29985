/** One repository for the five list sections; every query is scoped to the owner. */
import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/** Any section table: it has an id and an owner. */
export type SectionTable = PgTable & { id: PgColumn; userId: PgColumn };
type Row = Record<string, unknown>;

export class SectionRepository {
  /** The list read is the hottest query of the library: prepared once per section. */
  private readonly listOwned;

  constructor(
    private readonly db: Database,
    private readonly table: SectionTable,
  ) {
    this.listOwned = db
      .select()
      .from(table)
      .where(eq(table.userId, sql.placeholder('userId')))
      .orderBy(asc(table.id))
      .prepare(`list_${getTableName(table)}`);
  }

  /** The owner's items in creation order. */
  list(userId: number): Promise<Row[]> {
    return this.listOwned.execute({ userId }) as Promise<Row[]>;
  }

  async create(userId: number, values: Row): Promise<Row> {
    // Drizzle cannot type an insert into "any section table"; the values come from the section's own toRow().
    const rows = (await this.db
      .insert(this.table)
      .values({ ...values, userId } as never)
      .returning()) as Row[];
    return rows[0]!;
  }

  /** The updated row, or null when the owner has no item with that id. */
  async update(userId: number, id: number, values: Row): Promise<Row | null> {
    const rows = (await this.db
      .update(this.table)
      .set(values as never)
      .where(and(eq(this.table.id, id), eq(this.table.userId, userId)))
      .returning()) as Row[];
    return rows[0] ?? null;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(this.table)
      .where(and(eq(this.table.id, id), eq(this.table.userId, userId)))
      .returning({ id: this.table.id });
    return rows.length > 0;
  }
}
