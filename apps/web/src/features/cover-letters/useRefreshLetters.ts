/** Refreshing what shows letters after one changes: the list, jobs (their letter), the dashboard (its tile). */
import { useQueryClient } from '@tanstack/react-query';
import { coverLetterKeys } from '../../api/cover-letters';
import { jobKeys } from '../../api/jobs';

export function useRefreshLetters() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: coverLetterKeys.all });
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard });
  };
}
