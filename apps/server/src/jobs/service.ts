/**
 * The tracker's rules: a job's references must be the user's own, a new job may not repeat a saved one (unless
 * asked), every change to a column runs under the user's column lock (columns.ts), and each change is recorded on
 * the job's timeline in the same transaction.
 */
import {
  calendarFile,
  interviewKindLabels,
  jobMessages,
  jobsToCsv,
  jobTitleCompanyKey,
  jobUrlKey,
  MAX_JOBS_PER_USER,
  type ImportRow,
  type InterviewKind,
  type jobImportRequest,
  type JobImportResult,
  type jobMoveRequest,
  type JobOutcome,
  type JobStage,
  type JobValues,
} from '@hirestride/shared';
import type * as z from 'zod';
import { ActivityRepository, recordActivity } from '../activity/repository.js';
import type { ActivityRow } from '../activity/to-api.js';
import type { Database } from '../db/client.js';
import { jobInterviews } from '../db/schema.js';
import { HttpError, notFound, validationError, type FieldErrors } from '../http/errors.js';
import { changedElsewhere } from '../http/versions.js';
import { OwnedListRepository } from '../lists/owned-list-repository.js';
import type { Repositories } from '../repositories.js';
import type { WorkPool } from '../work/pool.js';
import { bottomOf, columnIds, renumber, shiftDown, withColumnLock } from './columns.js';
import type { JobListOptions } from './job-list.js';
import { jobFieldsToRow, type JobFields, type JobRow, type ListedJob } from './job-rows.js';
import { recordInterview } from './nested-lists.js';
import { JobsRepository } from './repository.js';
import { placeJob, resolveOutcome, tooManyJobs, type PlacedJob } from './stage-change.js';
import { duplicateToApi, jobToApi } from './to-api.js';

/** A PUT or PATCH: the fields it names, and the stage and outcome if it names them. */
export type JobChanges = Partial<JobFields> & { stage?: JobStage | undefined; outcome?: JobOutcome | null | undefined };
export type MoveRequest = z.output<typeof jobMoveRequest>;
type ImportRequest = z.output<typeof jobImportRequest>;

/** How long an interview's calendar event lasts: an entry has a start but no length, and most rounds are booked for an hour. */
const INTERVIEW_MINUTES = 60;
/** Rows per INSERT of an import. */
const IMPORT_BATCH = 250;
/** Rows an import's answer shows of what it would add. */
const PREVIEW_ROWS = 10;

/** A drop back where the card was, with nothing else to record. */
const isNoOp = (current: JobRow, request: MoveRequest) =>
  request.stage === current.stage &&
  request.position === current.position &&
  request.outcome === undefined &&
  request.applied_on === undefined &&
  !request.interview;

/** Rows matching a saved job, or an earlier row of the file: which saved job (null for the file), by row. */
export function findDuplicates(
  rows: ImportRow[],
  saved: Array<{ id: number; urlKey: string; titleCompanyKey: string }>,
): Map<number, number | null> {
  const byUrl = new Map(saved.filter((job) => job.urlKey).map((job) => [job.urlKey, job.id] as const));
  const byTitle = new Map(saved.map((job) => [job.titleCompanyKey, job.id] as const));
  const seen = new Set<string>();
  const duplicates = new Map<number, number | null>();
  for (const { row, job } of rows) {
    const urlKey = jobUrlKey(job.url);
    const titleKey = jobTitleCompanyKey(job.title, job.company);
    const existing = (urlKey && byUrl.get(urlKey)) || byTitle.get(titleKey);
    if (existing !== undefined) duplicates.set(row, existing);
    else if ((urlKey && seen.has(`u:${urlKey}`)) || seen.has(`t:${titleKey}`)) duplicates.set(row, null);
    if (urlKey) seen.add(`u:${urlKey}`);
    seen.add(`t:${titleKey}`);
  }
  return duplicates;
}

export class JobsService {
  private readonly jobs: JobsRepository;

  constructor(
    private readonly db: Database,
    private readonly work: Pick<WorkPool, 'run'>,
    private readonly others: Pick<Repositories, 'resumes' | 'coverLetters'>,
  ) {
    this.jobs = new JobsRepository(db);
  }

