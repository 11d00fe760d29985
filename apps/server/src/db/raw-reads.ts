/**
 * The hottest reads (every signed-in request's session check) run on the driver itself: the ORM builds their SQL
 * once, and each request skips its execute path (three nested async spans, a cache check, a copy of the query
 * config) and its generic row mapping, about 5% of a signed-in read's CPU; on PostgreSQL they also skip pg's own
 * query path (prepared-read.ts), about a fifth more (decision 013).
 */
import type { PGlite } from '@electric-sql/pglite';
import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.js';
import { preparedRead } from './prepared-read.js';

/** Runs one statement and answers its rows as arrays, timestamps and dates as PostgreSQL's text (as the ORM reads them). */
export interface RawReads {
  /** `name` prepares the statement once per connection on PostgreSQL; PGlite, in process, plans it each time. */
  query(name: string | undefined, text: string, values: unknown[]): Promise<unknown[][]>;
}

/** Type ids the ORM decodes itself from their text (timestamps, dates, intervals and their arrays). */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const asText = (value: string) => value;
/** pg's parsers, except the types left as text: looked up once per type, not on every row description. */
const parsers = new Map<string, (value: string) => unknown>();
const pgTypes = {
  getTypeParser: (id: number, format?: string) => {
    const key = `${id}/${format ?? 'text'}`;
    const known = parsers.get(key);
    if (known) return known;
    const parser = AS_TEXT.has(id)
      ? asText
      : (pg.types.getTypeParser(id, (format ?? 'text') as 'text') as (value: string) => unknown);
    parsers.set(key, parser);
    return parser;
  },
};

/** Reads through a pg pool (db/prepared-read.ts), logging each statement's text as the ORM's logger would. */
export function poolReads(pool: pg.Pool, onQuery?: (sqlText: string) => void): RawReads {
  return {
    query(name, text, values) {
      onQuery?.(text);
      return preparedRead(pool, name, text, values, pgTypes);
    },
  };
}

const pgliteParsers = Object.fromEntries(
  [pgliteTypes.TIMESTAMP, pgliteTypes.TIMESTAMPTZ, pgliteTypes.INTERVAL, pgliteTypes.DATE].map((id) => [id, asText]),
);

/** Reads through embedded PGlite. */
export function pgliteReads(client: PGlite, onQuery?: (sqlText: string) => void): RawReads {
  return {
    async query(_name, text, values) {
      onQuery?.(text);
      return (await client.query<unknown[]>(text, values, { rowMode: 'array', parsers: pgliteParsers })).rows;
    },
  };
}

const registered = new WeakMap<Database, RawReads>();

/** Ties a database's raw reads to it, so that whoever holds the database can reach them. */
export function registerRawReads(db: Database, reads: RawReads): void {
  registered.set(db, reads);
}

/** The raw reads of a database opened by openDatabase(). */
export function rawReadsOf(db: Database): RawReads {
  const reads = registered.get(db);
  if (!reads) throw new Error('This database was not opened by openDatabase(): it has no raw reads');
  return reads;
}
