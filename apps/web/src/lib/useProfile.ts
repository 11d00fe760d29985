/** Loads the whole profile: all six sections in parallel; a failed load falls back to null / [] and is reported. */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import type { PersonalInfo, SectionItem } from '@hirestride/shared/content';
import type { ProfileCounts } from '@hirestride/shared/progress';
import { contentApi, contentKeys } from '../api/content';

export const personalInfoKey = contentKeys.personalInfo;
export const sectionKey = contentKeys.section;

const LIST_SECTIONS = ['work-experiences', 'skills', 'education', 'certifications', 'snippets'] as const;
export const PROFILE_LOAD_FAILED = 'Part of your profile could not be loaded. Refresh the page to try again.';

export interface Profile {
  isLoading: boolean;
  /** True when any section failed to load (its fallback is shown instead). */
  loadFailed: boolean;
  personalInfo: PersonalInfo | null;
  lists: { [K in (typeof LIST_SECTIONS)[number]]: SectionItem<K>[] };
  counts: ProfileCounts;
}

export function useProfile(): Profile {
  const results = useQueries({
    queries: [
      { queryKey: personalInfoKey, queryFn: contentApi.personalInfo },
      ...LIST_SECTIONS.map((section) => ({ queryKey: sectionKey(section), queryFn: () => contentApi.list(section) })),
    ],
  });
  const isLoading = results.some((result) => result.isPending);
  const loadFailed = results.some((result) => result.isError);

  useEffect(() => {
    // One toast id, so six failures tell the user once.
    if (loadFailed) toast.error(PROFILE_LOAD_FAILED, { id: 'profile-load-failed' });
  }, [loadFailed]);

  const [info, experience, skills, education, certifications, snippets] = results.map((result) => result.data);
  return useMemo(() => {
    const lists = {
      'work-experiences': (experience ?? []) as SectionItem<'work-experiences'>[],
      skills: (skills ?? []) as SectionItem<'skills'>[],
      education: (education ?? []) as SectionItem<'education'>[],
      certifications: (certifications ?? []) as SectionItem<'certifications'>[],
      snippets: (snippets ?? []) as SectionItem<'snippets'>[],
    };
    const personalInfo = (info ?? null) as PersonalInfo | null;
    return {
      isLoading,
      loadFailed,
      personalInfo,
      lists,
      counts: {
        personalInfo: personalInfo !== null,
        experience: lists['work-experiences'].length,
        skills: lists.skills.length,
        education: lists.education.length,
        certifications: lists.certifications.length,
        snippets: lists.snippets.length,
      },
    };
  }, [isLoading, loadFailed, info, experience, skills, education, certifications, snippets]);
}
