/** The writing assistant on resumes (/api/writing/*): "Improve this line". */
import type { ImproveLineRequest, ImproveLineResponse } from '@hirestride/shared/writing';
import { api } from './client';

export type { ImproveLineResponse, LineRewriteResponse, UnsupportedClaimResponse } from '@hirestride/shared/writing';

export const writingApi = {
  /** Up to three rewrites of one line, each with the claims the library cannot back; for a saved job's wording, its id. */
  improveLine: (line: string, job: number | null = null) =>
    api.post<ImproveLineResponse>('/api/writing/improve-line/', { line, job } satisfies ImproveLineRequest),
};
