/** What is due: follow-ups (overdue ones too) and interviews from today to DUE_SOON_DAYS ahead. */
import { and, asc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import { DUE_SOON_DAYS, type DueItem, type JobStage } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { jobInterviews, jobs } from '../db/schema.js';

/** YYYY-MM-DD plus some days. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Due items in date order; archived jobs are finished, so nothing of theirs is due. */
export async function dueSoon(db: Database, userId: number, today: string): Promise<DueItem[]> {
  const horizon = addDays(today, DUE_SOON_DAYS);
  const job = { id: jobs.id, title: jobs.title, company: jobs.company, stage: jobs.stage };
  const [followUps, interviews] = await Promise.all([
    db
      .select({ date: jobs.followUpOn, note: jobs.followUpNote, job })
      .from(jobs)
      .where(
        and(
          eq(jobs.userId, userId),
          isNotNull(jobs.followUpOn),
          lte(jobs.followUpOn, horizon),
          ne(jobs.stage, 'archived'),
        ),
      ),
    db
      .select({
        id: jobInterviews.id,
        date: jobInterviews.date,
        time: jobInterviews.time,
        note: jobInterviews.notes,
        job,
      })
      .from(jobInterviews)
      .innerJoin(jobs, eq(jobs.id, jobInterviews.jobId))
      .where(
        and(
          eq(jobInterviews.userId, userId),
          gte(jobInterviews.date, today),
          lte(jobInterviews.date, horizon),
          ne(jobs.stage, 'archived'),
        ),
      )
      .orderBy(asc(jobInterviews.date)),
  ]);
  const items: DueItem[] = [
    ...followUps.map((item) => ({
      kind: 'follow_up' as const,
      date: item.date!,
      time: null,
      note: item.note,
      overdue: item.date! < today,
      interview_id: null,
      job: { ...item.job, stage: item.job.stage as JobStage },
    })),
    ...interviews.map((item) => ({
      kind: 'interview' as const,
      date: item.date,
      time: item.time,
      note: item.note,
      overdue: false,
      interview_id: item.id,
      job: { ...item.job, stage: item.job.stage as JobStage },
    })),
  ];
  return items.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
}
