/** The jobs table's rows: column values from validated fields, and the row as reads return it. */
import { jobUrlKey, type JobValues } from '@hirestride/shared';
import type { jobs } from '../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
/** Every field a user writes, as validated: what create, update and import store. */
export type JobFields = Omit<JobValues, 'stage' | 'outcome'>;

/** A row as reads return it: the duplicate keys are never read back, and lists may leave the large texts out. */
export type ListedJob = Omit<JobRow, 'postingText' | 'notes' | 'urlKey' | 'titleCompanyKey'> &
  Partial<Pick<JobRow, 'postingText' | 'notes'>>;

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

/** Today's date in UTC, YYYY-MM-DD: the default where the user's own date is not sent. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
