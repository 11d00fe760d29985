/**
 * Rows as the API shows them, built by PostgreSQL as JSON text: a hot read sends that text as it is, with no row
 * parsing in the driver and no serialising in the server (decision 013).
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column's value as the API writes it; the server's own mappers (toApi) write the same, which a test checks. */
export function apiValue(column: PgColumn): SQL {
  // Decimals are strings ("3.80"), as Django REST framework sends them.
  if (column.columnType.startsWith('PgNumeric')) return sql`${column}::text`;
  // Instants as Date.toISOString() writes them: UTC, milliseconds, Z.
  if (column.columnType.startsWith('PgTimestamp')) {
    return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return sql`${column}`;
}

/**
 * The API's fields as a select list, each named by its field: the table's column of the same name, unless
 * `renamed` gives its column (a job's resume_version is resume_version_id).
 */
export function apiColumns(table: PgTable, fields: readonly string[], renamed: Record<string, PgColumn> = {}): SQL {
  const byName = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column]));
  const columns = fields.map((field) => {
    const column = renamed[field] ?? byName.get(field);
    // Field names are inlined as identifiers (not parameters) so the statement stays the same for every caller.
    if (!column || !/^[a-z_]+$/.test(field)) throw new Error(`${getTableName(table)} has no column for ${field}`);
    return sql`${apiValue(column)} AS ${sql.raw(`"${field}"`)}`;
  });
  return sql.join(columns, sql`, `);
}

/**
 * A JSON array (as text) of the rows `rows` selects, in its ORDER BY's order, each row an object of its columns;
 * '[]' for none. Aggregating the rows whole is about half PostgreSQL's work of building each object by name, and
 * the aggregate takes a subquery's rows in the subquery's order (PostgREST answers the same way).
 */
export function apiArray(rows: SQL): SQL<string> {
  return sql<string>`${apiArrayJson(rows)}::text`;
}

/**
 * apiArray() as a json value, to nest in a larger answer: given its text instead, PostgreSQL would parse the whole
 * array again to check it (about a tenth of its work on a page of 50 jobs).
 */
export function apiArrayJson(rows: SQL): SQL<unknown> {
  return sql`(SELECT coalesce(json_agg(api_row), '[]'::json) FROM (${rows}) AS api_row)`;
}
