/** The activity log: each job's timeline, and the user's latest events for the dashboard. */
import { and, desc, eq } from 'drizzle-orm';
import type { Activity, ActivityKind, JobStage, RecentActivity } from '@hirestride/shared';
import type { Executor } from '../db/client.js';
import { activities, jobs } from '../db/schema.js';

export interface ActivityEntry {
  userId: number;
  /** Null for events that belong to no job (a resume made). */
  jobId: number | null;
  kind: ActivityKind;
  text?: string;
  data?: Record<string, unknown>;
}

type ActivityRow = typeof activities.$inferSelect;

export function activityToApi(row: ActivityRow): Activity {
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    text: row.text,
    data: row.data as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  };
}

/** Records events; pass the transaction that makes the change, so the event and the change land together. */
export async function recordActivity(db: Executor, ...entries: ActivityEntry[]): Promise<ActivityRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(activities)
    .values(entries.map((entry) => ({ ...entry, text: entry.text ?? '', data: entry.data ?? {} })))
    .returning();
}

export class ActivityRepository {
  constructor(private readonly db: Executor) {}

  /** A job's timeline, newest first. */
  async forJob(userId: number, jobId: number): Promise<Activity[]> {
    const rows = await this.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.jobId, jobId)))
      .orderBy(desc(activities.createdAt), desc(activities.id));
    return rows.map(activityToApi);
  }

  /** The user's latest events, with the job each belongs to. */
  async recent(userId: number, limit: number): Promise<RecentActivity[]> {
    const rows = await this.db
      .select({
        activity: activities,
        job: { id: jobs.id, title: jobs.title, company: jobs.company, stage: jobs.stage },
      })
      .from(activities)
      .leftJoin(jobs, eq(jobs.id, activities.jobId))
      .where(eq(activities.userId, userId))
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(limit);
    return rows.map(({ activity, job }) => ({
      ...activityToApi(activity),
      job: job ? { ...job, stage: job.stage as JobStage } : null,
    }));
  }
}
