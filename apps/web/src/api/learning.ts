/** The Learning Hub's data (/api/learning/*): the skills the user's saved jobs ask for that their library lacks. */
import type { SkillGap, SkillGapsAnswer } from '@hirestride/shared/learning';
import { api } from './client';

export type { SkillGap, SkillGapsAnswer };

export const learningKeys = {
  skillGaps: ['learning', 'skill-gaps'] as const,
};

export const learningApi = {
  skillGaps: () => api.get<SkillGapsAnswer>('/api/learning/skill-gaps/'),
};
