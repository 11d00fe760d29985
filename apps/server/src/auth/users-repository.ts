/** Users: lookup, creation and the public user object of the API. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { User } from '@hirestride/shared';
import type { Executor } from '../db/client.js';
import { hasSqlState, UNIQUE_VIOLATION } from '../db/errors.js';
import { coverLetters, resumeVersions, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Postgres' unique_violation, raised when two registrations race for one email. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, UNIQUE_VIOLATION);

export class UsersRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Holds the user's row until the transaction ends: writers that must take turns per user (an import, an add
   * against a section's limit) and the account's deletion all take it, so none of them interleaves with another.
   * False when the user no longer exists (deleted meanwhile).
   */
  async lock(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    return rows.length > 0;
  }

  /**
   * Whether the user no longer exists, once any deletion of it under way has finished: the shared lock waits for a
   * deletion holding the row, so a write that failed while its account was being deleted learns the outcome.
   */
  async isGone(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('key share');
    return rows.length === 0;
  }

  /** Records a sign-in (last_login_at), by the database's clock. */
  async recordSignIn(id: number): Promise<void> {
    await this.db
      .update(users)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(users.id, id));
  }

  async byId(id: number): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async byEmail(email: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0] ?? null;
  }

  async byGoogleSub(sub: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
    return rows[0] ?? null;
  }

  /** `executor`: the transaction the account is made in (with the mail that welcomes it). */
  async create(values: typeof users.$inferInsert, executor: Executor = this.db): Promise<UserRow> {
    const rows = await executor.insert(users).values(values).returning();
    return rows[0]!;
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash, credentialsChangedAt: new Date() }).where(eq(users.id, id));
  }

  /**
   * A password reset's write: the new password, the address proven (the link reached it), older tokens void.
   * Only if the password is still the one the link was signed over, so two uses of one link cannot both succeed.
   */
  async resetPassword(id: number, passwordHash: string, signedOverHash: string | null): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ passwordHash, emailVerified: true, credentialsChangedAt: new Date() })
      .where(and(eq(users.id, id), sql`${users.passwordHash} is not distinct from ${signedOverHash}`))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Marks the address verified, if it is still the account's address; false when it is not. */
  async markEmailVerified(id: number, email: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailVerified: true })
      .where(and(eq(users.id, id), eq(users.email, email)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /**
   * Hands an unverified password account to the Google account that proved its address: the squatter's password is
   * cleared and older tokens are void. Null when the account no longer qualifies (verified, or linked meanwhile).
   */
  async claimForGoogle(
    id: number,
    googleSub: string,
    names: { firstName: string; lastName: string },
  ): Promise<UserRow | null> {
    const rows = await this.db
      .update(users)
      .set({ googleSub, passwordHash: null, emailVerified: true, credentialsChangedAt: new Date(), ...names })
      .where(and(eq(users.id, id), isNull(users.googleSub), eq(users.emailVerified, false)))
      .returning();
    return rows[0] ?? null;
  }

  async setNames(
    id: number,
    names: { firstName?: string | undefined; lastName?: string | undefined },
  ): Promise<UserRow> {
    const values = Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined));
    if (Object.keys(values).length === 0) return (await this.byId(id))!;
    const rows = await this.db.update(users).set(values).where(eq(users.id, id)).returning();
    return rows[0]!;
  }

  /** Every signed-in page asks for the user object, so its counts are one statement prepared on first use. */
  private countsStatement?: ReturnType<typeof prepareDocumentCounts>;

  /** How many resume versions and cover letters the user has, in one statement. */
  private async documentCounts(userId: number): Promise<DocumentCounts> {
    this.countsStatement ??= prepareDocumentCounts(this.db);
    const rows = await this.countsStatement.execute({ userId });
    return { resumes: Number(rows[0]?.resumes ?? 0), letters: Number(rows[0]?.letters ?? 0) };
  }

  /** The user object every identity endpoint returns. */
  async toApi(row: UserRow): Promise<User> {
    return userToApi(row, await this.documentCounts(row.id));
  }
}

export interface DocumentCounts {
  resumes: number;
  letters: number;
}

/** The counts the user object carries, for the user the `userId` placeholder names. */
function prepareDocumentCounts(db: Executor) {
  const owner = sql.placeholder('userId');
  return db
    .select({
      resumes: sql<number>`(select count(*)::int from ${resumeVersions} where ${resumeVersions.userId} = ${owner})`,
      letters: sql<number>`(select count(*)::int from ${coverLetters} where ${coverLetters.userId} = ${owner})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('user_document_counts');
}

/** The user object every identity endpoint returns. */
export function userToApi(row: UserRow, counts: DocumentCounts): User {
  return {
    pk: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    date_joined: row.dateJoined.toISOString(),
    resume_count: counts.resumes,
    cover_letter_count: counts.letters,
    email_verified: row.emailVerified,
    has_password: row.passwordHash !== null,
  };
}
