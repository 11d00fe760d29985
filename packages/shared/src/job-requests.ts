/** The tracker's requests beyond plain CRUD: listing (filters, search, ordering, pages), moving a card, importing CSV. */
import * as z from 'zod';
import { optionalDate } from './fields.js';
import { interviewPayload } from './job-records.js';
import {
  choiceOf,
  job,
  JOB_OMITTABLE,
  JOB_ORDERING_FIELDS,
  JOB_OUTCOMES,
  JOB_STAGES,
  MAX_JOBS_PER_USER,
  MAX_PAGE_SIZE,
  type JobOrderingField,
  type JobStage,
} from './jobs.js';
import { DATE_FORMATS, JOB_CSV_FIELDS, JOB_IMPORT_MAX_BYTES } from './jobs-csv-columns.js';

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'A valid integer is required.')
    .transform(Number)
    .refine((value) => value >= min, `Ensure this value is greater than or equal to ${min}.`)
    .refine((value) => value <= max, `Ensure this value is less than or equal to ${max}.`);

/** A comma-separated list whose every part must be one of `allowed` (optionally with a leading '-'). */
const listParam = <T extends string>(allowed: readonly T[], { signed }: { signed: boolean }) =>
  z
    .string()
    .max(500)
    .transform((value, ctx) => {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const part of parts) {
        const name = signed ? part.replace(/^-/, '') : part;
        if (!(allowed as readonly string[]).includes(name)) {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not one of: ${allowed.join(', ')}.` });
          return z.NEVER;
        }
      }
      return parts;
    });

/** GET /api/jobs/ query: filters, search over title, company and notes, ordering, and pages when a limit is named. */
export const jobListQuery = z.object({
  stage: choiceOf(JOB_STAGES).optional(),
  outcome: choiceOf(JOB_OUTCOMES).optional(),
  /** Words that must each appear in the title, the company or the notes (any case). */
  search: z.string().max(200, 'Ensure this field has no more than 200 characters.').optional(),
  ordering: (listParam(JOB_ORDERING_FIELDS, { signed: true }) as z.ZodType<string[], string>).optional(),
  /** 'false' leaves archived jobs out. */
  include_archived: z.enum(['true', 'false'], { error: 'Must be true or false.' }).optional(),
  limit: intParam(1, MAX_PAGE_SIZE).optional(),
  offset: intParam(0, MAX_JOBS_PER_USER * 10).optional(),
  omit: (
    listParam(JOB_OMITTABLE, { signed: false }) as z.ZodType<Array<(typeof JOB_OMITTABLE)[number]>, string>
  ).optional(),
});
export type JobListQuery = z.input<typeof jobListQuery>;
export type JobOrdering = Array<JobOrderingField | `-${JobOrderingField}`>;

/**
 * POST /api/jobs/{id}/move/: the card goes to `position` (0 = top) of `stage`'s column. Entering Archives needs an
 * outcome; entering Submitted sets the applied date (today unless given); an interview entry may come with it.
 */
export const jobMoveRequest = z.object({
  stage: choiceOf(JOB_STAGES),
  position: z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(MAX_JOBS_PER_USER),
  outcome: z.union([choiceOf(JOB_OUTCOMES), z.null()]).optional(),
  applied_on: optionalDate.optional(),
  interview: interviewPayload.nullish(),
});
export type JobMoveRequest = z.input<typeof jobMoveRequest>;

export const jobMoveResponse = z.object({
  job,
  /** The ids of each column the move changed, top to bottom. */
  columns: z.partialRecord(z.enum(JOB_STAGES), z.array(z.number().int())),
});
export type JobMoveResponse = { job: z.infer<typeof job>; columns: Partial<Record<JobStage, number[]>> };

// ---- CSV import -------------------------------------------------------------------------------

/** POST /api/jobs/import/: the file's text and how its columns map to job fields; a dry run only reports. */
export const jobImportRequest = z.object({
  csv: z.string({ error: 'This field is required.' }).max(JOB_IMPORT_MAX_BYTES, 'The file is larger than 10 MB.'),
  /** Job field → the header of the column that holds it (null: not imported). Missing: suggested from the headers. */
  mapping: z.partialRecord(z.enum(JOB_CSV_FIELDS), z.string().max(500).nullable()).optional(),
  date_format: z.enum(DATE_FORMATS).optional(),
  dry_run: z.boolean().optional().default(false),
  /** Leave out rows that match a job already saved (or an earlier row of the file). */
  skip_duplicates: z.boolean().optional().default(true),
  /** Import the readable rows and leave out the others; otherwise one unreadable row stops the whole import. */
  skip_invalid: z.boolean().optional().default(false),
});
export type JobImportRequest = z.input<typeof jobImportRequest>;

export const jobImportResult = z.object({
  dry_run: z.boolean(),
  headers: z.array(z.string()),
  mapping: z.partialRecord(z.enum(JOB_CSV_FIELDS), z.string().nullable()),
  date_format: z.enum(DATE_FORMATS),
  /** Why the mapping cannot be used as it is (Title and Company must be chosen); [] when it can. */
  mapping_problems: z.array(z.string()),
  /** Data rows in the file (blank lines not counted). */
  total_rows: z.number().int(),
  /** Rows that would be (or were) imported. */
  importable: z.number().int(),
  imported: z.number().int(),
  /** Spreadsheet row numbers: the header is row 1. */
  errors: z.array(z.object({ row: z.number().int(), reasons: z.array(z.string()) })),
  duplicates: z.array(
    z.object({
      row: z.number().int(),
      title: z.string(),
      company: z.string(),
      /** The saved job it matches; null when it repeats an earlier row of the file. */
      existing_id: z.number().int().nullable(),
    }),
  ),
  /** The first rows as they would be saved. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      title: z.string(),
      company: z.string(),
      location: z.string(),
      stage: z.enum(JOB_STAGES),
      outcome: z.enum(JOB_OUTCOMES).nullable(),
      applied_on: z.string().nullable(),
    }),
  ),
});
export type JobImportResult = z.infer<typeof jobImportResult>;
