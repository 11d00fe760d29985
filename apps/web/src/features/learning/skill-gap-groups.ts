/** How Career Development and Training Courses arrange the skill gaps: by demand, and as a learning plan by family. */
import type { SkillGap } from '../../api/learning';

export const gapCategoryLabels: Record<SkillGap['category'], string> = {
  hard_skill: 'Hard skill',
  soft_skill: 'Soft skill',
  certification: 'Certification',
  language: 'Language',
};

/** Plural names for a plan step of terms without a family (languages): "Languages". */
const categoryGroupNames: Record<SkillGap['category'], string> = {
  hard_skill: 'Other hard skills',
  soft_skill: 'Other soft skills',
  certification: 'Other certifications',
  language: 'Languages',
};

export interface DemandGroup {
  demand: number;
  gaps: SkillGap[];
}

/** The gaps in groups of equal demand, most asked-for first; within a group, required more often first, then by name. */
export function groupByDemand(gaps: SkillGap[]): DemandGroup[] {
  const groups = new Map<number, SkillGap[]>();
  for (const gap of gaps) groups.set(gap.demand, [...(groups.get(gap.demand) ?? []), gap]);
  return [...groups]
    .sort(([a], [b]) => b - a)
    .map(([demand, members]) => ({
      demand,
      gaps: [...members].sort((a, b) => b.required - a.required || a.term.localeCompare(b.term)),
    }));
}

export interface PlanStep {
  /** The family's name ("Containers and orchestration"), or the category's for terms without one. */
  name: string;
  /** The family's texts: every term of a family shares them. */
  what: string;
  learn: string;
  /** The most any of its skills is asked for, and the skills, most asked-for first. */
  demand: number;
  gaps: SkillGap[];
}

/**
 * The gaps as a learning plan: one step per skill family (the unit our texts describe), the step whose skills the
 * saved jobs ask for most first; ties go to the step with more asks in all, then by name.
 */
export function learningPlan(gaps: SkillGap[]): PlanStep[] {
  const steps = new Map<string, SkillGap[]>();
  for (const gap of gaps) {
    const key = gap.family ?? `category:${gap.category}`;
    steps.set(key, [...(steps.get(key) ?? []), gap]);
  }
  const total = (members: SkillGap[]) => members.reduce((sum, gap) => sum + gap.demand, 0);
  return [...steps.values()]
    .map((members) => {
      const sorted = [...members].sort(
        (a, b) => b.demand - a.demand || b.required - a.required || a.term.localeCompare(b.term),
      );
      const first = sorted[0]!;
      return {
        name: first.family ?? categoryGroupNames[first.category],
        what: first.what,
        learn: first.learn,
        demand: first.demand,
        gaps: sorted,
      };
    })
    .sort((a, b) => b.demand - a.demand || total(b.gaps) - total(a.gaps) || a.name.localeCompare(b.name));
}

/** "Asked for by 2 of your 3 saved jobs" (the jobs whose postings were read). */
export function demandText(demand: number, jobs: number): string {
  return jobs === 1 ? 'Asked for by your one saved job' : `Asked for by ${demand} of your ${jobs} saved jobs`;
}
