/** Cover letters, scoped to their owner, with the title and company of the job each was written for. */
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { CoverLetter } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { coverLetters, jobs } from '../db/schema.js';

export type CoverLetterRow = typeof coverLetters.$inferSelect;
type Joined = CoverLetterRow & { jobTitle: string | null; jobCompany: string | null };

export function letterToApi(row: Joined): CoverLetter {
  return {
    id: row.id,
    name: row.name,
    job: row.jobId,
    job_title: row.jobTitle ?? (row.title || null),
    job_company: row.jobCompany ?? (row.company || null),
    tone: row.tone as CoverLetter['tone'],
    length: row.length as CoverLetter['length'],
    body: row.body,
    written_by: row.writtenBy,
    confirmed_claims: row.confirmedClaims as string[],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export class CoverLettersRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select({ ...getTableColumns(coverLetters), jobTitle: jobs.title, jobCompany: jobs.company })
      .from(coverLetters)
      .leftJoin(jobs, eq(jobs.id, coverLetters.jobId));
  }

  /** The user's letters, latest edited first. */
  async list(userId: number): Promise<Joined[]> {
    return this.select()
      .where(eq(coverLetters.userId, userId))
      .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id));
  }

  async byId(userId: number, id: number): Promise<Joined | null> {
    const rows = await this.select().where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)));
    return rows[0] ?? null;
  }

  async create(values: typeof coverLetters.$inferInsert): Promise<Joined> {
    const [row] = await this.db.insert(coverLetters).values(values).returning({ id: coverLetters.id });
    return (await this.byId(values.userId, row!.id))!;
  }

  /** Changes the given fields; null when the user has no such letter. */
  async update(
    userId: number,
    id: number,
    values: Partial<Omit<typeof coverLetters.$inferInsert, 'id' | 'userId'>>,
  ): Promise<Joined | null> {
    const updated = await this.db
      .update(coverLetters)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
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
