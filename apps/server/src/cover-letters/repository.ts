/** Cover letters, scoped to their owner, with the title and company of the job each was written for. */
import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { coverLetters, jobs } from '../db/schema.js';
import { atVersion, nextVersion } from '../db/versions.js';

export type CoverLetterRow = typeof coverLetters.$inferSelect;
/** A letter as read: its row and the title and company of its job, if it has one. */
export type LetterRow = CoverLetterRow & { jobTitle: string | null; jobCompany: string | null };
export type LetterValues = typeof coverLetters.$inferInsert;

export class CoverLettersRepository {
  constructor(private readonly db: Executor) {}

  private select() {
    return this.db
      .select({ ...getTableColumns(coverLetters), jobTitle: jobs.title, jobCompany: jobs.company })
      .from(coverLetters)
      .leftJoin(jobs, eq(jobs.id, coverLetters.jobId));
  }

  /** The user's letters, latest edited first. */
  async list(userId: number): Promise<LetterRow[]> {
    return this.select()
      .where(eq(coverLetters.userId, userId))
      .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id));
  }

  async byId(userId: number, id: number): Promise<LetterRow | null> {
    const rows = await this.select().where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)));
    return rows[0] ?? null;
  }

  /** The new letter's id. */
  async create(values: LetterValues): Promise<number> {
    const [row] = await this.db.insert(coverLetters).values(values).returning({ id: coverLetters.id });
    return row!.id;
  }

  /** Points the user's job at the letter, unless the job already uses one. */
  async useForJobWithoutLetter(userId: number, jobId: number, letterId: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({ coverLetterId: letterId })
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), isNull(jobs.coverLetterId)));
  }

  /**
   * Changes the given fields and moves the version on; null when the user has no such letter, or (with `expected`)
   * when it is no longer that version.
   */
  async update(
    userId: number,
    id: number,
    values: Partial<Omit<LetterValues, 'id' | 'userId'>>,
    expected?: number,
  ): Promise<LetterRow | null> {
    const updated = await this.db
      .update(coverLetters)
      .set({ ...values, updatedAt: new Date(), version: nextVersion(coverLetters.version) })
      .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId), atVersion(coverLetters.version, expected)))
      .returning({ id: coverLetters.id });
    return updated.length ? this.byId(userId, id) : null;
  }

  /** Deletes the letter; jobs that used it no longer point at it (the foreign key sets them null). */
  async delete(userId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(coverLetters)
      .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
      .returning({ id: coverLetters.id });
    return deleted.length > 0;
  }
}
