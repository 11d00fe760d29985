/** Cover letters (issue 14): the API's shapes for the list, one letter, its edits and a generate request. */
import * as z from 'zod';

export const COVER_LETTER_TONES = ['formal', 'warm', 'concise'] as const;
export const COVER_LETTER_LENGTHS = ['short', 'medium', 'long'] as const;
/** A letter's text may not exceed this many characters (a long letter is about 3,000). */
export const COVER_LETTER_BODY_MAX = 20_000;

const name = z
  .string()
  .trim()
  .min(1, 'Give the letter a name.')
  .max(120, 'Ensure this field has no more than 120 characters.');
const tone = z.enum(COVER_LETTER_TONES, { error: 'Choose formal, warm or concise.' });
const length = z.enum(COVER_LETTER_LENGTHS, { error: 'Choose short, medium or long.' });
const body = z
  .string()
  .max(COVER_LETTER_BODY_MAX, `Ensure this field has no more than ${COVER_LETTER_BODY_MAX} characters.`);
const jobId = z.number({ error: 'A valid integer is required.' }).int().positive().nullable();

export const coverLetter = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The saved job it was written for, if any. */
  job: z.number().int().nullable(),
  /** The role and employer it answers: the saved job's, or those of a pasted posting; null when neither is known. */
  job_title: z.string().nullable(),
  job_company: z.string().nullable(),
  tone,
  length,
  /** Paragraphs separated by a blank line; a line starting "- " is a list item; **bold**. */
  body: z.string(),
  /** "Offline composer" or the model that wrote the last generated text; empty when typed by hand. */
  written_by: z.string(),
  /** Claims the user confirmed are true although the library does not show them (packages/writing claimKey). */
  confirmed_claims: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** How many times it has been saved: its ETag, for If-Match on the next save. */
  version: z.number().int(),
});
export type CoverLetter = z.infer<typeof coverLetter>;

/** PUT: every editable field. Unknown fields are refused: with every field optional on POST, a body of only
 * unknown fields would otherwise make a letter. */
export const coverLetterPut = z.strictObject({
  name,
  job: jobId,
  /** For a pasted posting: its role and employer, which the claims check allows the letter to name. */
  title: z.string().max(200).optional(),
  company: z.string().max(200).optional(),
  tone,
  length,
  body,
  confirmed_claims: z.array(z.string().max(300)).max(200),
  /** Who wrote the generated text ("Offline composer" or the model's label, as the generate stream's meta said). */
  written_by: z.string().max(120).optional(),
});
/** POST: a new letter; what is left out takes the defaults (a name from the job, formal, medium, empty). */
export const coverLetterCreate = coverLetterPut.partial();
/** PATCH: any of the fields. */
export const coverLetterPatch = coverLetterPut.partial();

/** POST /api/cover-letters/generate/: a saved job or a pasted posting, and how to write it. */
export const generateCoverLetterRequest = z
  .object({
    job: jobId.optional(),
    posting: z.string().max(50_000).optional(),
    title: z.string().max(200).optional(),
    company: z.string().max(200).optional(),
    tone,
    length,
    /** Write only this paragraph again (0-based), the current paragraphs given; the others are kept. */
    paragraph: z
      .object({ index: z.number().int().min(0).max(49), paragraphs: z.array(z.string().max(5_000)).min(1).max(50) })
      .optional(),
    /** Write with the offline composer even when a model is configured (the fallback after a failure). */
    offline: z.boolean().optional(),
  })
  .refine((value) => (value.job !== null && value.job !== undefined) || (value.posting ?? '').trim() !== '', {
    message: 'Choose a saved job or paste a job posting.',
    path: ['job'],
  });
export type GenerateCoverLetterRequest = z.infer<typeof generateCoverLetterRequest>;
