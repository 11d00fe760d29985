/** The version column of an editable object (http/versions.ts): moved on by every change, checked by a save that names one. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The value that moves a row's version on, in the same UPDATE as the change. */
export const nextVersion = (column: PgColumn) => sql<number>`${column} + 1`;

/** The condition that the row is still at `expected` (none when the save named no version). */
export const atVersion = (column: PgColumn, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(column, expected);
