import { describe, expect, it } from 'vitest';
import type { Evidence, Requirement } from '../../api/match';
import { DEFAULT_PROFICIENCY, skillDefaults } from './skill-defaults';

function requirement(
  term: string,
  category: Requirement['category'] = 'hard_skill',
  skillIds: number[] = [],
  status: Requirement['status'] = skillIds.length > 0 ? 'matched' : 'missing',
): Requirement {
  const evidence: Evidence[] = skillIds.map((id) => ({ source: 'skill', id, excerpt: `skill ${id}`, match: 'exact' }));
  return {
    id: `${category}:${term.toLowerCase()}`,
    text: term,
    term,
    category,
    importance: 'required',
    status,
    evidence,
    spans: [],
  };
}

const kubernetes = requirement('Kubernetes');
const postgres = requirement('PostgreSQL', 'hard_skill', [3], 'partial');
const teamwork = requirement('Teamwork', 'soft_skill');

describe('skillDefaults', () => {
  it('proposes the middle proficiency level', () => {
    expect(DEFAULT_PROFICIENCY).toBe('Intermediate');
    expect(skillDefaults(kubernetes, [kubernetes], []).proficiency).toBe('Intermediate');
  });

  it.each([
    {
      case: 'the category of the skills proving the posting’s other hard skills, most used first',
      target: kubernetes,
      others: [requirement('Docker', 'hard_skill', [1]), requirement('Terraform', 'hard_skill', [2, 4])],
      skills: [
        { id: 1, category: 'DevOps' },
        { id: 2, category: 'Cloud' },
        { id: 4, category: 'devops ' },
      ],
      expected: 'DevOps',
    },
    {
      case: 'a skill that partly proves the requirement itself wins over the rest',
      target: postgres,
      others: [requirement('Docker', 'hard_skill', [1]), requirement('Terraform', 'hard_skill', [2])],
      skills: [
        { id: 1, category: 'DevOps' },
        { id: 2, category: 'DevOps' },
        { id: 3, category: 'Databases' },
      ],
      expected: 'Databases',
    },
    {
      case: 'a skill proving several requirements counts once',
      target: kubernetes,
      others: [
        requirement('Docker', 'hard_skill', [1]),
        requirement('Containers', 'hard_skill', [1]),
        requirement('Go', 'hard_skill', [2]),
        requirement('Rust', 'hard_skill', [5]),
      ],
      skills: [
        { id: 1, category: 'Tools' },
        { id: 2, category: 'Languages' },
        { id: 5, category: 'Languages' },
      ],
      expected: 'Languages',
    },
    {
      case: 'skills proving another kind of requirement are not similar',
      target: kubernetes,
      others: [requirement('Communication', 'soft_skill', [1])],
      skills: [{ id: 1, category: 'People' }],
      expected: 'Technical skills',
    },
    {
      case: 'uncategorised proof says nothing: the kind’s category, in the user’s own spelling',
      target: kubernetes,
      others: [requirement('Docker', 'hard_skill', [1])],
      skills: [
        { id: 1, category: '' },
        { id: 2, category: 'technical skills' },
      ],
      expected: 'technical skills',
    },
    { case: 'a soft skill with no similar skills', target: teamwork, others: [], skills: [], expected: 'Soft skills' },
    {
      case: 'a certification',
      target: requirement('CPA', 'certification'),
      others: [],
      skills: [],
      expected: 'Certifications',
    },
    {
      case: 'a kind with no category of its own is left without one',
      target: requirement('Travel', 'other'),
      others: [],
      skills: [],
      expected: '',
    },
  ])('$case → "$expected"', ({ target, others, skills, expected }) => {
    expect(skillDefaults(target, [target, ...others], skills)).toEqual({
      proficiency: 'Intermediate',
      category: expected,
    });
  });
});
