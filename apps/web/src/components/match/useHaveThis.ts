/** "I have this": adds a missing skill to the library's skills, then scores again so the gap closes where it was read. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { contentKeys, contentApi } from '../../api/content';
import type { Requirement } from '../../api/match';
import { failureMessage } from '../../lib/save-errors';
import type { HaveThis } from './HaveThis';
import type { SkillDetails } from './skill-defaults';

export function useHaveThis(rescore: () => Promise<unknown>): HaveThis {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<string | null>(null);
  // The skills the form's defaults and category suggestions come from; without them it still offers the kind's own.
  const skills = useQuery({ queryKey: contentKeys.section('skills'), queryFn: () => contentApi.list('skills') });
  const onHaveThis = async (requirement: Requirement, details: SkillDetails) => {
    setAdding(requirement.id);
    try {
      await contentApi.create('skills', {
        skill_name: requirement.term,
        proficiency: details.proficiency.trim(),
        category: details.category.trim(),
      });
      void queryClient.invalidateQueries({ queryKey: contentKeys.section('skills') });
      toast.success(`Added ${requirement.term} to your skills.`);
    } catch (error) {
      toast.error(`Could not add ${requirement.term} to your skills. ${failureMessage(error)}`);
      setAdding(null);
      return false;
    }
    try {
      await rescore();
    } catch (error) {
      toast.error(
        `${requirement.term} is in your skills, but the score could not be updated. ${failureMessage(error)}`,
      );
    } finally {
      setAdding(null);
    }
    return true;
  };
  return { onHaveThis, adding, skills: skills.data ?? [] };
}
