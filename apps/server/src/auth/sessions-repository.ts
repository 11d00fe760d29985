/** Server-side sessions: the cookie holds a random token; the database keeps only its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

/** Absolute lifetime: a session ends two weeks after sign-in, however active. */
export const SESSION_SECONDS = 14 * 24 * 60 * 60;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionsRepository {
  constructor(private readonly db: Database) {}

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
    const rows = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, digest(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
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
