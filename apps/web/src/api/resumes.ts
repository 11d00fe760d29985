/** Templates and resume versions (SPEC.md section 7, /templates/* and /resumes/*). */
import type {
  CreateResumeRequest,
  DeletedResume,
  GeneratedResume,
  RefreshPlanResponse,
  ResumeCheck,
  RestoreResumeRequest,
  ResumeSummary,
  ResumeTemplate,
  ResumeVersion,
} from '@hirestride/shared/resume';
import { paperForLocale } from '@hirestride/shared/resume-design';
import { api } from './client';

const VERSIONS = '/resumes/resume-versions/';

/** Query keys of resume versions, shared by My Resumes, the preview and the builder's screens. */
export const resumeKeys = {
  all: ['resumes'] as const,
  list: ['resumes', 'list'] as const,
  version: (id: number) => ['resumes', 'version', id] as const,
  refresh: (id: number) => ['resumes', 'refresh', id] as const,
  check: (id: number, size: string, pageLimit: number | null) => ['resumes', 'check', id, size, pageLimit] as const,
  /** The pages of one saved state of a version (its version number), in its own paper size. */
  pages: (id: number, version: number) => ['resumes', 'pages', id, version] as const,
};

export const resumesApi = {
  templates: () => api.get<ResumeTemplate[]>('/templates/resume-templates/'),

  /** The draft for a template (created if new); null when template_id is null and there is none (204). */
  getOrCreateDraft: (templateId: number | null) =>
    api.post<ResumeVersion | null>('/resumes/resume-versions/get-or-create-draft/', { template_id: templateId }),

  /** Saves the editor's copy; with `from`, only if the server still holds that version (else a 412 with its copy). */
  save: ({ id, ...fields }: ResumeVersion, from?: number) =>
    api.patch<ResumeVersion>(`${VERSIONS}${id}/`, fields, { version: from }),

  list: () => api.get<ResumeSummary[]>(VERSIONS),
  get: (id: number) => api.get<ResumeVersion>(`${VERSIONS}${id}/`),
  create: (request: CreateResumeRequest) => api.post<ResumeVersion>(VERSIONS, request),
  duplicate: (id: number) => api.post<ResumeVersion>(`${VERSIONS}${id}/duplicate/`, {}),
  remove: (id: number) => api.delete<DeletedResume>(`${VERSIONS}${id}/`),
  restore: (request: RestoreResumeRequest) => api.post<ResumeVersion>(`${VERSIONS}restore/`, request),
  generate: (job: number, template: number) => api.post<GeneratedResume>(`${VERSIONS}generate/`, { job, template }),
  check: (id: number, size: PdfPageSize, pageLimit: number | null) =>
    api.get<ResumeCheck>(`${VERSIONS}${id}/check?size=${size}${pageLimit ? `&page_limit=${pageLimit}` : ''}`),
  /** The check in the resume's own paper size: its pages, where each starts, and how fitting to one page went. */
  pages: (id: number) => api.get<ResumeCheck>(`${VERSIONS}${id}/check`),
  refreshPlan: (id: number) => api.get<RefreshPlanResponse>(`${VERSIONS}${id}/refresh/`),
  refresh: (id: number, overwriteEdits: boolean) =>
    api.post<ResumeVersion>(`${VERSIONS}${id}/refresh/`, { overwrite_edits: overwriteEdits }),
};

export type PdfPageSize = 'A4' | 'LETTER';

/** The paper of the browser's locale (shared paperForLocale): US Letter in the US and a few more, A4 elsewhere. */
export function defaultPageSize(
  locale: string = typeof navigator === 'undefined' ? 'en-GB' : navigator.language,
): PdfPageSize {
  return paperForLocale(locale);
}

/** Where a resume version's files download from (the server draws them; decision 009). */
export const resumeFiles = {
  pdf: (versionId: number, size: PdfPageSize, pageNumbers: boolean) =>
    `${import.meta.env.VITE_API_URL ?? ''}/resumes/resume-versions/${versionId}/export.pdf?size=${size}&page_numbers=${pageNumbers}`,
  text: (versionId: number) => `${import.meta.env.VITE_API_URL ?? ''}/resumes/resume-versions/${versionId}/export.txt`,
  docx: (versionId: number, size: PdfPageSize) =>
    `${import.meta.env.VITE_API_URL ?? ''}/resumes/resume-versions/${versionId}/export.docx?size=${size}`,
};

/** The queries several screens share, so each asks for the same data under the same key. */
export const resumeQueries = {
  templates: { queryKey: ['templates'], queryFn: resumesApi.templates, staleTime: 5 * 60_000 },
  list: {
    queryKey: resumeKeys.list,
    queryFn: resumesApi.list,
    // A page count is drawn after the save, in the background: ask again while one is still being drawn, for a
    // while (one that cannot be drawn stays unknown).
    refetchInterval: (query: { state: { data?: ResumeSummary[]; dataUpdateCount: number } }) =>
      query.state.data?.some((resume) => resume.page_count === null) && query.state.dataUpdateCount < 20 ? 1500 : false,
  },
} as const;
