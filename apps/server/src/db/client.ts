/** One database interface over two drivers: embedded PGlite (default) or PostgreSQL through a pool. */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ConfigError } from '../config.js';
import { schema } from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction on either driver: what `db.transaction(work)` hands `work`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/**
 * Where a repository runs its statements: the database, or the transaction of the service that calls it, so that a
 * change and what goes with it (a timeline entry) land together.
 */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, for a library that runs its own SQL (the mail queue); absent on PGlite. */
  pool?: pg.Pool;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Runs raw SQL (tests use it to reset tables). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; absent → embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Connections in PostgreSQL's pool; absent → defaultPoolSize(). */
  poolSize?: number | undefined;
  /** Folder for PGlite's files; absent (and no URL) → in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data directory to start from (PGlite's dumpDataDir): tests start from one already migrated. */
  pgliteLoadDataDir?: Blob | undefined;
  migrationsFolder: string;
  /** Told the text of every statement the app runs through the ORM (tests count round trips with it). */
  onQuery?: ((sqlText: string) => void) | undefined;
}

/** Drizzle's logger hook, when a listener wants each statement. */
const statementLogger = (onQuery: DatabaseOptions['onQuery']) =>
  onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite;
  try {
    client = await PGlite.create(
      options.pgliteDir,
      options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : undefined,
    );
  } catch (error) {
    throw new ConfigError(`Cannot open the embedded database in ${options.pgliteDir ?? 'memory'}: ${describe(error)}`);
  }
  const db = drizzlePglite(client, { schema, ...statementLogger(options.onQuery) });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await client.query('SELECT 1');
    },
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
  };
}

/** Serialises migrations when several instances start against one server. */
const MIGRATION_LOCK_ID = 7_274_001;

/**
 * The pool's default size: two connections per core, from 4 to 10. PostgreSQL keeps about two active statements per
 * core busy; more only share its cores, and a statement then waits out the others' turns: at 10 connections on two
 * cores, the tracker's page waited up to 150 ms (decision 013). This machine's cores stand in for the database's.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

async function openPostgres(
  url: string,
  { migrationsFolder, onQuery, poolSize }: DatabaseOptions,
): Promise<DatabaseHandle> {
  // A hung database must not hang requests: connecting and each query give up after a bound.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? defaultPoolSize(),
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
  });
  // A client losing its server must not crash the process: idle, the pool drops it and the next query reports it;
  // checked out (a transaction, a lock), its query in flight fails and the client is not reused.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  let lockClient: pg.PoolClient;
  try {
    lockClient = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new ConfigError(`Cannot reach the database at DATABASE_URL (${safeTarget(url)}): ${describe(error)}`);
  }
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema, ...statementLogger(onQuery) });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('SELECT 1');
    },
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
  };
}

/** host:port/database of a URL, never its password. */
function safeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'unparseable URL';
  }
}

function describe(error: unknown): string {
  const err = error as { code?: string; message?: string; errors?: unknown[] };
  if (err.code) return err.code;
  return err.message?.split('\n')[0] ?? String(error);
}

/** Where migrations live, given the server package's root folder. */
export function migrationsFolderFrom(serverRoot: string): string {
  return path.join(serverRoot, 'drizzle');
}
