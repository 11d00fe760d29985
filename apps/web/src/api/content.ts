/** Content library calls (SPEC.md section 7, /api/content/*). */
import type {
  PersonalInfo,
  PersonalInfoPayload,
  SectionItem,
  SectionKey,
  SectionPayload,
} from '@hirestride/shared/content';
import { api, ApiError } from './client';

const PERSONAL_INFO = '/api/content/personal-info/';

/** Query keys of the content library, shared by every screen that shows it. */
export const contentKeys = {
  personalInfo: ['content', 'personal-info'] as const,
  section: (section: SectionKey) => ['content', section] as const,
};

export const contentApi = {
  /** Null when the user has none yet (the server answers 404). */
  async personalInfo(): Promise<PersonalInfo | null> {
    try {
      return await api.get<PersonalInfo>(PERSONAL_INFO, { expected: [404] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },

  /**
   * PUT first; a 204 means none exists yet, so POST it. With `from`, saved only if the server still holds that
   * version (else a 412 with its copy).
   */
  async savePersonalInfo(payload: PersonalInfoPayload, from?: number): Promise<PersonalInfo> {
    const updated = await api.put<PersonalInfo | null>(PERSONAL_INFO, payload, { version: from });
    return updated ?? api.post<PersonalInfo>(PERSONAL_INFO, payload);
  },

  list: <K extends SectionKey>(section: K) => api.get<SectionItem<K>[]>(`/api/content/${section}/`),
  create: <K extends SectionKey>(section: K, payload: SectionPayload<K>) =>
    api.post<SectionItem<K>>(`/api/content/${section}/`, payload),
  update: <K extends SectionKey>(section: K, id: number, payload: SectionPayload<K>) =>
    api.put<SectionItem<K>>(`/api/content/${section}/${id}/`, payload),
  remove: (section: SectionKey, id: number) => api.delete<null>(`/api/content/${section}/${id}/`),
};
