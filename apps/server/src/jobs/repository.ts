/** Saved jobs, scoped to their owner. Writes that change a column run under the user's column lock (columns.ts). */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  jobTitleCompanyKey,
  jobUrlKey,
  MAX_JOBS_PER_USER,
  type ImportRow,
  type JobOutcome,
  type JobStage,
  type JobValues,
} from '@hirestride/shared';
import type { Database, Executor } from '../db/client.js';
import { jobInterviews, jobs } from '../db/schema.js';
import { recordActivity } from '../activity/repository.js';
import { bottomOf, columnIds, renumber, shiftDown, withColumnLock } from './columns.js';
import { stageOrder } from './job-list.js';
import { jobFieldsToRow, type JobFields, type JobRow } from './job-rows.js';
import { placeJob, resolveOutcome, tooManyJobs, type PlacedJob } from './stage-change.js';

/** A PUT or PATCH: the fields it names, and the stage and outcome if it names them. */
export type JobChanges = Partial<JobFields> & { stage?: JobStage | undefined; outcome?: JobOutcome | null | undefined };

export interface MoveRequest {
  stage: JobStage;
  position: number;
  outcome?: JobOutcome | null | undefined;
  applied_on?: string | null | undefined;
  interview?: { date: string; time: string | null; kind: string; notes: string } | null | undefined;
}

const IMPORT_BATCH = 250;

/** A drop back where the card was, with nothing else to record. */
const isNoOp = (current: JobRow, request: MoveRequest) =>
  request.stage === current.stage &&
  request.position === current.position &&
  request.outcome === undefined &&
  request.applied_on === undefined &&
  !request.interview;

export class JobsRepository {
  constructor(private readonly db: Executor) {}

  async byId(userId: number, id: number, db: Database = this.db): Promise<JobRow | null> {
    const rows = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
    return rows[0] ?? null;
  }

  /** Each job's id with the sha256 of its title, a NUL and its posting text (matching/library-input.ts), computed in the database so the texts stay there. */
  async postingFingerprints(userId: number): Promise<Array<{ id: number; fingerprint: string; hasPosting: boolean }>> {
    return this.db
      .select({
        id: jobs.id,
        hasPosting: sql<boolean>`${jobs.postingText} <> ''`,
        fingerprint: sql<string>`encode(sha256(convert_to(${jobs.title}, 'UTF8') || '\\x00'::bytea || convert_to(${jobs.postingText}, 'UTF8')), 'hex')`,
      })
      .from(jobs)
      .where(eq(jobs.userId, userId));
  }

