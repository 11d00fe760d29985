/**
 * What the server hands a signed-in page it drew (decision 006): the user and the page's data, embedded as JSON so
 * the app starts with what the server drew from, instead of asking again and drawing something else.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@hirestride/shared/auth';
import type { JobListItem } from '@hirestride/shared/jobs';
import { jobKeys } from '../api/jobs';
import { CURRENT_USER_KEY } from '../auth/AuthProvider';

export interface PageState {
  user: User;
  /** The board's jobs (GET /api/jobs/?omit=posting_text,notes). */
  board?: JobListItem[];
}

/** The element that carries the state in the page. */
export const PAGE_STATE_ID = 'hs-page-state';

/** Puts the state into the query cache under the keys the screens read. */
export function seedQueryClient(queryClient: QueryClient, state: PageState): void {
  queryClient.setQueryData(CURRENT_USER_KEY, state.user);
  if (state.board) queryClient.setQueryData(jobKeys.board, state.board);
}

/** The state the server put in this page, or null (none, or not readable: the app then asks as usual). */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PageState;
    return state && typeof state === 'object' && state.user ? state : null;
  } catch {
    return null;
  }
}
