/** Identity calls (SPEC.md section 7, first rows). */
import type { AuthConfig, AuthResponse, User } from '@hirestride/shared/auth';
import { api } from './client';
import { deleteCookie } from './cookies';

/** Where earlier versions of the app kept the tokens of a sign-in. */
const TOKEN_KEYS = ['access', 'refresh'] as const;

/**
 * Removes tokens an earlier version of the app left in local storage. The app signs in with its HttpOnly session
 * cookie and never reads them (decision 019): any script on the page could.
 */
function forgetStoredTokens() {
  try {
    for (const key of TOKEN_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was stored.
  }
}

/** Forgets what this browser keeps of a sign-in: any stored tokens and the cookies the page can see. */
export function clearLocalSignIn() {
  forgetStoredTokens();
  deleteCookie('csrftoken');
  deleteCookie('sessionid');
}

export const authQueries = {
  /** The server's sign-in options and support address; they change only with a restart. */
  config: { queryKey: ['auth-config'], queryFn: () => authApi.config(), staleTime: Infinity },
} as const;

export const authApi = {
  preloadCsrf: () => api.get<{ detail: string }>('/csrf/'),
  config: () => api.get<AuthConfig>('/api/auth-config/'),
  currentUser: () => api.get<User>('/dj-rest-auth/user/'),

  async login(email: string, password: string): Promise<User> {
    await authApi.preloadCsrf();
    const answer = await api.post<AuthResponse>('/dj-rest-auth/login/', { email, password });
    forgetStoredTokens();
    return answer.user;
  },

  async signup(email: string, password: string, confirmPassword: string): Promise<User> {
    await authApi.preloadCsrf();
    const answer = await api.post<AuthResponse>('/dj-rest-auth/registration/', {
      email,
      password1: password,
      password2: confirmPassword,
    });
    forgetStoredTokens();
    return answer.user;
  },

  async google(credential: string): Promise<User> {
    await authApi.preloadCsrf();
    const answer = await api.post<AuthResponse>('/dj-rest-auth/google/', { access_token: credential });
    forgetStoredTokens();
    return answer.user;
  },

  /** Local state is cleared whether or not the server call succeeds. */
  async logout(): Promise<void> {
    try {
      await api.post('/dj-rest-auth/logout/');
    } catch (error) {
      console.error('Logout failed; clearing local state anyway.', error);
    } finally {
      clearLocalSignIn();
    }
  },
};
