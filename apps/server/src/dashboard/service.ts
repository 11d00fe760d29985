/** The dashboard's summary, read from the domains that own each part: jobs, interview answers, activity. */
import type { DueItem, RecentActivity } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { dueSoon } from '../jobs/due-soon.js';
import { utcToday } from '../jobs/job-rows.js';
import type { Repositories } from '../repositories.js';

/** The dashboard shows the latest few events; the full timeline is each job's. */
export const RECENT_ACTIVITY = 8;

export interface DashboardSummary {
  jobCount: number;
  answerCount: number;
  recent: RecentActivity[];
  due: DueItem[];
}

export interface DashboardDependencies {
  db: Database;
  repositories: Pick<Repositories, 'activity' | 'interview' | 'jobs'>;
}

export class DashboardService {
  constructor(private readonly deps: DashboardDependencies) {}

  /** What is due is counted from the user's own date when they give it, since the server cannot know their zone. */
  async summary(userId: number, today: string = utcToday()): Promise<DashboardSummary> {
    const { db, repositories } = this.deps;
    const [jobCount, answerCount, recent, due] = await Promise.all([
      repositories.jobs.count(userId),
      repositories.interview.count(userId),
      repositories.activity.recent(userId, RECENT_ACTIVITY),
      dueSoon(db, userId, today),
    ]);
    return { jobCount, answerCount, recent, due };
  }
}
