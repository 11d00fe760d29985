/** Saved jobs and the tracker (issue 11): the job's API shapes and rules (its choices and limits: job-choices.ts). */
import * as z from 'zod';
import { optionalDate, optionalText, requiredText } from './fields.js';
import {
  EMPLOYMENT_TYPES,
  FOLLOW_UP_NOTE_MAX,
  JOB_OUTCOMES,
  JOB_STAGES,
  JOB_TEXT_MAX,
  MAX_JOBS_PER_USER,
  NOTES_MAX,
  POSTING_TEXT_MAX,
  REMOTE_MODES,
  SALARY_MAX,
  SOURCE_MAX,
  URL_MAX,
  type JobOutcome,
  type JobStage,
} from './job-choices.js';
import { INVALID_URL, normaliseUrl, optionalLink } from './links.js';
import { apiMessages } from './messages.js';

export * from './job-choices.js';

export const jobMessages = {
  invalidUrl: INVALID_URL,
  outcomeNeeded: 'Choose how this application ended: a job in Archives carries an outcome.',
  outcomeOnlyArchived: 'Only a job in Archives has an outcome.',
  tooManyJobs: `You can keep up to ${MAX_JOBS_PER_USER.toLocaleString('en-US')} jobs. Delete some you no longer need first.`,
  duplicate: 'You have already saved this job.',
  invalidPk: (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`,
} as const;

const choiceError = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null
    ? apiMessages.required
    : `"${String(issue.input)}" is not a valid choice.`;

/** One of the choices (DRF's ChoiceField messages). */
export const choiceOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: choiceError });

/** One of the choices, or blank: missing, null and '' are ''. */
const choiceOrBlank = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: choiceError })
    .optional()
    .transform((value) => value ?? '');

/** Query parameters that only say where a click came from: two links to one posting differ only in these. */
const TRACKING_PARAM = /^(utm_.*|trk|trkinfo|refid|trackingid|gh_src|src|ref|source|from)$/i;

/** What makes two posting URLs the same posting: host without www., path without a trailing slash, real parameters. */
export function jobUrlKey(url: string): string {
  const normalised = normaliseUrl(url);
  if (!normalised) return '';
  const parsed = new URL(normalised);
  const params = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAM.test(name)).sort();
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '')}${query}`.toLowerCase();
}

/** Title and company as a duplicate check compares them: case, spacing and punctuation at the ends ignored. */
export function jobTitleCompanyKey(title: string, company: string): string {
  const clean = (text: string) =>
    text
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/^[\s.,;:!-]+|[\s.,;:!-]+$/g, '');
  return `${clean(title)}\u0001${clean(company)}`;
}

const urlField = optionalLink(URL_MAX);

/** An id of another object the user owns (a resume version, a cover letter), or null. */
const optionalPk = z
  .union([z.number().int().positive().max(2_147_483_647), z.null()], { error: 'Incorrect type. Expected pk value.' })
  .optional()
  .transform((value) => value ?? null);

/** What a user writes about a job: every field but the stage's own. */
export const jobFields = {
  title: requiredText({ max: JOB_TEXT_MAX }),
  company: requiredText({ max: JOB_TEXT_MAX }),
  location: optionalText(JOB_TEXT_MAX),
  url: urlField,
  salary: optionalText(SALARY_MAX),
  employment_type: choiceOrBlank(EMPLOYMENT_TYPES),
  remote: choiceOrBlank(REMOTE_MODES),
  source: optionalText(SOURCE_MAX),
  /** Kept exactly as pasted: not trimmed. */
  posting_text: optionalText(POSTING_TEXT_MAX, { trim: false }),
  applied_on: optionalDate,
  follow_up_on: optionalDate,
  follow_up_note: optionalText(FOLLOW_UP_NOTE_MAX),
  notes: optionalText(NOTES_MAX),
  resume_version: optionalPk,
  cover_letter: optionalPk,
};

const stageField = choiceOf(JOB_STAGES);
const outcomeField = z
  .union([choiceOf(JOB_OUTCOMES), z.null()], { error: choiceError })
  .optional()
  .transform((value) => value ?? null);