  /** The resume version and the cover letter a job names must be the user's own. */
  private async checkReferences(userId: number, fields: Partial<JobValues>): Promise<void> {
    const errors: FieldErrors = {};
    const { resume_version: resume, cover_letter: letter } = fields;
    if (resume !== null && resume !== undefined && !(await this.others.resumes.owns(userId, resume)))
      errors.resume_version = [jobMessages.invalidPk(resume)];
    if (letter !== null && letter !== undefined && !(await this.others.coverLetters.byId(userId, letter)))
      errors.cover_letter = [jobMessages.invalidPk(letter)];
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  list(userId: number, options: JobListOptions): Promise<ListedJob[]> {
    return this.jobs.list(userId, options);
  }

  /** A page of the list and how many jobs match in all. */
  page(userId: number, options: JobListOptions & { limit: number }): Promise<{ rows: ListedJob[]; total: number }> {
    return this.jobs.page(userId, options);
  }

  async get(userId: number, id: number): Promise<JobRow> {
    const row = await this.jobs.byId(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** A new job goes to the top of its column; 409 when it repeats a saved one and duplicates are not allowed. */
  async create(userId: number, values: JobValues, allowDuplicate: boolean): Promise<JobRow> {
    await this.checkReferences(userId, values);
    if (!allowDuplicate) {
      const existing = await this.jobs.findDuplicate(userId, values);
      if (existing) throw new HttpError(409, { detail: jobMessages.duplicate, duplicate_of: duplicateToApi(existing) });
    }
    return withColumnLock(this.db, userId, async (tx) => {
      const jobs = new JobsRepository(tx);
      if ((await jobs.count(userId)) >= MAX_JOBS_PER_USER) throw tooManyJobs();
      await shiftDown(tx, userId, values.stage);
      const row = await jobs.insert({
        ...jobFieldsToRow(values),
        userId,
        title: values.title,
        company: values.company,
        titleCompanyKey: jobTitleCompanyKey(values.title, values.company),
        stage: values.stage,
        outcome: values.outcome,
        position: 0,
      });
      await recordActivity(tx, { userId, jobId: row.id, kind: 'created' });
      return row;
    });
  }

  /**
   * Applies a PUT or PATCH; a new stage puts the job at the top of that column. With `expected`, only if the job is
   * still that version (a 412 with the current job otherwise).
   */
  async update(userId: number, id: number, changes: JobChanges, expected?: number): Promise<JobRow> {
    await this.checkReferences(userId, changes);
    const row = await withColumnLock(this.db, userId, async (tx) => {
      const jobs = new JobsRepository(tx);
      const current = await jobs.byId(userId, id);
      if (!current) return null;
      if (expected !== undefined && current.version !== expected) throw changedElsewhere(jobToApi(current));
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
      return jobs.update(
        userId,
        id,
        {
          ...jobFieldsToRow(fields),
          ...placed,
          titleCompanyKey: jobTitleCompanyKey(title, company),
          updatedAt: new Date(),
        },
        expected,
      );
    });
    if (!row) throw notFound();
    return row;
  }

  /** Deletes a job with its contacts, interviews and timeline, closing the gap in its column. */
  async delete(userId: number, id: number): Promise<void> {
    const deleted = await withColumnLock(this.db, userId, async (tx) => {
      const stage = await new JobsRepository(tx).delete(userId, id);
      if (!stage) return false;
      await renumber(tx, userId, await columnIds(tx, userId, stage));
      return true;
    });
    if (!deleted) throw notFound();
  }

  /** A card moved to a place in a column (with an interview entry, when the move books one): the card and the columns that changed. */
  async move(
    userId: number,
    id: number,
    request: MoveRequest,
  ): Promise<{ row: JobRow; columns: PlacedJob['columns'] }> {
    const moved = await withColumnLock(this.db, userId, async (tx) => {
      const jobs = new JobsRepository(tx);
      const current = await jobs.byId(userId, id);
      if (!current) return null;
      if (isNoOp(current, request)) return { row: current, columns: {} };
      const { set, columns } = await placeJob(tx, userId, current, {
        stage: request.stage,
        index: request.position,
        outcome: request.outcome,
        appliedOn: request.applied_on,
      });
      const row = await jobs.update(userId, id, set);
      if (request.interview) {
        const entry = await new OwnedListRepository(tx, jobInterviews).create(userId, {
          ...request.interview,
          jobId: id,
        });
        await recordInterview(tx, userId, entry);
      }
      return { row: row!, columns };
    });
    if (!moved) throw notFound();
    return moved;
  }

  /** One of the user's interview entries as an iCalendar event; `publicUrl` is where the app is, for the link back. */
  async interviewCalendar(userId: number, jobId: number, interviewId: number, publicUrl: string) {
    const row = await this.jobs.interviewWithJob(userId, jobId, interviewId);
    if (!row) throw notFound();
    const kind = interviewKindLabels[row.kind as InterviewKind];
    const jobLink = `${publicUrl}/jobs/${row.jobId}`;
    const summary = `${kind ? `${kind} interview` : 'Interview'}: ${row.title} at ${row.company}`;
    const description = [
      row.notes.trim(),
      `The job in HireStride: ${jobLink}`,
      row.postingUrl ? `The posting: ${row.postingUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    const ics = calendarFile({
      uid: `interview-${row.id}@hirestride`,
      date: row.date,
      time: row.time,
      minutes: INTERVIEW_MINUTES,
      summary,
      description,
      url: jobLink,
      stamp: new Date(),
    });
    return { ics, title: `Interview ${row.title} at ${row.company}` };
  }

  /** A job's timeline, newest first. */
  async timeline(userId: number, jobId: number): Promise<ActivityRow[]> {
    if (!(await this.jobs.owns(userId, jobId))) throw notFound();
    return new ActivityRepository(this.db).forJob(userId, jobId);
  }

  /** A note on a job's timeline. */
  async addNote(userId: number, jobId: number, text: string): Promise<ActivityRow> {
    if (!(await this.jobs.owns(userId, jobId))) throw notFound();
    const [row] = await recordActivity(this.db, { userId, jobId, kind: 'note', text });
    return row!;
  }

  /** Every job as CSV, in board order. */
  async exportCsv(userId: number): Promise<string> {
    return jobsToCsv((await this.jobs.exportAll(userId)).map(jobToApi));
  }

  /** An import from CSV text: a dry run reports what would happen; a real run stores all or nothing. */
  async importCsv(userId: number, body: ImportRequest): Promise<JobImportResult> {
    const read = await this.work.run(userId, 'readJobsCsv', {
      csv: body.csv,
      mapping: body.mapping,
      dateFormat: body.date_format,
    });
    if (!read.ok) throw validationError({ csv: [read.error] });
    const { mapped, problems } = read;
    const duplicates = findDuplicates(mapped.rows, await this.jobs.duplicateKeys(userId));
    const toImport = body.skip_duplicates ? mapped.rows.filter(({ row }) => !duplicates.has(row)) : mapped.rows;
    const result: JobImportResult = {
      dry_run: body.dry_run,
      headers: read.headers,
      mapping: read.mapping,
      date_format: read.dateFormat,
      mapping_problems: problems,
      total_rows: read.totalRows,
      importable: toImport.length,
      imported: 0,
      errors: mapped.errors,
      duplicates: mapped.rows
        .filter(({ row }) => duplicates.has(row))
        .map(({ row, job }) => ({ row, title: job.title, company: job.company, existing_id: duplicates.get(row)! })),
      preview: toImport.slice(0, PREVIEW_ROWS).map(({ row, job }) => ({
        row,
        title: job.title,
        company: job.company,
        location: job.location,
        stage: job.stage,
        outcome: job.outcome,
        applied_on: job.applied_on,
      })),
    };
    if (body.dry_run) return result;
    if (problems.length > 0) throw validationError({ mapping: problems });
    if (mapped.errors.length > 0 && !body.skip_invalid) {
      const count = mapped.errors.length;
      throw new HttpError(400, {
        detail: `${count} ${count === 1 ? 'row' : 'rows'} cannot be imported, so nothing was imported. Fix ${count === 1 ? 'it' : 'them'} in the file, or import the other rows only.`,
        errors: mapped.errors,
      });
    }
    result.imported = await this.importRows(userId, toImport);
    return result;
  }

  /** Adds imported rows at the bottom of their columns, in file order, all or none. Returns how many were added. */
  private importRows(userId: number, rows: ImportRow[]): Promise<number> {
    return withColumnLock(this.db, userId, async (tx) => {
      const jobs = new JobsRepository(tx);
      if ((await jobs.count(userId)) + rows.length > MAX_JOBS_PER_USER) throw tooManyJobs();
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
        const ids = await jobs.insertMany(values.slice(start, start + IMPORT_BATCH));
        await recordActivity(tx, ...ids.map((jobId) => ({ userId, jobId, kind: 'imported' as const })));
      }
      return values.length;
    });
  }
}
