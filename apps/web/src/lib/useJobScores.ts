/** Every saved job's stored score, read by the dashboard, the board and the table alike. */
import { useQuery } from '@tanstack/react-query';
import { matchApi, matchKeys } from '../api/match';

/**
 * Jobs with a posting and no score yet are scored first (a POST, up to 50 a visit), so a view that ranks or shows
 * scores covers them. Always re-read: a score goes out of date when the library or a posting changes elsewhere.
 */
export const useJobScores = (enabled = true) =>
  useQuery({ queryKey: matchKeys.scores, queryFn: matchApi.scoreMissing, staleTime: 0, enabled });
