/** Refresh tokens by JWT id, so a used or logged-out refresh token stops working. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { refreshTokens } from '../db/schema.js';

export class RefreshTokensRepository {
  constructor(private readonly db: Database) {}

  async remember(jti: string, userId: number, expSeconds: number): Promise<void> {
    await this.db.insert(refreshTokens).values({ jti, userId, expiresAt: new Date(expSeconds * 1000) });
  }

  /** Revokes the token if it is live; true when it was (so each refresh token is used once). */
  async consume(jti: string, userId: number): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.jti, jti),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ jti: refreshTokens.jti });
    return rows.length > 0;
  }

  async revokeAllFor(userId: number): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
