/** Cover letters, scoped to their owner, with the title and company of the job each was written for. */
import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { CoverLetter } from '@hirestride/shared';
import { recordActivity } from '../activity/repository.js';
import type { Database, Executor } from '../db/client.js';
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

/**
 * Makes a letter in one transaction with what follows from it: its job, if it has none yet, starts using it, and the
 * job's timeline (or, without a job, Recent Activity alone) records it.
 */
export async function createLetter(db: Database, values: typeof coverLetters.$inferInsert): Promise<Joined> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(coverLetters).values(values).returning({ id: coverLetters.id });
    if (values.jobId)
      await tx
        .update(jobs)
        .set({ coverLetterId: row!.id })
        .where(and(eq(jobs.id, values.jobId), eq(jobs.userId, values.userId), isNull(jobs.coverLetterId)));
    await recordActivity(tx, {
      userId: values.userId,
      jobId: values.jobId ?? null,
      kind: 'cover_letter_created',
      data: { cover_letter: row!.id, name: values.name },
    });
    return row!.id;
  });
  return (await new CoverLettersRepository(db).byId(values.userId, id))!;
}

export class CoverLettersRepository {
  constructor(private readonly db: Executor) {}

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
