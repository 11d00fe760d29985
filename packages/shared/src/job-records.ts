/** What hangs off a saved job: contacts, interview entries and the activity timeline, and the dashboard's view of them. */
import * as z from 'zod';
import { optionalText, requiredDate, requiredText } from './fields.js';
import { INTERVIEW_KINDS } from './job-choices.js';
import { choiceOf, JOB_STAGES } from './jobs.js';
import { optionalLink } from './links.js';

export { INTERVIEW_KINDS, interviewKindLabels, type InterviewKind } from './job-choices.js';
import { isValidEmail } from './validation.js';

const NOTE_MAX = 2_000;

// ---- Contacts ---------------------------------------------------------------------------------

const optionalEmail = optionalText(254).refine((value) => value === '' || isValidEmail(value), {
  message: 'Enter a valid email address.',
});
export const contactPayload = z.object({
  name: requiredText({ max: 200 }),
  role: optionalText(200),
  email: optionalEmail,
  phone: optionalText(50),
  linkedin: optionalLink(2_000),
  notes: optionalText(NOTE_MAX),
});
export type ContactPayload = z.input<typeof contactPayload>;
export const contact = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedin: z.string(),
  notes: z.string(),
});
export type Contact = z.infer<typeof contact>;

// ---- Interviews -------------------------------------------------------------------------------

const TIME_FORMAT_ERROR = 'Time has wrong format. Use one of these formats instead: hh:mm.';
/** A time of day written hh:mm (24-hour), or null when missing or ''. */
const optionalTime = z
  .union([z.string(), z.null()], { error: TIME_FORMAT_ERROR })
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), TIME_FORMAT_ERROR);

export const interviewPayload = z.object({
  date: requiredDate,
  time: optionalTime,
  kind: z
    .union([choiceOf(INTERVIEW_KINDS), z.literal(''), z.null()], {
      error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
    })
    .optional()
    .transform((value) => value ?? ''),
  notes: optionalText(NOTE_MAX),
});
export type InterviewPayload = z.input<typeof interviewPayload>;
export const interview = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string().nullable(),
  kind: z.union([z.enum(INTERVIEW_KINDS), z.literal('')]),
  notes: z.string(),
});
export type Interview = z.infer<typeof interview>;

// ---- Activity ---------------------------------------------------------------------------------

/** What the timeline records. Later features add kinds (files attached, letters written). */
export const ACTIVITY_KINDS = [
  'created',
  'imported',
  'stage_changed',
  'note',
  'contact_added',
  'interview_added',
  'resume_created',
  'cover_letter_created',
  'interview_answer_saved',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityNotePayload = z.object({ text: requiredText({ max: NOTE_MAX }) });
export const activity = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  /** The note itself for notes; '' otherwise. */
  text: z.string(),
  /** What changed: {from, to, outcome} for a stage change, {date, kind} for an interview, {name} for a contact. */
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activity>;

// ---- The dashboard ----------------------------------------------------------------------------

const jobRef = z.object({ id: z.number().int(), title: z.string(), company: z.string(), stage: z.enum(JOB_STAGES) });
export type JobRef = z.infer<typeof jobRef>;

export const dueItem = z.object({
  kind: z.enum(['follow_up', 'interview']),
  date: z.string(),
  time: z.string().nullable(),
  note: z.string(),
  overdue: z.boolean(),
  /** The interview entry an interview item is (for its calendar file); null for a follow-up. */
  interview_id: z.number().int().nullable(),
  job: jobRef,
});
export type DueItem = z.infer<typeof dueItem>;

/** How many days ahead "Due soon" looks. */
export const DUE_SOON_DAYS = 7;

export const dashboardQuery = z.object({
  /** The user's own calendar date (the server cannot know their time zone); the server's UTC date otherwise. */
  today: requiredDate.optional(),
});

export const dashboard = z.object({
  job_count: z.number().int(),
  /** Interview answers saved (the Interview Prep tile ticks at one). */
  interview_answer_count: z.number().int(),
  recent_activity: z.array(activity.extend({ job: jobRef.nullable() })),
  due_soon: z.array(dueItem),
});
export type Dashboard = z.infer<typeof dashboard>;
export type RecentActivity = Dashboard['recent_activity'][number];
