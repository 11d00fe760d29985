/**
 * The Learning Hub's shipped texts (our own): the interview guide, and for each skills-dictionary family what it
 * is and how people usually learn it, so Career Development and Training Courses never link out or fetch.
 */
import * as z from 'zod';
import type { Dictionary } from '@hirestride/match';
import { JOB_FIELDS, type JobField } from '@hirestride/match/job-fields';
import families from '../content/skill-families.json' with { type: 'json' };
import tips from '../content/interview-tips.json' with { type: 'json' };

const guide = z.strictObject({
  version: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z
    .array(
      z.strictObject({
        id: z.enum(['before', 'during', 'video', 'questions-to-ask', 'after']),
        heading: z.string(),
        items: z.array(z.strictObject({ title: z.string().min(3), body: z.string().min(20).max(500) })).min(3),
      }),
    )
    .length(5),
});
export type InterviewGuide = z.infer<typeof guide>;

const skillTextSchema = z.strictObject({ what: z.string().min(20).max(200), learn: z.string().min(20).max(300) });
const familyTexts = z.strictObject({
  version: z.string(),
  families: z.record(z.string(), skillTextSchema),
  /** A family's text for a field where the skill means something else or is learnt another way. */
  by_field: z.record(z.string(), z.partialRecord(z.enum(JOB_FIELDS), skillTextSchema)),
});
export type SkillText = z.infer<typeof skillTextSchema>;

// Two caches, so a caller of the guide alone (the web app's Interview Tips page) never references the family texts
// and its bundle can leave them out.
let guideCache: InterviewGuide | null = null;
let familiesCache: z.infer<typeof familyTexts> | null = null;
const loadFamilies = () => (familiesCache ??= familyTexts.parse(families));

/** The Interview Tips page's guide. */
export const interviewGuide = (): InterviewGuide => (guideCache ??= guide.parse(tips));

/**
 * What a dictionary term's kind of skill is and how people learn it, in the field of the jobs that ask for it when
 * that field has its own text: its family's text, else its category's ("category:language"); null for a term the
 * dictionary does not know.
 */
export function skillText(termId: string, dictionary: Dictionary, field: JobField | null = null): SkillText | null {
  const term = dictionary.terms.get(termId);
  if (!term) return null;
  const { families: texts, by_field: byField } = loadFamilies();
  const inField = term.family && field ? byField[term.family]?.[field] : undefined;
  return inField ?? (term.family ? texts[term.family] : undefined) ?? texts[`category:${term.category}`] ?? null;
}

/** The family texts by key, for the check that every family has one. */
export const skillTexts = (): Record<string, SkillText> => loadFamilies().families;

/** The texts written for a family in one field, by family, for the check that each names a family that exists. */
export const fieldSkillTexts = (): Record<string, Partial<Record<JobField, SkillText>>> => loadFamilies().by_field;
