/** Between the jobs table and the API: column values from validated fields, and the job as the API shows it. */
import { jobUrlKey, type Job, type JobOutcome, type JobStage, type JobValues } from '@hirestride/shared';
import type { jobs } from '../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
/** Every field a user writes, as validated: what create, update and import store. */
export type JobFields = Omit<JobValues, 'stage' | 'outcome'>;

/** Column values for the fields a user writes (the stage's own columns are set by the callers that move jobs). */
export function jobFieldsToRow(fields: Partial<JobFields>): Partial<typeof jobs.$inferInsert> {
  const row: Partial<typeof jobs.$inferInsert> = {};
  if (fields.title !== undefined) row.title = fields.title;
  if (fields.company !== undefined) row.company = fields.company;
  if (fields.location !== undefined) row.location = fields.location;
  if (fields.url !== undefined) {
    row.url = fields.url;
    row.urlKey = jobUrlKey(fields.url);
  }
  if (fields.salary !== undefined) row.salary = fields.salary;
  if (fields.employment_type !== undefined) row.employmentType = fields.employment_type;
  if (fields.remote !== undefined) row.remote = fields.remote;
  if (fields.source !== undefined) row.source = fields.source;
  if (fields.posting_text !== undefined) row.postingText = fields.posting_text;
  if (fields.applied_on !== undefined) row.appliedOn = fields.applied_on;
  if (fields.follow_up_on !== undefined) row.followUpOn = fields.follow_up_on;
  if (fields.follow_up_note !== undefined) row.followUpNote = fields.follow_up_note;
  if (fields.notes !== undefined) row.notes = fields.notes;
  if (fields.resume_version !== undefined) row.resumeVersionId = fields.resume_version;
  if (fields.cover_letter !== undefined) row.coverLetterId = fields.cover_letter;
  return row;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A row as reads return it: the duplicate keys are never read back, and lists may leave the large texts out. */
export type ListedJob = Omit<JobRow, 'postingText' | 'notes' | 'urlKey' | 'titleCompanyKey'> &
  Partial<Pick<JobRow, 'postingText' | 'notes'>>;

/** The job as the API shows it. */
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
  };
  if (row.postingText === undefined) delete (job as Partial<Job>).posting_text;
  if (row.notes === undefined) delete (job as Partial<Job>).notes;
  return job;
}

/** Today's date in UTC, YYYY-MM-DD: the default where the user's own date is not sent. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
