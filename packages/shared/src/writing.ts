/** The writing assistant on resumes (issue 14): "Improve this line", its request and its answer. */
import * as z from 'zod';
import { requiredText } from './fields.js';

/** A line may not exceed this many characters (a resume line is rarely over 200). */
export const IMPROVE_LINE_MAX = 1000;

/** POST /api/writing/improve-line/: one line, and the saved job whose posting's wording to use, if any. */
export const improveLineRequest = z.strictObject({
  line: requiredText({ max: IMPROVE_LINE_MAX }),
  job: z.number({ error: 'A valid integer is required.' }).int().positive().nullable().optional(),
});
export type ImproveLineRequest = z.input<typeof improveLineRequest>;

export const CLAIM_KINDS = ['skill', 'certification', 'employer', 'title', 'degree', 'number'] as const;

/** Words in a text that the user's library cannot back (packages/writing checkClaims): offsets end exclusive. */
export const unsupportedClaim = z.object({
  kind: z.enum(CLAIM_KINDS),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type UnsupportedClaimResponse = z.infer<typeof unsupportedClaim>;

export const lineRewrite = z.object({
  text: z.string(),
  /** One short sentence saying what changed, shown next to the rewrite. */
  why: z.string(),
  /** What the rewrite says that neither the library nor the original line does: underlined "not in your profile". */
  claims: z.array(unsupportedClaim),
});
export type LineRewriteResponse = z.infer<typeof lineRewrite>;

export const improveLineResponse = z.object({
  /** At most 3, none the same as the original. */
  rewrites: z.array(lineRewrite),
  /** What no rewrite can fix without knowing more (passive voice, no number, length). */
  flags: z.array(z.string()),
  /** "Offline composer" or the model's name: who wrote the rewrites. */
  written_by: z.string(),
  /** Why the offline rewrites stand in for the model's (its failure, said in words); null when nothing failed. */
  notice: z.string().nullable(),
});
export type ImproveLineResponse = z.infer<typeof improveLineResponse>;
