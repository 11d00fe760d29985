/** Match scores (/api/jobs/{id}/match/, /api/match/): the engine's answer, computed and stored by the server. */
import type { Evidence, MatchResult } from '@hirestride/match/types';
import { api } from './client';

export type { Evidence, MatchResult, Requirement, RequirementCategory } from '@hirestride/match/types';

/** What changed since a stored score: the posting, the library, or the engine's rules. */
export type StaleReason = 'posting' | 'library' | 'engine';

/** A result as the server answers it: whether the library it was scored against has anything in it. */
export interface ScoredMatch extends MatchResult {
  /** No experience, skills, education, certifications or snippets: the score says nothing yet. */
  library_empty: boolean;
}

export interface JobMatch extends ScoredMatch {
  job_id: number;
  stale: boolean;
  stale_reasons: StaleReason[];
}

export interface JobScore {
  job_id: number;
  score: number;
  computed_at: string;
  stale: boolean;
  library_empty: boolean;
}

export const matchKeys = {
  job: (id: number) => ['match', 'job', id] as const,
  scores: ['match', 'scores'] as const,
};

export const matchApi = {
  /** The stored result; an ApiError 404 with code "not_scored" when the job has none yet. */
  forJob: (jobId: number) => api.get<JobMatch>(`/api/jobs/${jobId}/match/`),
  scoreJob: (jobId: number) => api.post<JobMatch>(`/api/jobs/${jobId}/match/`, {}),
  scorePosting: (postingText: string, title?: string, company?: string) =>
    api.post<ScoredMatch>('/api/match/', {
      posting_text: postingText,
      ...(title ? { title } : {}),
      ...(company ? { company } : {}),
    }),
  /** Every stored score; reading never scores anything. */
  scores: () => api.get<JobScore[]>('/api/match/scores/'),
  /** Scores the saved jobs that have a posting and no score yet (up to 50), then answers every score. */
  scoreMissing: () => api.post<JobScore[]>('/api/match/scores/score-missing/', {}),
};

export type SnippetSection = 'volunteer' | 'awards' | 'testimonials';

export interface MappingSuggestions {
  job: { id: number; title: string; company: string } | null;
  basis: string;
  suggestions: Array<{
    snippet_id: number;
    section: SnippetSection | null;
    covers: Array<{ term: string; category: string; importance: 'required' | 'preferred'; onlyProof: boolean }>;
    why: string;
  }>;
  strongest_lines: Array<{ experience_id: number; excerpt: string; covers: string[] }>;
}

export const suggestionsApi = {
  /** Which unplaced snippets of the draft show what the job asks for; nothing is placed by asking. */
  forDraft: (versionId: number, jobId: number | null) =>
    api.post<MappingSuggestions>('/api/match/suggestions/', { version_id: versionId, job_id: jobId }),
};

export interface SkillTrend {
  term: string;
  category: RequirementCategoryName;
  postings: number;
  required: number;
  job_ids: number[];
  status: 'matched' | 'partial' | 'missing';
  evidence: Evidence[];
}
type RequirementCategoryName = MatchResult['requirements'][number]['category'];

export interface JobTrends {
  postings: number;
  without_posting: number;
  trends: SkillTrend[];
}

export const trendsApi = {
  get: () => api.get<JobTrends>('/api/match/trends/'),
};
