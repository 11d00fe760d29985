/** Saved jobs, scoped to their owner: typed queries only; the rules and the column lock are in service.ts. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { jobTitleCompanyKey, jobUrlKey, type JobStage, type JobValues } from '@hirestride/shared';
import type { Executor } from '../db/client.js';
import { jobInterviews, jobs } from '../db/schema.js';
import { atVersion, nextVersion } from '../db/versions.js';
import {
  isTrackerPage,
  listJobs,
  pageOfJobs,
  prepareTrackerPage,
  stageOrder,
  type JobListOptions,
  type TrackerPage,
} from './job-list.js';
import type { JobRow, ListedJob } from './job-rows.js';

type NewJob = typeof jobs.$inferInsert;
type JobSet = Partial<NewJob>;

export class JobsRepository {
  /** Prepared on first use, and only on the database itself (a transaction's statements end with it). */
  private trackerPage: TrackerPage | undefined;

  constructor(private readonly db: Executor) {}

  async byId(userId: number, id: number): Promise<JobRow | null> {
    const rows = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
    return rows[0] ?? null;
  }

  /** The matching jobs in order (GET /api/jobs/): all of them, or the page the options give. */
  list(userId: number, options: JobListOptions): Promise<ListedJob[]> {
    return listJobs(this.db, userId, options);
  }

  /** One page of the matching jobs (GET /api/jobs/?limit=) and how many match in all. */
  page(userId: number, options: JobListOptions & { limit: number }): Promise<{ rows: ListedJob[]; total: number }> {
    if (!isTrackerPage(options) || this.db instanceof PgTransaction) return pageOfJobs(this.db, userId, options);
    this.trackerPage ??= prepareTrackerPage(this.db);
    return pageOfJobs(this.db, userId, options, this.trackerPage);
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

  async insert(values: NewJob): Promise<JobRow> {
    const [row] = await this.db.insert(jobs).values(values).returning();
    return row!;
  }

  /** The new jobs' ids, in the order given. */
  async insertMany(values: NewJob[]): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await this.db.insert(jobs).values(values).returning({ id: jobs.id });
    return rows.map((row) => row.id);
  }

  /**
   * The updated row, its version moved on; null when the user has no such job, or (with `expected`) when it is no
   * longer that version.
   */
  async update(userId: number, id: number, values: JobSet, expected?: number): Promise<JobRow | null> {
    const [row] = await this.db
      .update(jobs)
      .set({ ...values, version: nextVersion(jobs.version) })
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId), atVersion(jobs.version, expected)))
      .returning();
    return row ?? null;
  }

  /** The deleted job's stage, or null when the user has no such job. */
  async delete(userId: number, id: number): Promise<JobStage | null> {
    const [removed] = await this.db
      .delete(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
      .returning({ stage: jobs.stage });
    return removed ? (removed.stage as JobStage) : null;
  }

  /** Every job in board order: stage, then place in the column. */
  async exportAll(userId: number): Promise<JobRow[]> {
    return this.db
      .select()
      .from(jobs)
      .where(eq(jobs.userId, userId))
      .orderBy(stageOrder, asc(jobs.position), asc(jobs.id));
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(eq(jobs.userId, userId));
    return row?.n ?? 0;
  }
}