/** The rule tying a stage to its outcome; null when the pair is allowed. */
export function stageOutcomeProblem(
  stage: JobStage,
  outcome: JobOutcome | null,
): { field: 'outcome'; message: string } | null {
  if (stage === 'archived' && outcome === null) return { field: 'outcome', message: jobMessages.outcomeNeeded };
  if (stage !== 'archived' && outcome !== null) return { field: 'outcome', message: jobMessages.outcomeOnlyArchived };
  return null;
}

/** POST /api/jobs/ and PUT /api/jobs/{id}/: a new job starts in the Wish List unless told otherwise. */
export const jobPayload = z
  .object({ ...jobFields, stage: stageField.default('wishlist'), outcome: outcomeField })
  .superRefine((value, ctx) => {
    const problem = stageOutcomeProblem(value.stage, value.outcome);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type JobPayload = z.input<typeof jobPayload>;
export type JobValues = z.output<typeof jobPayload>;

/**
 * PATCH /api/jobs/{id}/: any subset. The stage/outcome rule is checked against the job as it will be (the server
 * merges first); leaving Archives without naming an outcome clears it.
 */
/** PUT /api/jobs/{id}/: every field replaced; the stage and outcome stay as they are unless named. */
export const jobReplace = z.object({
  ...jobFields,
  stage: stageField.optional(),
  outcome: z.union([choiceOf(JOB_OUTCOMES), z.null()], { error: choiceError }).optional(),
});

const optionalJobFields = Object.fromEntries(
  Object.entries(jobFields).map(([key, schema]) => [key, schema.optional()]),
) as { [K in keyof typeof jobFields]: z.ZodOptional<(typeof jobFields)[K]> };

export const jobPatch = z.object({
  ...optionalJobFields,
  stage: stageField.optional(),
  outcome: z.union([choiceOf(JOB_OUTCOMES), z.null()], { error: choiceError }).optional(),
});
export type JobPatch = z.input<typeof jobPatch>;

export const job = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  url: z.string(),
  salary: z.string(),
  employment_type: z.union([z.enum(EMPLOYMENT_TYPES), z.literal('')]),
  remote: z.union([z.enum(REMOTE_MODES), z.literal('')]),
  source: z.string(),
  posting_text: z.string(),
  stage: z.enum(JOB_STAGES),
  outcome: z.enum(JOB_OUTCOMES).nullable(),
  /** Place in its stage's column, from 0 at the top. */
  position: z.number().int(),
  applied_on: z.string().nullable(),
  follow_up_on: z.string().nullable(),
  follow_up_note: z.string(),
  notes: z.string(),
  resume_version: z.number().int().nullable(),
  cover_letter: z.number().int().nullable(),
  /** When the job entered its current stage (the board's "days in stage"). */
  stage_changed_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** How many times it has been changed: its ETag, for If-Match on the next save. */
  version: z.number().int(),
});
export type Job = z.infer<typeof job>;

/** Fields a list may leave out (?omit=posting_text,notes): the board never shows them and they can be large. */
export const JOB_OMITTABLE = ['posting_text', 'notes'] as const;
export const jobListItem = job.partial({ posting_text: true, notes: true });
export type JobListItem = z.infer<typeof jobListItem>;

/** Sortable columns of the list (?ordering=company,-applied_on). */
export const JOB_ORDERING_FIELDS = [
  'title',
  'company',
  'location',
  'salary',
  'employment_type',
  'remote',
  'source',
  'stage',
  'outcome',
  'position',
  'applied_on',
  'follow_up_on',
  'stage_changed_at',
  'created_at',
  'updated_at',
  /** The job's stored match score (unscored jobs last). */
  'match',
] as const;
export type JobOrderingField = (typeof JOB_ORDERING_FIELDS)[number];

/** DRF's limit/offset pagination, used when the request names a limit. */
export const jobPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(jobListItem),
});
export type JobPage = z.infer<typeof jobPage>;
