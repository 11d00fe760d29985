/** Server-side sessions: the cookie holds a random token; the database keeps only its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

/** Absolute lifetime: a session ends two weeks after sign-in, however active. */
export const SESSION_SECONDS = 14 * 24 * 60 * 60;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionsRepository {
  /** Every signed-in request runs this: prepared once, so neither the ORM nor PostgreSQL plans it again. */
  private readonly liveSessionUser;

  constructor(private readonly db: Database) {
    this.liveSessionUser = db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // The database's clock, like every other expiry check in SQL.
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('live_session_user');
  }

  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({
      id: digest(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
    });
    return token;
  }

  /** The user of a live session, in one round trip, or null. */
  async userFor(token: string): Promise<typeof users.$inferSelect | null> {
    const rows = await this.liveSessionUser.execute({ id: digest(token) });
    return rows[0]?.user ?? null;
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, digest(token)));
  }

  /** Ends every session of the user but the one given (if any). */
  async destroyAllFor(userId: number, keepToken?: string): Promise<void> {
    const condition = keepToken
      ? and(eq(sessions.userId, userId), ne(sessions.id, digest(keepToken)))
      : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(condition);
  }
}
