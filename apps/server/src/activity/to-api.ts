/** An activity entry as the API shows it: on a job's timeline, and with its job in Recent Activity. */
import type { Activity, ActivityKind, JobStage, RecentActivity } from '@hirestride/shared';
import type { activities, jobs } from '../db/schema.js';

export type ActivityRow = typeof activities.$inferSelect;
/** What Recent Activity names of the job an entry belongs to. */
export type ActivityJob = Pick<typeof jobs.$inferSelect, 'id' | 'title' | 'company' | 'stage'>;

export function activityToApi(row: ActivityRow): Activity {
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    text: row.text,
    data: row.data as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  };
}

export function recentActivityToApi(row: ActivityRow, job: ActivityJob | null): RecentActivity {
  return { ...activityToApi(row), job: job ? { ...job, stage: job.stage as JobStage } : null };
}
