/** The match API's bodies as zod schemas: validation, serialisation and the OpenAPI document. */
import * as z from 'zod';
import { REQUIREMENT_CATEGORIES, type MatchResult } from '@hirestride/match';

const evidence = z.object({
  source: z.enum(['skill', 'experience', 'education', 'certification', 'snippet', 'personal_info']),
  id: z.number().int(),
  excerpt: z.string(),
  match: z.enum(['exact', 'alias', 'stem', 'narrower', 'example', 'alternative', 'related', 'computed']),
});

const requirement = z.object({
  id: z.string(),
  text: z.string(),
  term: z.string(),
  category: z.enum(REQUIREMENT_CATEGORIES),
  importance: z.enum(['required', 'preferred']),
  status: z.enum(['matched', 'partial', 'missing']),
  evidence: z.array(evidence),
  spans: z.array(z.tuple([z.number().int(), z.number().int()])),
  accepts: z
    .array(z.string())
    .optional()
    .describe('Other terms the posting takes for this requirement, any of which proves it'),
  learned: z.boolean().optional().describe('True when the learned reader, not the dictionary, read it'),
  after_hire: z.boolean().optional().describe('True when the posting lets the candidate obtain it after hire'),
  years: z.object({ required: z.number(), found: z.number() }).optional(),
  degree: z
    .object({
      level: z.enum(['high_school', 'associate', 'bachelor', 'master', 'doctorate']),
      field: z.string().nullable(),
      equivalentAccepted: z.boolean(),
    })
    .optional(),
});

const categoryFigure = z.object({
  matched: z.number().int(),
  partial: z.number().int(),
  total: z.number().int(),
  weight: z.number(),
});

export const matchResult = z.object({
  score: z.number().int(),
  algorithm_version: z.string(),
  dictionary_version: z.string(),
  computed_at: z.string(),
  cap: z.number().int().nullable().describe('Always null since rules 2.0.0: the score has no ceiling'),
  penalty: z.number().int().optional().describe('Points the missing must-have hard skills took off the score'),
  categories: z.partialRecord(z.enum(REQUIREMENT_CATEGORIES), categoryFigure),
  requirements: z.array(requirement),
  posting_text: z.string(),
});

/** Said with every score, so a new user's 0 reads as "nothing to compare yet", not as a verdict. */
const libraryEmpty = {
  library_empty: z
    .boolean()
    .describe('True when the content library has no experience, skills, education, certifications or snippets'),
};

/** A pasted posting's result, and whether the library it was scored against is empty. */
export const pastedMatchResult = matchResult.extend(libraryEmpty);

/** A saved job's result, and whether what it was computed from has changed since. */
export const jobMatchResult = matchResult.extend({
  ...libraryEmpty,
  job_id: z.number().int(),
  stale: z.boolean(),
  /** What changed: the posting (or title), the library, or the engine's rules or dictionary. */
  stale_reasons: z.array(z.enum(['posting', 'library', 'engine'])),
});

export const pastedPosting = z.object({
  posting_text: z.string({ error: 'This field is required.' }),
  title: z.string().max(200).nullish(),
  company: z.string().max(200).nullish(),
});

export const jobScores = z.array(
  z.object({
    job_id: z.number().int(),
    score: z.number().int(),
    computed_at: z.string(),
    stale: z.boolean(),
    ...libraryEmpty,
  }),
);

// The engine's type and the schema must describe the same answer.
type Assert<T extends true> = T;
export type _ResultMatchesEngine = Assert<MatchResult extends z.infer<typeof matchResult> ? true : false>;

export const suggestionsRequest = z.object({
  version_id: z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.'),
  job_id: z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').nullable(),
});

const coveredRequirement = z.object({
  term: z.string(),
  category: z.enum(REQUIREMENT_CATEGORIES),
  importance: z.enum(['required', 'preferred']),
  onlyProof: z.boolean(),
});

export const suggestionsAnswer = z.object({
  job: z.object({ id: z.number().int(), title: z.string(), company: z.string() }).nullable(),
  basis: z.string(),
  suggestions: z.array(
    z.object({
      snippet_id: z.number().int(),
      section: z.enum(['volunteer', 'awards', 'testimonials']).nullable(),
      covers: z.array(coveredRequirement),
      why: z.string(),
    }),
  ),
  strongest_lines: z.array(
    z.object({ experience_id: z.number().int(), excerpt: z.string(), covers: z.array(z.string()) }),
  ),
});

export const trendsAnswer = z.object({
  /** Saved jobs with a posting to read, and those without. */
  postings: z.number().int(),
  without_posting: z.number().int(),
  trends: z.array(
    z.object({
      term: z.string(),
      category: z.enum(REQUIREMENT_CATEGORIES),
      postings: z.number().int(),
      required: z.number().int(),
      job_ids: z.array(z.number().int()),
      status: z.enum(['matched', 'partial', 'missing']),
      evidence: z.array(evidence),
    }),
  ),
});
