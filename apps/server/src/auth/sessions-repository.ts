/** Server-side sessions: the cookie holds a random token; the database keeps only its SHA-256. */
import { hash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, fillPlaceholders, getTableColumns, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { rawReadsOf, type RawReads } from '../db/raw-reads.js';
import { sessions, users } from '../db/schema.js';

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
  text: string;
  params: unknown[];
  /** The row as { user, session, values }, each value decoded as the ORM would (timestamps to Dates). */
  decode(row: unknown[]): LiveSession & { values?: Record<string, unknown> };
}

/** How a selected value is read from the driver: a column's own mapping, or an SQL expression's mapWith(). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What a lookup selects, in the order its row holds it: the user's columns, the session's, the read's values. */
const USER_FIELDS = Object.entries(getTableColumns(users)) as Array<[string, PgColumn]>;
const SESSION_FIELDS: Array<[string, PgColumn]> = [
  ['id', sessions.id],
  ['publicId', sessions.publicId],
  ['expiresAt', sessions.expiresAt],
  ['lastSeenAt', sessions.lastSeenAt],
];

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
  private shapes = 0;
  private static readonly plain: SessionRead<Record<string, never>> = { name: 'live_session_user', columns: {} };

  /** `idleSeconds`: a session unused this long is no longer live (SESSION_IDLE_TIMEOUT). */
  constructor(
    private readonly db: Database,
    readonly idleSeconds: number,
  ) {
    this.reads = rawReadsOf(db);
  }

  /** A read's statement name for one way of finding the session: each way is its own prepared statement. */
  private static statementName(read: string, byCookie: boolean): string {
    return `${read}_by_${byCookie ? 'cookie' : 'token'}`;
  }

  /** The lookup by cookie or by access token with the read's columns alongside, built once per name. */
  private statement(byCookie: boolean, read: SessionRead<Record<string, SQL>>): Statement {
    const name = read.name && SessionsRepository.statementName(read.name, byCookie);
    let statement = name ? this.statements.get(name) : undefined;
    if (!statement) {
      const prepared = Boolean(name) && !(read.shaped && this.shapes >= PREPARED_SHAPES_MAX);
      statement = this.build(prepared ? name : undefined, byCookie, read);
      if (!prepared) return statement;
      if (read.shaped) this.shapes += 1;
      this.statements.set(name!, statement);
    }
    return statement;
  }

  /** The lookup's SQL, built by the ORM, and a decoder for its row; run on the driver (db/raw-reads.ts). */
  private build(name: string | undefined, byCookie: boolean, read: SessionRead<Record<string, SQL>>): Statement {
    const columns = typeof read.columns === 'function' ? read.columns() : read.columns;
    const key = byCookie
      ? eq(sessions.id, sql.placeholder('id'))
      : and(eq(sessions.publicId, sql.placeholder('publicId')), eq(sessions.userId, sql.placeholder('userId')));
    const valueFields = Object.entries(columns).map(([field, value]): [string, Decoder] => [
      field,
      (value as unknown as { decoder: Decoder }).decoder,
    ]);
    const query = this.db
      .select({
        user: Object.fromEntries(USER_FIELDS),
        session: Object.fromEntries(SESSION_FIELDS),
        ...(valueFields.length > 0 ? { values: columns } : {}),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(key, this.live()))
      .limit(1)
      .toSQL();
    const sessionFrom = USER_FIELDS.length;
    const valuesFrom = sessionFrom + SESSION_FIELDS.length;
    const width = valuesFrom + valueFields.length;
    return {
      name,
      text: query.sql,
      params: query.params,
      // The row is read by position: a select list in another order than these fields must fail, not mislabel.
      decode: (row) => {
        if (row.length !== width) throw new Error(`A session lookup answered ${row.length} columns, not ${width}`);
        return {
          user: decodeInto({}, row, 0, USER_FIELDS) as UserRow,
          session: decodeInto({}, row, sessionFrom, SESSION_FIELDS) as LiveSession['session'],
          ...(valueFields.length > 0 ? { values: decodeInto({}, row, valuesFrom, valueFields) } : {}),
        };
      },
    };
  }

  /** Whether the read named `name` runs as a prepared statement, looked up by cookie or by access token. */
  isPrepared(name: string, byCookie = true): boolean {
    return this.statements.has(SessionsRepository.statementName(name, byCookie));
  }

  /** The live session a cookie or access token names and its user (plus a touch at most once a minute), or null. */
  find(key: SessionKey): Promise<LiveSession | null> {
    return this.read(key, SessionsRepository.plain, {});
  }

  /**
   * find() with a read's columns computed for that user in the same statement: one round trip for a signed-in
   * read. `params` fills the read's placeholders.
   */
  async read<E extends Record<string, SQL>>(
    key: SessionKey,
    read: SessionRead<E>,
    params: Record<string, unknown>,
  ): Promise<(LiveSession & { values: ReadValues<E> }) | null> {
    const keyParams = 'token' in key ? { id: sessionDigest(key.token) } : key;
    const statement = this.statement('token' in key, read);
    const values = fillPlaceholders(statement.params, { ...params, ...keyParams });
    const [raw] = await this.reads.query(statement.name, statement.text, values);
    if (!raw) return null;
    const row = statement.decode(raw) as LiveSession & { values?: ReadValues<E> };
    if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_SECONDS * 1000) await this.touch(row.session.id);
    return { user: row.user, session: row.session, values: row.values ?? ({} as ReadValues<E>) };
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
