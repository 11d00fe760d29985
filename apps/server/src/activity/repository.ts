/** The activity log: each job's timeline, and the user's latest events for the dashboard. */
import { and, desc, eq } from 'drizzle-orm';
import type { ActivityKind, RecentActivity } from '@hirestride/shared';
import type { Executor } from '../db/client.js';
import { activities, jobs } from '../db/schema.js';
import { recentActivityToApi, type ActivityRow } from './to-api.js';

export interface ActivityEntry {
  userId: number;
  /** Null for events that belong to no job (a resume made). */
  jobId: number | null;
  kind: ActivityKind;
  text?: string;
  data?: Record<string, unknown>;
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
  async forJob(userId: number, jobId: number): Promise<ActivityRow[]> {
    return this.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.jobId, jobId)))
      .orderBy(desc(activities.createdAt), desc(activities.id));
  }

  /** The user's latest events, with the job each belongs to, in the API's shape (the dashboard answers them as they are). */
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
    return rows.map(({ activity, job }) => recentActivityToApi(activity, job));
  }
}
