/** Server-side sessions: the cookie holds a random token; the database keeps only its SHA-256. */
import { hash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

/** Absolute lifetime: a session ends two weeks after sign-in, however active. */
export const SESSION_SECONDS = 14 * 24 * 60 * 60;
/**
 * How often last_seen_at is rewritten: at most once a minute (no write per request), and at least four times per idle
 * timeout, so that a session in constant use is touched long before it could count as idle, whatever the timeout.
 */
export const touchSeconds = (idleSeconds: number) => Math.max(1, Math.min(60, Math.floor(idleSeconds / 4)));
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

/** Whether last_seen_at is older than `seconds`, by the database's clock like the expiry checks. */
const touchDue = (seconds: number) =>
  sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${sql.raw(String(seconds))})`;

export class SessionsRepository {
  /**
   * Every signed-in request runs one of these two lookups, so each is prepared once (Drizzle's own prepare):
   * neither the ORM nor PostgreSQL plans them again.
   */
  private readonly byCookie;
  private readonly byToken;

  /** `idleSeconds`: a session unused this long is no longer live (SESSION_IDLE_TIMEOUT). */
  constructor(
    private readonly db: Database,
    readonly idleSeconds: number,
  ) {
    const lookup = (key: SQL | undefined) =>
      db
        .select({
          user: getTableColumns(users),
          session: {
            id: sessions.id,
            publicId: sessions.publicId,
            expiresAt: sessions.expiresAt,
            lastSeenAt: sessions.lastSeenAt,
          },
          touchDue: touchDue(touchSeconds(idleSeconds)),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(key, this.live()));
    this.byCookie = lookup(eq(sessions.id, sql.placeholder('id'))).prepare('live_session_by_cookie');
    this.byToken = lookup(
      and(eq(sessions.publicId, sql.placeholder('publicId')), eq(sessions.userId, sql.placeholder('userId'))),
    ).prepare('live_session_by_token');
  }

  /** The live session a cookie or access token names and its user (plus a touch at most once a minute), or null. */
  async find(key: SessionKey): Promise<LiveSession | null> {
    const [row] =
      'token' in key ? await this.byCookie.execute({ id: sessionDigest(key.token) }) : await this.byToken.execute(key);
    if (!row) return null;
    if (row.touchDue) await this.touch(row.session.id);
    return { user: row.user, session: row.session };
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
