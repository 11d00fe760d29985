/** The account's own calls: names, password, signed-in devices, export, deletion, password reset, email verification. */
import type { AccountSession, AccountSummary } from '@hirestride/shared/account';
import type { User } from '@hirestride/shared/auth';
import { api } from './client';
import { downloadFile } from './download';
import { defaultPageSize } from './resumes';

const API_URL: string = import.meta.env.VITE_API_URL ?? '';
const SESSIONS = '/api/account/sessions/';

type Detail = { detail: string };

/** The current password, or for an account without one a Google ID token from a sign-in made just now. */
export type Proof = { password: string } | { google_id_token: string };

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  summary: ['account', 'summary'] as const,
};

export const accountApi = {
  rename: (names: { first_name: string; last_name: string }) => api.patch<User>('/dj-rest-auth/user/', names),
  changePassword: (
    proof: { old_password: string } | { google_id_token: string },
    passwords: { new_password1: string; new_password2: string },
  ) => api.post<Detail>('/dj-rest-auth/password/change/', { ...proof, ...passwords }),

  sessions: () => api.get<AccountSession[]>(SESSIONS),
  signOutSession: (id: string) => api.delete<null>(`${SESSIONS}${encodeURIComponent(id)}/`),
  signOutOthers: () => api.post<Detail>(`${SESSIONS}sign-out-others/`, {}),

  /** Saves the zip the server builds, its PDFs and Word files in this locale's page size; resolves to the file's name. */
  exportData: () =>
    downloadFile(`${API_URL}/api/account/export/?size=${defaultPageSize()}`, `hirestride-export-${today()}.zip`),
  summary: () => api.get<AccountSummary>('/api/account/summary/'),
  /** `confirm` is the word the user typed; the server deletes only for "DELETE". */
  deleteAccount: (proof: Proof, confirm: string) => api.post<Detail>('/api/account/delete/', { ...proof, confirm }),

  requestPasswordReset: (email: string) => api.post<Detail>('/dj-rest-auth/password/reset/', { email }),
  confirmPasswordReset: (body: { uid: string; token: string; new_password1: string; new_password2: string }) =>
    api.post<Detail>('/dj-rest-auth/password/reset/confirm/', body),
  verifyEmail: (key: string) => api.post<Detail>('/dj-rest-auth/registration/verify-email/', { key }),
  resendVerification: (email: string) => api.post<Detail>('/dj-rest-auth/registration/resend-email/', { email }),
};

/** YYYY-MM-DD in the user's time zone, as the server names the export. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
