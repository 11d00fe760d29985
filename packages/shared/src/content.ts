/** Content library schemas (SPEC.md sections 3, 5 and 7): About You and the five list sections. */
import * as z from 'zod';
import { hasNoNullCharacter, optionalDate, optionalText, requiredDate, requiredText } from './fields.js';
import { optionalLink } from './links.js';
import { apiMessages, messages } from './messages.js';
import { isValidEmail } from './validation.js';

export const NAME_MAX = 200;
export const LONG_TEXT_MAX = 10_000;
export const PROFICIENCY_MAX = 50;
/** The levels the forms offer, lowest first; proficiency stays free text (SPEC.md), so these are suggestions. */
export const PROFICIENCY_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const PHONE_MAX = 50;
export const LOCATION_MAX = 100;
export const PROFILE_LINK_MAX = 500;

/** GPA: a decimal from 0 to 10 with at most two decimals, or null when empty. */
const gpaField = z
  .union([z.number(), z.string(), z.null()], { error: 'A valid number is required.' })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const number = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: 'A valid number is required.' });
      return z.NEVER;
    }
    if (number < 0 || number > 10) {
      ctx.addIssue({ code: 'custom', message: 'Ensure this value is between 0 and 10.' });
      return z.NEVER;
    }
    if (Math.round(number * 100) !== Number((number * 100).toFixed(6))) {
      ctx.addIssue({ code: 'custom', message: 'Ensure that there are no more than 2 decimal places.' });
      return z.NEVER;
    }
    return number;
  });

// ---- About You -------------------------------------------------------------------------------

/** About You: the spec's messages on both sides (SPEC.md section 5). */
export const personalInfoPayload = z.object({
  first_name: z
    .string({ error: messages.firstNameRequired })
    .trim()
    .min(1, messages.firstNameRequired)
    .max(150, 'Ensure this field has no more than 150 characters.')
    .refine(hasNoNullCharacter, apiMessages.nullCharacter),
  last_name: z
    .string({ error: messages.lastNameRequired })
    .trim()
    .min(1, messages.lastNameRequired)
    .max(150, 'Ensure this field has no more than 150 characters.')
    .refine(hasNoNullCharacter, apiMessages.nullCharacter),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, { error: messages.emailRequired, abort: true })
    .max(254, 'Ensure this field has no more than 254 characters.')
    .refine(isValidEmail, messages.emailFormatInvalid),
  phone: optionalText(PHONE_MAX),
  // Added after the original API: a client that leaves them out (a PUT of the four fields above) keeps them as
  // they are, as Django REST framework's PUT keeps an optional field it is not sent; null or '' clears them.
  /** Where the user lives or works from, as they write it (Austin, TX). */
  location: optionalText(LOCATION_MAX).optional(),
  /** A LinkedIn profile, or another page about their work; stored with its scheme. */
  linkedin_url: optionalLink(PROFILE_LINK_MAX).optional(),
});
export type PersonalInfoPayload = z.input<typeof personalInfoPayload>;
export const personalInfo = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  linkedin_url: z.string(),
  /** How many times it has been saved: its ETag, for If-Match on the next save. */
  version: z.number().int(),
});
export type PersonalInfo = z.infer<typeof personalInfo>;

// ---- The five list sections ------------------------------------------------------------------

export const workExperiencePayload = z
  .object({
    job_title: requiredText({ max: NAME_MAX }),
    company: requiredText({ max: NAME_MAX }),
    location: optionalText(NAME_MAX),
    start_date: requiredDate,
    end_date: optionalDate,
    description: optionalText(LONG_TEXT_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.end_date && value.end_date < value.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End date cannot be before the start date.' });
    }
  });
export const workExperience = z.object({
  id: z.number().int(),
  job_title: z.string(),
  company: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string(),
});
export type WorkExperience = z.infer<typeof workExperience>;

export const skillPayload = z.object({
  skill_name: requiredText({ max: NAME_MAX }),
  proficiency: optionalText(PROFICIENCY_MAX),
  category: optionalText(NAME_MAX),
});
export const skill = z.object({
  id: z.number().int(),
  skill_name: z.string(),
  proficiency: z.string(),
  category: z.string(),
});
export type Skill = z.infer<typeof skill>;

