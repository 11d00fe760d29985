/** Server-side sessions: the cookie holds a random token; the database keeps only its SHA-256. */
import { hash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, fillPlaceholders, getTableColumns, gt, ne, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { rawReadsOf, type RawReads } from '../db/raw-reads.js';
import { sessions, users } from '../db/schema.js';
import { READ_CACHE_DEFAULT_MB, ReadCache } from './read-cache.js';

/** Absolute lifetime: a session ends two weeks after sign-in, however active. */
export const SESSION_SECONDS = 14 * 24 * 60 * 60;
/** last_seen_at is rewritten at most this often: idle time is kept to the minute without a write per request. */
const TOUCH_SECONDS = 60;
const USER_AGENT_MAX = 300;

/** The stored id of a session token; one-shot `hash()` since every signed-in request computes it. */
export const sessionDigest = (token: string) => hash('sha256', token, 'hex');

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** A live session and its user, as one request finds them. */
export interface LiveSession {
  user: UserRow;
  session: Pick<SessionRow, 'id' | 'publicId' | 'expiresAt' | 'lastSeenAt'>;
}

/**
 * What a signed-in read learns of its caller, beside its values: only what refusing or serving it needs. The
 * statement itself refuses an inactive user; `credentialsChangedAt` comes with an access token's lookup alone,
 * which must refuse a token older than the last password change.
 */
export interface Reading<V> {
  userId: number;
  credentialsChangedAt?: Date;
  values: V;
}

/** How a request names its sign-in: the cookie's token, or the sign-in and user an access token names. */
export type SessionKey = { token: string } | { publicId: string; userId: number };

/**
 * Columns computed for the signed-in user in the same statement as the session check: a read's data, so a
 * signed-in read is one round trip. The SQL names the user as `sessions.user_id` and may use placeholders.
 */
export interface SessionRead<E extends Record<string, SQL>> {
  /**
   * Names the prepared statement: one name per read, or per shape of a read whose SQL's text depends on the
   * request (which filters a list query gives); the values are placeholders either way. None: never prepared.
   */
  name?: string;
  /** The name is one shape of many (set by the request's options): such names count against PREPARED_SHAPES_MAX. */
  shaped?: boolean;
  /**
   * The columns, or a function building them: called only when the statement is built, so a request whose
   * shape is already prepared skips building its SQL (for the jobs list's page, about a fifth of its CPU).
   */
  columns: E | (() => E);
  /**
   * The answer may be kept in memory and served again while the user's reads_version is unchanged, which the
   * statement itself checks: only for a read whose every table moves that version (migration 0015), and only
   * when the statement is prepared (named).
   */
  kept?: boolean;
}

/**
 * How many shaped reads are prepared, per instance and so per pooled connection: past this, new shapes run
 * unprepared, so that queries of odd shapes cannot grow this map or PostgreSQL's memory without bound. The reads
 * with one fixed name each are few, known from the code, and always prepared.
 */
export const PREPARED_SHAPES_MAX = 200;

/** The signed-in user's id inside a read's SQL. */
export const readerId = sessions.userId;

/** What a read's columns hold, by name, typed as their SQL is (sql<string>`…`). */
export type ReadValues<E> = { [K in keyof E]: E[K] extends SQL<infer T> ? T : never };

/** A session lookup as it runs: its SQL (built once), its parameters (placeholders among them) and its row decoder. */
interface Statement {
  name: string | undefined;
  /** Its answer may be kept (SessionRead.kept): the statement answers the version, and values only when it moved. */
  kept: boolean;
  text: string;
  params: unknown[];
  /** The row as one object per group of fields ({ user, session, due } or { reader, values }), decoded as the ORM would. */
  decode(row: unknown[]): Record<string, Record<string, unknown>>;
}

/** How a selected value is read from the driver: a column's own mapping, or an SQL expression's mapWith(). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** An SQL expression's decoder is internal to the ORM (set by mapWith()), hence the cast. */
const decoderOf = (source: PgColumn | SQL): Decoder =>
  source instanceof SQL ? (source as unknown as { decoder: Decoder }).decoder : source;

/** What find() selects, in the order its row holds it: the user's columns, the session's, then `touchDue`. */
const USER_FIELDS = Object.entries(getTableColumns(users)) as Array<[string, PgColumn]>;
const SESSION_FIELDS: Array<[string, PgColumn]> = [
  ['id', sessions.id],
  ['publicId', sessions.publicId],
  ['expiresAt', sessions.expiresAt],
  ['lastSeenAt', sessions.lastSeenAt],
];
/** Whether last_seen_at is older than TOUCH_SECONDS, by the database's clock like the expiry checks. */
const touchDue = sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${sql.raw(String(TOUCH_SECONDS))})`;
/**
 * What a read selects of its caller before its values: 3 columns instead of find()'s 15, none of them a timestamp
 * (each costs PostgreSQL its text and the server a Date) unless the lookup is by access token.
 */
const READER_FIELDS: Array<[string, PgColumn | SQL]> = [
  ['userId', sessions.userId],
  ['sessionId', sessions.id],
  ['touchDue', touchDue],
];
const TOKEN_READER_FIELDS: Array<[string, PgColumn | SQL]> = [
  ...READER_FIELDS,
  ['credentialsChangedAt', users.credentialsChangedAt],
];

/** The user's reads_version as text (an int8, which drivers answer in different types). */
const readsVersion = sql<string>`${users.readsVersion}::text`;
const KEPT_READER_FIELDS: Array<[string, SQL]> = [['version', readsVersion]];
/**
 * A kept read's value: null when the version the kept answer was read at is still the user's, so PostgreSQL
 * skips the subqueries that build it; the version itself is a placeholder, -1 when nothing is kept.
 */
const unlessKept = (value: SQL) =>
  sql`CASE WHEN ${users.readsVersion} = ${sql.placeholder('keptVersion')}::bigint THEN NULL ELSE ${value} END`;

/** Decodes `row[from + i]` into `into[fields[i]'s name]`; null stays null. */
function decodeInto(into: Record<string, unknown>, row: unknown[], from: number, fields: Array<[string, Decoder]>) {
  for (let i = 0; i < fields.length; i += 1) {
    const value = row[from + i];
    const [name, decoder] = fields[i]!;
    into[name] = value === null ? null : decoder.mapFromDriverValue(value);
  }
  return into;
}

export class SessionsRepository {
  /** Every signed-in request runs one of these: prepared once, so neither the ORM nor PostgreSQL plans it again. */
  private readonly statements = new Map<string, Statement>();
  private readonly reads: RawReads;
  /** Kept answers of reads marked `kept`, per instance. */
  readonly kept: ReadCache;
  private shapes = 0;
  private static readonly plain: SessionRead<Record<string, never>> = { name: 'live_session_user', columns: {} };

  /**
   * `idleSeconds`: a session unused this long is no longer live (SESSION_IDLE_TIMEOUT). `keptMax`: what kept
   * answers may hold, about, in characters of JSON (READ_CACHE_MB); 0 keeps none.
   */
  constructor(
    private readonly db: Database,
    readonly idleSeconds: number,
    keptMax = READ_CACHE_DEFAULT_MB * 1024 * 1024,
  ) {
    this.reads = rawReadsOf(db);
    this.kept = new ReadCache(keptMax);
  }

  /** A read's statement name for one way of finding the session: each way is its own prepared statement. */
  private static statementName(read: string, byCookie: boolean): string {
    return `${read}_by_${byCookie ? 'cookie' : 'token'}`;
  }

  /**
   * The lookup by cookie or by access token with the read's columns alongside, built once per name. `caller`: the
   * whole user and session (find), or only what a read needs of its caller (read).
   */
  private statement(byCookie: boolean, read: SessionRead<Record<string, SQL>>, caller: boolean): Statement {
    const name = read.name && SessionsRepository.statementName(read.name, byCookie);
    let statement = name ? this.statements.get(name) : undefined;
    if (!statement) {
      const prepared = Boolean(name) && !(read.shaped && this.shapes >= PREPARED_SHAPES_MAX);
      statement = this.build(prepared ? name : undefined, byCookie, read, caller);
      if (!prepared) return statement;
      if (read.shaped) this.shapes += 1;
      this.statements.set(name!, statement);
    }
    return statement;
  }

  /** The lookup's SQL, built by the ORM, and a decoder for its row; run on the driver (db/raw-reads.ts). */
  private build(
    name: string | undefined,
    byCookie: boolean,
    read: SessionRead<Record<string, SQL>>,
    caller: boolean,
  ): Statement {
    const columns = typeof read.columns === 'function' ? read.columns() : read.columns;
    const kept = Boolean(read.kept && name && !caller && this.kept.maxBytes > 0);
    const key = byCookie
      ? eq(sessions.id, sql.placeholder('id'))
      : and(eq(sessions.publicId, sql.placeholder('publicId')), eq(sessions.userId, sql.placeholder('userId')));
    const groups: Array<[string, Array<[string, PgColumn | SQL]>]> = caller
      ? [
          ['user', USER_FIELDS],
          ['session', SESSION_FIELDS],
          ['due', [['touchDue', touchDue]]],
        ]
      : [['reader', [...(byCookie ? READER_FIELDS : TOKEN_READER_FIELDS), ...(kept ? KEPT_READER_FIELDS : [])]]];
    if (Object.keys(columns).length > 0) groups.push(['values', Object.entries(columns)]);
    // Kept values are selected through unlessKept() but decoded as their own SQL (the decoders below use `groups`).
    const selected = groups.map(([group, fields]): [string, Array<[string, PgColumn | SQL]>] => [
      group,
      kept && group === 'values' ? fields.map(([field, value]) => [field, unlessKept(value as SQL)]) : fields,
    ]);
    const query = this.db
      .select(Object.fromEntries(selected.map(([group, fields]) => [group, Object.fromEntries(fields)])))
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A read refuses an inactive user in its statement; find() answers the user for the caller to refuse.
      // No LIMIT: both keys are unique (the primary key, the public id), and a Limit node is work on every read.
      .where(and(key, this.live(), caller ? undefined : eq(users.isActive, true)))
      .toSQL();
    const decoders = groups.map(([group, fields]): [string, Array<[string, Decoder]>] => [
      group,
      fields.map(([field, source]) => [field, decoderOf(source)]),
    ]);
    const width = decoders.reduce((sum, [, fields]) => sum + fields.length, 0);
    return {
      name,
      kept,
      text: query.sql,
      params: query.params,
      // The row is read by position: a select list in another order than these fields must fail, not mislabel.
      decode: (row) => {
        if (row.length !== width) throw new Error(`A session lookup answered ${row.length} columns, not ${width}`);
        const decoded: Record<string, Record<string, unknown>> = {};
        let from = 0;
        for (const [group, fields] of decoders) {
          decoded[group] = decodeInto({}, row, from, fields);
          from += fields.length;
        }
        return decoded;
      },
    };
  }

  /** Whether the read named `name` runs as a prepared statement, looked up by cookie or by access token. */
  isPrepared(name: string, byCookie = true): boolean {
    return this.statements.has(SessionsRepository.statementName(name, byCookie));
  }

  /**
   * Runs a lookup: its row decoded, or null when the session is not live. A kept read's values come from the
   * kept answer when the statement found the version it was read at, and are kept when they were read afresh.
   */
  private async lookup(key: SessionKey, read: SessionRead<Record<string, SQL>>, params: object, caller: boolean) {
    const keyParams = 'token' in key ? { id: sessionDigest(key.token) } : key;
    const statement = this.statement('token' in key, read, caller);
    // The same statement, credential and parameters answer the same values at the same version.
    const keptKey = statement.kept ? JSON.stringify([statement.name, keyParams, params]) : '';
    const kept = statement.kept ? this.kept.get(keptKey) : undefined;
    const values = fillPlaceholders(statement.params, {
      ...params,
      ...keyParams,
      keptVersion: kept?.version ?? '-1',
    });
    const [raw] = await this.reads.query(statement.name, statement.text, values);
    if (!raw) return null;
    const row = statement.decode(raw);
    if (statement.kept) {
      const { userId, version } = row.reader as { userId: number; version: string };
      if (kept && kept.version === version && kept.userId === userId) row.values = kept.values;
      else this.kept.set(keptKey, { userId, version, values: row.values ?? {} });
    }
    return row;
  }

  /** The live session a cookie or access token names and its user (plus a touch at most once a minute), or null. */
  async find(key: SessionKey): Promise<LiveSession | null> {
    const row = await this.lookup(key, SessionsRepository.plain, {}, true);
    if (!row) return null;
    const found = { user: row.user as UserRow, session: row.session as LiveSession['session'] };
    if (row.due!.touchDue) await this.touch(found.session.id);
    return found;
  }

  /**
   * A read's columns computed for the signed-in user in the same statement as the session check: one round trip.
   * Null when the session is not live or its user is inactive. `params` fills the read's placeholders.
   */
  async read<E extends Record<string, SQL>>(
    key: SessionKey,
    read: SessionRead<E>,
    params: Record<string, unknown>,
  ): Promise<Reading<ReadValues<E>> | null> {
    const row = await this.lookup(key, read, params, false);
    if (!row) return null;
    const reader = row.reader as { userId: number; sessionId: string; touchDue: boolean; credentialsChangedAt?: Date };
    if (reader.touchDue) await this.touch(reader.sessionId);
    return {
      userId: reader.userId,
      ...(reader.credentialsChangedAt ? { credentialsChangedAt: reader.credentialsChangedAt } : {}),
      values: (row.values ?? {}) as ReadValues<E>,
    };
  }

  /** Neither past its absolute end nor idle too long; the database's clock, like every other expiry check. */
  live() {
    return and(
      gt(sessions.expiresAt, sql`now()`),
      gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${sql.raw(String(this.idleSeconds))})`),
    );
  }

  async create(userId: number, userAgent = ''): Promise<{ token: string; session: SessionRow }> {
    const token = randomBytes(32).toString('base64url');
    const rows = await this.db
      .insert(sessions)
      .values({
        id: sessionDigest(token),
        publicId: randomUUID(),
        userId,
        expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
        userAgent: userAgent.slice(0, USER_AGENT_MAX),
      })
      .returning();
    return { token, session: rows[0]! };
  }

  /** Records use, so the idle timeout counts from the last request. */
  async touch(id: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  }

  /** The user's live sessions, most recently used first. */
  async listFor(userId: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), this.live()))
      .orderBy(desc(sessions.lastSeenAt));
  }

  async destroy(token: string): Promise<void> {
    await this.destroyById(sessionDigest(token));
  }

  /** Ends a session by its stored id; its refresh tokens go with it (foreign key cascade). */
  async destroyById(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** Ends one of the user's sessions by its public id; false when the user has no such session. */
  async destroyPublic(userId: number, publicId: string): Promise<boolean> {
    const rows = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /** Ends every session of the user but the one given by its stored id (if any). */
  async destroyAllFor(userId: number, keepId?: string): Promise<void> {
    const condition = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(condition);
  }
}
