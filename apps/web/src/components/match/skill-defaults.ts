/** What "I have this" pre-selects for the skill it adds, so confirming alone files it beside the user's own. */
import { PROFICIENCY_LEVELS } from '@hirestride/shared/content';
import type { Requirement, RequirementCategory } from '../../api/match';

export interface SkillDetails {
  proficiency: string;
  category: string;
}

/** Neither a beginner's nor an expert's claim: the middle of the levels the forms offer. */
export const DEFAULT_PROFICIENCY = PROFICIENCY_LEVELS[Math.floor((PROFICIENCY_LEVELS.length - 1) / 2)] ?? '';

/** Where a skill of each kind goes when the user has filed none like it yet. */
const KIND_CATEGORIES: Partial<Record<RequirementCategory, string>> = {
  hard_skill: 'Technical skills',
  soft_skill: 'Soft skills',
  certification: 'Certifications',
  language: 'Languages',
};

/** The category most of these skills are in (ignoring case and blanks), as first written; a tie goes to the first. */
function mostUsed(categories: string[]): string | null {
  const counts = new Map<string, { spelling: string; count: number }>();
  for (const category of categories) {
    const spelling = category.trim();
    if (spelling === '') continue;
    const key = spelling.toLowerCase();
    const seen = counts.get(key);
    counts.set(key, { spelling: seen?.spelling ?? spelling, count: (seen?.count ?? 0) + 1 });
  }
  let best: { spelling: string; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.spelling ?? null;
}

/**
 * The library's skills similar to the requirement are, first, those that already partly prove it (MySQL for
 * PostgreSQL), then those that prove the posting's other requirements of the same kind; each skill counts once.
 * Without any, the kind's own category, in the user's spelling where they use it.
 */
export function skillDefaults(
  requirement: Requirement,
  requirements: readonly Requirement[],
  skills: ReadonlyArray<{ id: number; category: string }>,
): SkillDetails {
  const categoryOf = new Map(skills.map((skill) => [skill.id, skill.category]));
  const categoriesProving = (proved: readonly Requirement[]) => {
    const ids = new Set(
      proved.flatMap((item) => item.evidence.filter((proof) => proof.source === 'skill').map((proof) => proof.id)),
    );
    return [...ids].map((id) => categoryOf.get(id) ?? '');
  };
  const sameKind = requirements.filter((item) => item.id !== requirement.id && item.category === requirement.category);
  const kind = KIND_CATEGORIES[requirement.category] ?? '';
  const kindAsWritten = skills.find((skill) => skill.category.trim().toLowerCase() === kind.toLowerCase());
  const category =
    mostUsed(categoriesProving([requirement])) ??
    mostUsed(categoriesProving(sameKind)) ??
    (kind && kindAsWritten ? kindAsWritten.category.trim() : kind);
  return { proficiency: DEFAULT_PROFICIENCY, category };
}
