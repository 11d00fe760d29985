/** Templates and resume versions (SPEC.md section 7, /templates/* and /resumes/*). */
import type { ResumeTemplate, ResumeVersion } from '@hirestride/shared/resume';
import { api } from './client';

export const resumesApi = {
  templates: () => api.get<ResumeTemplate[]>('/templates/resume-templates/'),

  /** The draft for a template (created if new); null when template_id is null and there is none (204). */
  getOrCreateDraft: (templateId: number | null) =>
    api.post<ResumeVersion | null>('/resumes/resume-versions/get-or-create-draft/', { template_id: templateId }),

  save: ({ id, ...fields }: ResumeVersion) => api.patch<ResumeVersion>(`/resumes/resume-versions/${id}/`, fields),
};

export type PdfPageSize = 'A4' | 'LETTER';

/** US Letter where the browser's locale uses it (the US, Canada, Mexico, the Philippines and a few more); A4 elsewhere. */
export function defaultPageSize(
  locale: string = typeof navigator === 'undefined' ? 'en-GB' : navigator.language,
): PdfPageSize {
  const region = locale.split('-')[1]?.toUpperCase() ?? '';
  return ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'PR'].includes(region) ? 'LETTER' : 'A4';
}

/** Where a resume version's files download from (the server draws them; decision 009). */
export const resumeFiles = {
  pdf: (versionId: number, size: PdfPageSize, pageNumbers: boolean) =>
    `${import.meta.env.VITE_API_URL ?? ''}/resumes/resume-versions/${versionId}/export.pdf?size=${size}&page_numbers=${pageNumbers}`,
  text: (versionId: number) => `${import.meta.env.VITE_API_URL ?? ''}/resumes/resume-versions/${versionId}/export.txt`,
};
