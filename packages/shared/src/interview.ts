/** Interview prep (issue 15): the API's shapes for banks, questions, answers, stars and a job's questions. */
import * as z from 'zod';
import { optionalText, requiredText } from './fields.js';
import { unsupportedClaim } from './writing.js';

export const BANK_KIND_LABELS = {
  behavioural: 'Behavioural',
  situational: 'Situational',
  motivation: 'Motivation and career story',
  role: 'Role',
} as const;

export const interviewBank = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['behavioural', 'situational', 'motivation', 'role']),
  description: z.string(),
  categories: z.array(z.object({ id: z.string(), name: z.string(), question_count: z.number().int() })),
  question_count: z.number().int(),
});
export type InterviewBank = z.infer<typeof interviewBank>;

export const interviewQuestion = z.object({
  id: z.string(),
  bank: z.string(),
  bank_name: z.string(),
  category: z.string(),
  category_name: z.string(),
  text: z.string(),
  listening_for: z.string(),
  tip: z.string(),
  /** A STAR answer fits: the question asks about something that happened. */
  star: z.boolean(),
  /** In the user's "My questions". */
  starred: z.boolean(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestion>;

/** GET /api/interview/questions/: a bank and category, words to find, or only the starred ones. */
export const questionsQuery = z.object({
  bank: z.string().max(60).optional(),
  category: z.string().max(60).optional(),
  search: z.string().max(200).optional(),
  starred: z.enum(['true', 'false']).optional(),
});

/** How sure the user felt: 1 shaky, 2 getting there, 3 confident. */
export const CONFIDENCE_LABELS = { 1: 'Shaky', 2: 'Getting there', 3: 'Confident' } as const;
const confidence = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose 1, 2 or 3.' }).nullable();

const PART_MAX = 5000;
export const interviewAnswerPut = z.strictObject({
  question_id: requiredText({ max: 200 }),
  question_text: requiredText({ max: 500 }),
  job: z.number({ error: 'A valid integer is required.' }).int().positive().nullable(),
  situation: optionalText(PART_MAX, { trim: false }),
  task: optionalText(PART_MAX, { trim: false }),
  action: optionalText(PART_MAX, { trim: false }),
  result: optionalText(PART_MAX, { trim: false }),
  notes: optionalText(PART_MAX, { trim: false }),
  confidence: confidence.optional(),
  seconds_spent: z.number().int().min(0).max(36_000).nullable().optional(),
});
export const interviewAnswerCreate = interviewAnswerPut;
export const interviewAnswerPatch = interviewAnswerPut.partial();

export const interviewAnswer = z.object({
  id: z.number().int(),
  question_id: z.string(),
  question_text: z.string(),
  job: z.number().int().nullable(),
  job_title: z.string().nullable(),
  job_company: z.string().nullable(),
  situation: z.string(),
  task: z.string(),
  action: z.string(),
  result: z.string(),
  notes: z.string(),
  confidence: z.number().int().nullable(),
  seconds_spent: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** How many times it has been saved: its ETag, for If-Match on the next save. */
  version: z.number().int(),
});
export type InterviewAnswer = z.infer<typeof interviewAnswer>;

/** POST /api/interview/draft/: a STAR draft for a question, from the library (or the model, checked). */
export const starDraftRequest = z.strictObject({
  question_id: requiredText({ max: 200 }),
  /** The question's words: needed for a question drawn from a job, which no bank holds. */
  question_text: z.string().max(500).optional(),
  job: z.number({ error: 'A valid integer is required.' }).int().positive().nullable().optional(),
});

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;

export const starDraftResponse = z.object({
  situation: z.string(),
  task: z.string(),
  action: z.string(),
  result: z.string(),
  /** The user's own lines the offline draft quotes. */
  sources: z.array(z.string()),
  written_by: z.string(),
  /** Why the offline draft stands in for the model's; null when nothing failed. */
  notice: z.string().nullable(),
  /** What a part states that the library does not back ("not in your profile"), by part. */
  claims: z.array(unsupportedClaim.extend({ part: z.enum(STAR_PARTS) })),
});
export type StarDraftResponse = z.infer<typeof starDraftResponse>;

/** POST /api/jobs/{id}/interview-questions/: questions from the job's match, and the role bank its title fits. */
export const jobInterviewQuestions = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['gap', 'later', 'partial', 'strength']),
      requirement: z.string(),
      context: z.string(),
      text: z.string(),
      listening_for: z.string(),
      tip: z.string(),
      star: z.boolean(),
    }),
  ),
  role_bank: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Why there are no questions from the match, when there are none (no posting, nothing readable in it). */
  note: z.string().nullable(),
});
export type JobInterviewQuestions = z.infer<typeof jobInterviewQuestions>;
