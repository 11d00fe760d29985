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
