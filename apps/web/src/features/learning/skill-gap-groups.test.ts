import { describe, expect, it } from 'vitest';
import type { SkillGap } from '../../api/learning';
import { demandText, groupByDemand, learningPlan } from './skill-gap-groups';

const gap = (term: string, demand: number, family: string | null, extra: Partial<SkillGap> = {}): SkillGap => ({
  term,
  term_id: term.toLowerCase(),
  category: family ? 'hard_skill' : 'language',
  family,
  demand,
  required: demand,
  status: 'missing',
  close_match: null,
  what: `What ${family ?? 'languages'} are.`,
  learn: `How ${family ?? 'languages'} are learnt.`,
  ...extra,
});

const gaps = [
  gap('Terraform', 1, 'Infrastructure as code tool'),
  gap('Kubernetes', 3, 'Containers and orchestration'),
  gap('Docker', 2, 'Containers and orchestration'),
  gap('Spanish', 2, null),
  gap('Go', 2, 'Programming language', { required: 0 }),
  gap('Rust', 2, 'Programming language'),
  gap('French', 1, null),
];

describe('skill gap groups', () => {
  it('groups by demand, most asked-for first, required more often first within a group', () => {
    expect(groupByDemand(gaps).map((group) => [group.demand, group.gaps.map((g) => g.term)])).toEqual([
      [3, ['Kubernetes']],
      [2, ['Docker', 'Rust', 'Spanish', 'Go']],
      [1, ['French', 'Terraform']],
    ]);
  });

  it('makes one plan step per family, most demanded step first, each with its family’s texts', () => {
    const plan = learningPlan(gaps);
    expect(plan.map((step) => [step.name, step.demand, step.gaps.map((g) => g.term)])).toEqual([
      ['Containers and orchestration', 3, ['Kubernetes', 'Docker']],
      // Equal top demand: the step asked for more in all comes first.
      ['Programming language', 2, ['Rust', 'Go']],
      ['Languages', 2, ['Spanish', 'French']],
      ['Infrastructure as code tool', 1, ['Terraform']],
    ]);
    expect(plan[0]).toMatchObject({
      what: 'What Containers and orchestration are.',
      learn: 'How Containers and orchestration are learnt.',
    });
    expect(plan[2]!.learn).toBe('How languages are learnt.');
  });

  it('says the demand against the saved jobs read', () => {
    expect(demandText(2, 2)).toBe('Asked for by 2 of your 2 saved jobs');
    expect(demandText(1, 1)).toBe('Asked for by your one saved job');
  });
});
