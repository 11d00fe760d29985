/** A job, its contacts and its interview entries as the API shows them. */
import type { Contact, Interview, Job, JobOutcome, JobStage } from '@hirestride/shared';
import type { jobContacts, jobInterviews } from '../db/schema.js';
import type { JobRow, ListedJob } from './job-rows.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function jobToApi(row: ListedJob): Job {
  const job: Job = {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    url: row.url,
    salary: row.salary,
    employment_type: row.employmentType as Job['employment_type'],
    remote: row.remote as Job['remote'],
    source: row.source,
    posting_text: row.postingText as string,
    stage: row.stage as JobStage,
    outcome: row.outcome as JobOutcome | null,
    position: row.position,
    applied_on: row.appliedOn,
    follow_up_on: row.followUpOn,
    follow_up_note: row.followUpNote,
    notes: row.notes as string,
    resume_version: row.resumeVersionId,
    cover_letter: row.coverLetterId,
    stage_changed_at: iso(row.stageChangedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    version: row.version,
  };
  if (row.postingText === undefined) delete (job as Partial<Job>).posting_text;
  if (row.notes === undefined) delete (job as Partial<Job>).notes;
  return job;
}

/** The saved job a new one would repeat, as a 409 names it. */
export function duplicateToApi(row: JobRow) {
  return { id: row.id, title: row.title, company: row.company, stage: row.stage as JobStage };
}

export function contactToApi(row: typeof jobContacts.$inferSelect): Contact {
  const { id, name, role, email, phone, linkedin, notes } = row;
  return { id, name, role, email, phone, linkedin, notes };
}

export function interviewToApi(row: typeof jobInterviews.$inferSelect): Interview {
  const { id, date, time, kind, notes } = row;
  return { id, date, time, kind: kind as Interview['kind'], notes };
}
