/** The score: weighted coverage of the posting's requirements, less a graded penalty for missing required hard skills. */
import {
  REQUIREMENT_CATEGORIES,
  type CategoryFigure,
  type MatchStatus,
  type Requirement,
  type RequirementCategory,
} from './types.js';

/**
 * Category weights (docs/matching.md): hard skills weigh most, then title, education and years; soft skills, which a
 * resume shows through what was done more than by name, weigh as little as certifications, languages and the rest.
 */
export const CATEGORY_WEIGHTS: Record<RequirementCategory, number> = {
  hard_skill: 40,
  job_title: 15,
  education: 10,
  years: 10,
  soft_skill: 5,
  certification: 5,
  language: 5,
  other: 5,
};

/** A required requirement counts twice a preferred one within its category. */
export const IMPORTANCE_WEIGHTS = { required: 3, preferred: 1 } as const;
/** Partial proof (a related skill, fewer years, a lower degree where equivalence is accepted) earns half. */
export const STATUS_CREDIT: Record<MatchStatus, number> = { matched: 1, partial: 0.5, missing: 0 };

/**
 * The most a posting's missing must-haves can take off: the share of its required hard skills the library lacks
 * takes that share of this fraction off the weighted score. A graded penalty rather than a ceiling, so proving one
 * more must-have moves the score by a step like any other, and a candidate who lacks a must-have still ranks below
 * one who has it.
 */
export const MISSING_REQUIRED_PENALTY = 0.4;

/** The points taken off a weighted score when `missing` of `required` must-have hard skills are missing. */
export function penaltyFor(raw: number, missing: number, required: number): number {
  if (missing === 0 || required === 0) return 0;
  return Math.round(raw * MISSING_REQUIRED_PENALTY * (missing / required));
}

/**
 * Whether a requirement enters the score: one the posting lets the candidate obtain after hire counts only once the
 * library shows it (as a preferred one would), never as a gap.
 */
export function counts(requirement: Requirement): boolean {
  return !requirement.after_hire || requirement.status !== 'missing';
}

/**
 * A must-have: a required hard skill the dictionary read, asked for now. What only the learned reader read, or what
 * may be obtained after hire, takes nothing off.
 */
export const isMustHave = (r: Requirement) =>
  r.category === 'hard_skill' && r.importance === 'required' && !r.after_hire && !r.learned;

/** The must-haves the library does not show at all: what the penalty is taken for. */
export const missingMustHaves = (requirements: Requirement[]) =>
  requirements.filter((r) => isMustHave(r) && r.status === 'missing');

export interface Score {
  score: number;
  /** Kept for the API's shape: no ceiling applies any more (see MISSING_REQUIRED_PENALTY). */
  cap: null;
  /** Points the missing must-have hard skills took off. */
  penalty: number;
  categories: Partial<Record<RequirementCategory, CategoryFigure>>;
}

/** Scores decided requirements; categories the posting does not ask about leave the sum, not lower it. */
export function scoreRequirements(requirements: Requirement[]): Score {
  const categories: Partial<Record<RequirementCategory, CategoryFigure>> = {};
  let weighted = 0;
  let weights = 0;
  for (const category of REQUIREMENT_CATEGORIES) {
    const inCategory = requirements.filter((requirement) => requirement.category === category && counts(requirement));
    if (inCategory.length === 0) continue;
    let earned = 0;
    let possible = 0;
    for (const requirement of inCategory) {
      // What only the learned reader read is less certain than a dictionary term: it weighs as a preferred one.
      const importance = requirement.after_hire || requirement.learned ? 'preferred' : requirement.importance;
      earned += IMPORTANCE_WEIGHTS[importance] * STATUS_CREDIT[requirement.status];
      possible += IMPORTANCE_WEIGHTS[importance];
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
  const raw = weights === 0 ? 0 : (100 * weighted) / weights;
  const mustHaves = requirements.filter(isMustHave);
  const missing = missingMustHaves(requirements).length;
  const penalty = penaltyFor(raw, missing, mustHaves.length);
  return { score: Math.round(raw) - penalty, cap: null, penalty, categories };
}
