/** The Learning Hub (issue 15): the API's shape for the skills the user's saved jobs ask for and their library lacks. */
import * as z from 'zod';

/** The kinds of requirement a skill gap can be: what Job Trends counts (not titles, degrees or years). */
export const SKILL_GAP_CATEGORIES = ['hard_skill', 'soft_skill', 'certification', 'language'] as const;

export const skillGap = z.object({
  term: z.string(),
  /** The dictionary term's id: stable, for keys and links. */
  term_id: z.string(),
  category: z.enum(SKILL_GAP_CATEGORIES),
  /** The dictionary's skill family ("Containers and orchestration"); null when the term has none (languages). */
  family: z.string().nullable(),
  /** How many of the user's saved jobs ask for it, and how many of those call it required. */
  demand: z.number().int(),
  required: z.number().int(),
  /** Missing: the library does not show it; partial: it shows something close (quoted in `close_match`). */
  status: z.enum(['missing', 'partial']),
  close_match: z.string().nullable(),
  /** Our own text: what this kind of skill is, and how people usually learn it. */
  what: z.string(),
  learn: z.string(),
});
export type SkillGap = z.infer<typeof skillGap>;

/** GET /api/learning/skill-gaps/: most asked-for first. */
export const skillGapsAnswer = z.object({
  /** Saved jobs with a posting to read (the demand's denominator), and those saved without one. */
  jobs: z.number().int(),
  without_posting: z.number().int(),
  gaps: z.array(skillGap),
});
export type SkillGapsAnswer = z.infer<typeof skillGapsAnswer>;
