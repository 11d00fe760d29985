/** Server-side sessions: the cookie holds a random token; the database keeps only its SHA-256. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

/** Absolute lifetime: a session ends two weeks after sign-in, however active. */
export const SESSION_SECONDS = 14 * 24 * 60 * 60;
/** last_seen_at is rewritten at most this often: idle time is kept to the minute without a write per request. */
const TOUCH_SECONDS = 60;
const USER_AGENT_MAX = 300;

export const sessionDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** A live session and its user, as one request finds them. */
export interface LiveSession {
  user: UserRow;
  session: Pick<SessionRow, 'id' | 'publicId' | 'expiresAt' | 'lastSeenAt'>;
}

export class SessionsRepository {
  /** Every signed-in request runs one of these: prepared once, so neither the ORM nor PostgreSQL plans it again. */
  private readonly byCookie;
  private readonly byPublicId;

  /** `idleSeconds`: a session unused this long is no longer live (SESSION_IDLE_TIMEOUT). */
  constructor(
    private readonly db: Database,
    readonly idleSeconds: number,
  ) {
    const columns = {
      user: users,
      session: {
        id: sessions.id,
        publicId: sessions.publicId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
    };
    this.byCookie = db
      .select(columns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), this.live()))
      .limit(1)
      .prepare('live_session_user');
    this.byPublicId = db
      .select(columns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.publicId, sql.placeholder('publicId')),
          eq(sessions.userId, sql.placeholder('userId')),
          this.live(),
        ),
      )
      .limit(1)
      .prepare('live_session_user_by_public_id');
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

  /** The live session of a cookie and its user, in one round trip (plus a touch at most once a minute), or null. */
  async forCookie(token: string): Promise<LiveSession | null> {
    return this.touched((await this.byCookie.execute({ id: sessionDigest(token) }))[0]);
  }

  /** The live session an access token names, if it is still the user's. */
  async forPublicId(publicId: string, userId: number): Promise<LiveSession | null> {
    return this.touched((await this.byPublicId.execute({ publicId, userId }))[0]);
  }

  /** Records use, so the idle timeout counts from the last request. */
  async touch(id: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  }

  private async touched(found: LiveSession | undefined): Promise<LiveSession | null> {
    if (!found) return null;
    if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_SECONDS * 1000) await this.touch(found.session.id);
    return found;
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
