/** What the JSON Resume import said is wrong: each problem it lists, or its one sentence. */
import { ApiError } from '../../../api/client';

export const CHECK_FAILED = 'Your library could not be checked. Check your connection; your edits are kept.';

export function importProblems(error: unknown, fallback = CHECK_FAILED): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  const listed = error.body?.document;
  if (Array.isArray(listed) && listed.length > 0 && listed.every((item) => typeof item === 'string')) return listed;
  return [error.detail ?? fallback];
}

export const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
