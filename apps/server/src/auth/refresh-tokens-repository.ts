/**
 * Refresh tokens by JWT id. Each belongs to a sign-in (session): a chain of refreshes lives no longer than that
 * sign-in (two weeks absolute, idle timeout), and a used token presented again ends the whole sign-in.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { FOREIGN_KEY_VIOLATION, hasSqlState } from '../db/errors.js';
import { refreshTokens, sessions } from '../db/schema.js';
import type { SessionsRepository } from './sessions-repository.js';

/** What using a refresh token found. */
export type RefreshUse =
  | { outcome: 'used'; session: { id: string; publicId: string; expiresAt: Date } }
  /** The token had been used before: someone else holds a copy. Its sign-in has been ended. */
  | { outcome: 'reused' }
  | { outcome: 'invalid' };

export class RefreshTokensRepository {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsRepository,
  ) {}

  /**
   * Stores a new token of a sign-in; false when the sign-in has ended meanwhile (signed out from another tab while
   * this one refreshed). The foreign key to the session is the check, so no moment lies between checking and storing.
   */
  async remember(jti: string, userId: number, sessionId: string, expSeconds: number): Promise<boolean> {
    try {
      await this.db.insert(refreshTokens).values({ jti, userId, sessionId, expiresAt: new Date(expSeconds * 1000) });
      return true;
    } catch (error) {
      if (hasSqlState(error, FOREIGN_KEY_VIOLATION)) return false;
      throw error;
    }
  }

  /** Uses the token once: marks it used if it and its sign-in are live; ends the sign-in if it was used before. */
  async use(jti: string, userId: number): Promise<RefreshUse> {
    const used = await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .from(sessions)
      .where(
        and(
          eq(refreshTokens.jti, jti),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
          eq(sessions.id, refreshTokens.sessionId),
          this.sessions.live(),
        ),
      )
      .returning({ id: sessions.id, publicId: sessions.publicId, expiresAt: sessions.expiresAt });
    if (used[0]) {
      await this.sessions.touch(used[0].id);
      return { outcome: 'used', session: used[0] };
    }
    const [earlier] = await this.db
      .select({ sessionId: refreshTokens.sessionId, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.userId, userId)));
    if (earlier?.revokedAt && earlier.sessionId) {
      await this.sessions.destroyById(earlier.sessionId);
      return { outcome: 'reused' };
    }
    return { outcome: 'invalid' };
  }

  /** Logout with a refresh token: ends the sign-in it belongs to. */
  async endSignInOf(jti: string, userId: number): Promise<void> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.userId, userId)));
    if (row?.sessionId) await this.sessions.destroyById(row.sessionId);
  }

  /**
   * Deletes (rather than marks) every refresh token of the user, e.g. on a password change: a token presented after
   * that is simply invalid, not a sign of theft, so the current sign-in survives its own client's stale token.
   */
  async revokeAllFor(userId: number): Promise<void> {
    await this.db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  }
}
