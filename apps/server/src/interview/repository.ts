/** Interview answers and starred questions, scoped to their owner. */
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { interviewAnswers, interviewStars, jobs } from '../db/schema.js';
import { atVersion, nextVersion } from '../db/versions.js';

type AnswerRow = typeof interviewAnswers.$inferSelect;
/** An answer with the title and company of its job (null for an answer to no job). */
export type AnswerWithJob = AnswerRow & { jobTitle: string | null; jobCompany: string | null };
export type AnswerColumns = Partial<Omit<typeof interviewAnswers.$inferInsert, 'id' | 'userId'>>;

export class InterviewRepository {
  constructor(private readonly db: Executor) {}

  private select() {
    return this.db
      .select({ ...getTableColumns(interviewAnswers), jobTitle: jobs.title, jobCompany: jobs.company })
      .from(interviewAnswers)
      .leftJoin(jobs, eq(jobs.id, interviewAnswers.jobId));
  }

  /** The user's answers, latest first; only one job's when given. */
  async answers(userId: number, jobId?: number): Promise<AnswerWithJob[]> {
    const mine = eq(interviewAnswers.userId, userId);
    return this.select()
      .where(jobId === undefined ? mine : and(mine, eq(interviewAnswers.jobId, jobId)))
      .orderBy(desc(interviewAnswers.updatedAt), desc(interviewAnswers.id));
  }

  async answer(userId: number, id: number): Promise<AnswerWithJob | null> {
    const rows = await this.select().where(and(eq(interviewAnswers.id, id), eq(interviewAnswers.userId, userId)));
    return rows[0] ?? null;
  }

  /** The user's answer to this question for this job (or for no job), if there is one. */
  async answerFor(userId: number, questionId: string, jobId: number | null): Promise<AnswerWithJob | null> {
    const rows = await this.select().where(
      and(
        eq(interviewAnswers.userId, userId),
        eq(interviewAnswers.questionId, questionId),
        jobId === null ? isNull(interviewAnswers.jobId) : eq(interviewAnswers.jobId, jobId),
      ),
    );
    return rows[0] ?? null;
  }

  async create(userId: number, values: AnswerColumns & { questionId: string; questionText: string }) {
    const [row] = await this.db
      .insert(interviewAnswers)
      .values({ ...values, userId })
      .returning({ id: interviewAnswers.id });
    return (await this.answer(userId, row!.id))!;
  }

  /** The changed answer, its version moved on; null when there is none, or (with `expected`) not that version. */
  async update(userId: number, id: number, values: AnswerColumns, expected?: number): Promise<AnswerWithJob | null> {
    const updated = await this.db
      .update(interviewAnswers)
      .set({ ...values, updatedAt: new Date(), version: nextVersion(interviewAnswers.version) })
      .where(
        and(
          eq(interviewAnswers.id, id),
          eq(interviewAnswers.userId, userId),
          atVersion(interviewAnswers.version, expected),
        ),
      )
      .returning({ id: interviewAnswers.id });
    return updated.length ? this.answer(userId, id) : null;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(interviewAnswers)
      .where(and(eq(interviewAnswers.id, id), eq(interviewAnswers.userId, userId)))
      .returning({ id: interviewAnswers.id });
    return deleted.length > 0;
  }

  /** How many answers the user has saved. */
  async count(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(interviewAnswers)
      .where(eq(interviewAnswers.userId, userId));
    return row?.n ?? 0;
  }

  async stars(userId: number): Promise<Set<string>> {
    const rows = await this.db
      .select({ questionId: interviewStars.questionId })
      .from(interviewStars)
      .where(eq(interviewStars.userId, userId));
    return new Set(rows.map((row) => row.questionId));
  }

  /** Stars the question; starring it twice is the same as once. */
  async star(userId: number, questionId: string): Promise<void> {
    await this.db.insert(interviewStars).values({ userId, questionId }).onConflictDoNothing();
  }

  async unstar(userId: number, questionId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(interviewStars)
      .where(and(eq(interviewStars.userId, userId), eq(interviewStars.questionId, questionId)))
      .returning({ questionId: interviewStars.questionId });
    return deleted.length > 0;
  }
}
