/**
 * Rows as the API shows them, built by PostgreSQL as JSON text: a hot read sends that text as it is, with no row
 * parsing in the driver and no serialising in the server (decision 013).
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column's value as the API writes it; the server's own mappers (toApi) write the same, which a test checks. */
function apiValue(column: PgColumn): SQL {
  // Decimals are strings ("3.80"), as Django REST framework sends them.
  if (column.columnType.startsWith('PgNumeric')) return sql`${column}::text`;
  // Instants as Date.toISOString() writes them: UTC, milliseconds, Z.
  if (column.columnType.startsWith('PgTimestamp')) {
    return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return sql`${column}`;
}

/**
 * json_build_object over the API's field names: each field is the table's column of the same name, unless
 * `renamed` gives its column (a job's resume_version is resume_version_id).
 */
export function apiObject(table: PgTable, fields: readonly string[], renamed: Record<string, PgColumn> = {}): SQL {
  const byName = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column]));
  const pairs = fields.map((field) => {
    const column = renamed[field] ?? byName.get(field);
    // Field names are inlined as literals (not parameters) so the statement stays the same for every caller.
    if (!column || !/^[a-z_]+$/.test(field)) throw new Error(`${getTableName(table)} has no column for ${field}`);
    return sql`${sql.raw(`'${field}'`)}, ${apiValue(column)}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON array (as text) of `object` over the rows of the SELECT it stands in, in `orderBy` order; '[]' for none. */
export function apiArray(object: SQL, orderBy: SQL): SQL<string> {
  return sql<string>`coalesce(json_agg(${object} ORDER BY ${orderBy}), '[]'::json)::text`;
}
