/** The score: weighted coverage of the posting's requirements, with a ceiling for missing required hard skills. */
import {
  REQUIREMENT_CATEGORIES,
  type CategoryFigure,
  type MatchStatus,
  type Requirement,
  type RequirementCategory,
} from './types.js';

/** Category weights (docs/matching.md): hard skills weigh most, then title, education, years, soft skills, the rest. */
export const CATEGORY_WEIGHTS: Record<RequirementCategory, number> = {
  hard_skill: 40,
  job_title: 15,
  education: 10,
  years: 10,
  soft_skill: 10,
  certification: 5,
  language: 5,
  other: 5,
};

/** A required requirement counts twice a preferred one within its category. */
export const IMPORTANCE_WEIGHTS = { required: 2, preferred: 1 } as const;
/** Partial proof (a related skill, fewer years, a lower degree where equivalence is accepted) earns half. */
export const STATUS_CREDIT: Record<MatchStatus, number> = { matched: 1, partial: 0.5, missing: 0 };

/** The ceiling when required hard skills are missing: 80 for one, 10 lower for each further one, never under 30. */
export function capFor(missingRequiredHardSkills: number): number | null {
  if (missingRequiredHardSkills === 0) return null;
  return Math.max(30, 90 - 10 * missingRequiredHardSkills);
}

export interface Score {
  score: number;
  cap: number | null;
  categories: Partial<Record<RequirementCategory, CategoryFigure>>;
}

/** Scores decided requirements; categories the posting does not ask about leave the sum, not lower it. */
export function scoreRequirements(requirements: Requirement[]): Score {
  const categories: Partial<Record<RequirementCategory, CategoryFigure>> = {};
  let weighted = 0;
  let weights = 0;
  for (const category of REQUIREMENT_CATEGORIES) {
    const inCategory = requirements.filter((requirement) => requirement.category === category);
    if (inCategory.length === 0) continue;
    let earned = 0;
    let possible = 0;
    for (const requirement of inCategory) {
      earned += IMPORTANCE_WEIGHTS[requirement.importance] * STATUS_CREDIT[requirement.status];
      possible += IMPORTANCE_WEIGHTS[requirement.importance];
    }
    const weight = CATEGORY_WEIGHTS[category];
    categories[category] = {
      matched: inCategory.filter((requirement) => requirement.status === 'matched').length,
      partial: inCategory.filter((requirement) => requirement.status === 'partial').length,
      total: inCategory.length,
      weight,
    };
    weighted += weight * (earned / possible);
    weights += weight;
  }
  const raw = weights === 0 ? 0 : Math.round((100 * weighted) / weights);
  const missing = requirements.filter(
    (r) => r.category === 'hard_skill' && r.importance === 'required' && r.status === 'missing',
  ).length;
  const cap = capFor(missing);
  return { score: cap === null ? raw : Math.min(raw, cap), cap: cap !== null && raw > cap ? cap : null, categories };
}
