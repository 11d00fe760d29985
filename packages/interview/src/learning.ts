/**
 * The Learning Hub's shipped texts (our own): the interview guide, and for each skills-dictionary family what it
 * is and how people usually learn it, so Career Development and Training Courses never link out or fetch.
 */
import * as z from 'zod';
import type { Dictionary } from '@hirestride/match';
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
const familyTexts = z.strictObject({ version: z.string(), families: z.record(z.string(), skillTextSchema) });
export type SkillText = z.infer<typeof skillTextSchema>;

// Two caches, so a caller of the guide alone (the web app's Interview Tips page) never references the family texts
// and its bundle can leave them out.
let guideCache: InterviewGuide | null = null;
let familiesCache: Record<string, SkillText> | null = null;
const loadFamilies = () => (familiesCache ??= familyTexts.parse(families).families);

/** The Interview Tips page's guide. */
export const interviewGuide = (): InterviewGuide => (guideCache ??= guide.parse(tips));

/**
 * What a dictionary term's kind of skill is and how people learn it: its family's text, else its category's
 * ("category:language"); null for a term the dictionary does not know.
 */
export function skillText(termId: string, dictionary: Dictionary): SkillText | null {
  const term = dictionary.terms.get(termId);
  if (!term) return null;
  const texts = loadFamilies();
  return (term.family ? texts[term.family] : undefined) ?? texts[`category:${term.category}`] ?? null;
}

/** The family texts by key, for the check that every family has one. */
export const skillTexts = (): Record<string, SkillText> => loadFamilies();
