/** Whether the user's content library holds nothing yet: the dashboard's cue to offer the first step. */
import { useQueries } from '@tanstack/react-query';
import type { SectionKey } from '@hirestride/shared/content';
import { contentApi, contentKeys } from '../../api/content';

const SECTIONS: SectionKey[] = ['work-experiences', 'skills', 'education', 'certifications', 'snippets'];

/** undefined while loading, or when a part could not be loaded (then nothing is claimed about the library). */
export function useLibraryEmpty(): boolean | undefined {
  // The same queries as the content library's screens, so each answer is shared with them.
  const results = useQueries({
    queries: [
      { queryKey: contentKeys.personalInfo, queryFn: contentApi.personalInfo },
      ...SECTIONS.map((section) => ({
        queryKey: contentKeys.section(section),
        queryFn: () => contentApi.list(section),
      })),
    ],
  });
  if (results.some((result) => !result.isSuccess)) return undefined;
  return results.every((result) => result.data === null || (Array.isArray(result.data) && result.data.length === 0));
}