export const certificationPayload = z.object({
  cert_name: requiredText({ max: NAME_MAX }),
  issuer: optionalText(NAME_MAX),
  issue_dt: optionalDate,
});
export const certification = z.object({
  id: z.number().int(),
  cert_name: z.string(),
  issuer: z.string(),
  issue_dt: z.string().nullable(),
});
export type Certification = z.infer<typeof certification>;

export const educationPayload = z.object({
  degree: requiredText({ max: NAME_MAX }),
  field: optionalText(NAME_MAX),
  institution: requiredText({ max: NAME_MAX }),
  end_dt: optionalDate,
  gpa: gpaField,
});
export const education = z.object({
  id: z.number().int(),
  degree: z.string(),
  field: z.string(),
  institution: z.string(),
  end_dt: z.string().nullable(),
  /** A decimal string such as "3.80", as Django REST framework sends decimals; null when empty. */
  gpa: z.string().nullable(),
});
export type Education = z.infer<typeof education>;

export const snippetPayload = z.object({
  title: optionalText(NAME_MAX),
  content: requiredText({ max: LONG_TEXT_MAX }),
});
export const snippet = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type Snippet = z.infer<typeof snippet>;

/** The five list sections by their API path segment. */
export const sectionSchemas = {
  'work-experiences': { payload: workExperiencePayload, item: workExperience },
  skills: { payload: skillPayload, item: skill },
  certifications: { payload: certificationPayload, item: certification },
  education: { payload: educationPayload, item: education },
  snippets: { payload: snippetPayload, item: snippet },
} as const;
export type SectionKey = keyof typeof sectionSchemas;
export const SECTION_KEYS = Object.keys(sectionSchemas) as SectionKey[];
export type SectionItem<K extends SectionKey> = z.infer<(typeof sectionSchemas)[K]['item']>;

/**
 * The most items a library section holds: what a resume carries of each (resume.ts's contentData takes its caps
 * from here), so a library always fits in a resume and a resume can always be made from it.
 */
export const LIBRARY_LIMITS = {
  'work-experiences': 100,
  skills: 200,
  certifications: 100,
  education: 100,
  snippets: 500,
} as const satisfies Record<SectionKey, number>;

const LIMIT_NOUNS: Record<SectionKey, string> = {
  'work-experiences': 'work experiences',
  skills: 'skills',
  certifications: 'certifications',
  education: 'education entries',
  snippets: 'snippets',
};

/** Why a resume cannot be made from a library holding `count` items of a section (more than its limit). */
export function libraryOverLimitMessage(section: SectionKey, count: number): string {
  const noun = LIMIT_NOUNS[section];
  return `A resume can hold ${LIBRARY_LIMITS[section]} ${noun}, and your library has ${count}. Delete some you no longer use, then try again.`;
}

/** Why a section cannot take `adding` more items (null when it can), for a form or an import. */
export function libraryLimitProblem(section: SectionKey, existing: number, adding = 1): string | null {
  const limit = LIBRARY_LIMITS[section];
  if (existing + adding <= limit) return null;
  const noun = LIMIT_NOUNS[section];
  return adding === 1
    ? `Your library holds the most ${noun} it can (${limit}). Delete one you no longer use to add another.`
    : `Your library can hold ${limit} ${noun}: it has ${existing}, and this would add ${adding}. Delete some you no longer use first.`;
}
export type SectionPayload<K extends SectionKey> = z.input<(typeof sectionSchemas)[K]['payload']>;

/** What a JSON Resume import adds, or would add: the answer to the preview (dry run) and to the real run. */
export const jsonResumeImportResult = z.object({
  dry_run: z.boolean(),
  imported: z.boolean().describe('True once the items are stored (never on a dry run)'),
  total: z.number().int().describe('Items added, or to be added: the list sections and About You'),
  sections: z.record(
    z.enum(SECTION_KEYS as [SectionKey, ...SectionKey[]]),
    z.object({
      add: z.array(z.object({ label: z.string() })),
      duplicates: z.object({ count: z.number().int(), labels: z.array(z.string()) }),
    }),
  ),
  personal_info: z.object({
    add: z.boolean(),
    label: z.string().nullable(),
    note: z.string(),
  }),
  warnings: z.array(z.string()),
});
export type JsonResumeImportResult = z.infer<typeof jsonResumeImportResult>;