  /** The title, company and posting text of some of the user's jobs. */
  async postings(
    userId: number,
    ids: number[],
  ): Promise<Array<{ id: number; title: string; company: string; postingText: string }>> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, postingText: jobs.postingText })
      .from(jobs)
      .where(and(eq(jobs.userId, userId), inArray(jobs.id, ids)));
  }

  /** One of the user's interview entries with what its calendar event names of the job; null unless both are theirs. */
  async interviewWithJob(userId: number, jobId: number, interviewId: number) {
    const [row] = await this.db
      .select({
        id: jobInterviews.id,
        date: jobInterviews.date,
        time: jobInterviews.time,
        kind: jobInterviews.kind,
        notes: jobInterviews.notes,
        jobId: jobs.id,
        title: jobs.title,
        company: jobs.company,
        postingUrl: jobs.url,
      })
      .from(jobInterviews)
      .innerJoin(jobs, eq(jobs.id, jobInterviews.jobId))
      .where(and(eq(jobInterviews.id, interviewId), eq(jobInterviews.jobId, jobId), eq(jobInterviews.userId, userId)));
    return row ?? null;
  }

  async owns(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
    return rows.length > 0;
  }

  /** A saved job with the same posting URL, or else the same title and company. */
  async findDuplicate(userId: number, values: Pick<JobValues, 'url' | 'title' | 'company'>): Promise<JobRow | null> {
    const urlKey = jobUrlKey(values.url);
    const sameTitle = eq(jobs.titleCompanyKey, jobTitleCompanyKey(values.title, values.company));
    const rows = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, userId), urlKey ? or(eq(jobs.urlKey, urlKey), sameTitle) : sameTitle))
      // The URL is the stronger sign of the same posting.
      .orderBy(sql`${jobs.urlKey} = ${urlKey} DESC`, asc(jobs.id))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Duplicate keys of every saved job, for checking an import against them. */
  async duplicateKeys(userId: number): Promise<Array<{ id: number; urlKey: string; titleCompanyKey: string }>> {
    return this.db
      .select({ id: jobs.id, urlKey: jobs.urlKey, titleCompanyKey: jobs.titleCompanyKey })
      .from(jobs)
      .where(eq(jobs.userId, userId));
  }

  /** A new job goes to the top of its column. */
  async create(userId: number, values: JobValues): Promise<JobRow> {
    return withColumnLock(this.db, userId, async (tx) => {
      if ((await this.count(userId, tx)) >= MAX_JOBS_PER_USER) throw tooManyJobs();
      await shiftDown(tx, userId, values.stage);
      const [row] = await tx
        .insert(jobs)
        .values({
          ...jobFieldsToRow(values),
          userId,
          title: values.title,
          company: values.company,
          titleCompanyKey: jobTitleCompanyKey(values.title, values.company),
          stage: values.stage,
          outcome: values.outcome,
          position: 0,
        })
        .returning();
      await recordActivity(tx, { userId, jobId: row!.id, kind: 'created' });
      return row!;
    });
  }

  /** Applies a PUT or PATCH; a new stage puts the job at the top of that column. Null when there is no such job. */
  async update(userId: number, id: number, changes: JobChanges): Promise<JobRow | null> {
    return withColumnLock(this.db, userId, async (tx) => {
      const current = await this.byId(userId, id, tx);
      if (!current) return null;
      const { stage, outcome, ...fields } = changes;
      const target = stage ?? (current.stage as JobStage);
      let placed: PlacedJob['set'] = {};
      if (target !== current.stage) {
        placed = (
          await placeJob(tx, userId, current, { stage: target, index: 0, outcome, appliedOn: fields.applied_on })
        ).set;
      } else if (outcome !== undefined) {
        placed = { outcome: resolveOutcome(current, target, outcome) };
      }
      const title = fields.title ?? current.title;
      const company = fields.company ?? current.company;
      const [row] = await tx
        .update(jobs)
        .set({
          ...jobFieldsToRow(fields),
          ...placed,
          titleCompanyKey: jobTitleCompanyKey(title, company),
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
        .returning();
      return row ?? null;
    });
  }

  async delete(userId: number, id: number): Promise<boolean> {
    return withColumnLock(this.db, userId, async (tx) => {
      const [removed] = await tx
        .delete(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
        .returning({ stage: jobs.stage });
      if (!removed) return false;
      await renumber(tx, userId, await columnIds(tx, userId, removed.stage as JobStage));
      return true;
    });
  }

  /** POST /move/: the card, its place, and the columns that changed; null when there is no such job. */
  async move(
    userId: number,
    id: number,
    request: MoveRequest,
  ): Promise<{ row: JobRow; columns: PlacedJob['columns'] } | null> {
    return withColumnLock(this.db, userId, async (tx) => {
      const current = await this.byId(userId, id, tx);
      if (!current) return null;
      if (isNoOp(current, request)) return { row: current, columns: {} };
      const { set, columns } = await placeJob(tx, userId, current, {
        stage: request.stage,
        index: request.position,
        outcome: request.outcome,
        appliedOn: request.applied_on,
      });
      const [row] = await tx.update(jobs).set(set).where(eq(jobs.id, id)).returning();
      if (request.interview) {
        const [entry] = await tx
          .insert(jobInterviews)
          .values({ ...request.interview, userId, jobId: id })
          .returning();
        await recordActivity(tx, {
          userId,
          jobId: id,
          kind: 'interview_added',
          data: { interview: entry!.id, date: entry!.date, kind: entry!.kind },
        });
      }
      return { row: row!, columns };
    });
  }

  /** Adds imported rows at the bottom of their columns, in file order, all or none. Returns how many were added. */
  async importMany(userId: number, rows: ImportRow[]): Promise<number> {
    return withColumnLock(this.db, userId, async (tx) => {
      if ((await this.count(userId, tx)) + rows.length > MAX_JOBS_PER_USER) throw tooManyJobs();
      const next = new Map<JobStage, number>();
      const now = new Date();
      const values = [];
      for (const { job, created_at } of rows) {
        const position = next.get(job.stage) ?? (await bottomOf(tx, userId, job.stage));
        next.set(job.stage, position + 1);
        values.push({
          ...jobFieldsToRow(job),
          userId,
          title: job.title,
          company: job.company,
          titleCompanyKey: jobTitleCompanyKey(job.title, job.company),
          stage: job.stage,
          outcome: job.outcome,
          position,
          createdAt: created_at ? new Date(created_at) : now,
          stageChangedAt: now,
          updatedAt: now,
        });
      }
      for (let start = 0; start < values.length; start += IMPORT_BATCH) {
        const inserted = await tx
          .insert(jobs)
          .values(values.slice(start, start + IMPORT_BATCH))
          .returning({ id: jobs.id });
        await recordActivity(tx, ...inserted.map((row) => ({ userId, jobId: row.id, kind: 'imported' as const })));
      }
      return values.length;
    });
  }

  /** Every job in board order: stage, then place in the column. */
  async exportAll(userId: number): Promise<JobRow[]> {
    return this.db
      .select()
      .from(jobs)
      .where(eq(jobs.userId, userId))
      .orderBy(stageOrder, asc(jobs.position), asc(jobs.id));
  }

  async count(userId: number, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(eq(jobs.userId, userId));
    return row?.n ?? 0;
  }
}
