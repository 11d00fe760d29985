/** Identity calls (SPEC.md section 7, first rows). */
import type { AuthConfig, AuthResponse, User } from '@hirestride/shared/auth';
import { api } from './client';
import { deleteCookie } from './cookies';

const TOKEN_KEYS = ['access', 'refresh'] as const;

/** Keeps the tokens of a login/signup answer in local storage, as the original client did. */
function storeTokens(answer: AuthResponse & { access_token?: string; refresh_token?: string }) {
  const access = answer.access ?? answer.access_token;
  const refresh = answer.refresh ?? answer.refresh_token;
  try {
    if (access) localStorage.setItem('access', access);
    if (refresh) localStorage.setItem('refresh', refresh);
  } catch {
    // Storage may be unavailable (private mode); the session cookie still signs the user in.
  }
}

/** Forgets what this browser keeps of a sign-in: the stored tokens and the cookies the page can see. */
export function clearLocalSignIn() {
  try {
    for (const key of TOKEN_KEYS) localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
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
    storeTokens(answer);
    return answer.user;
  },

  async signup(email: string, password: string, confirmPassword: string): Promise<User> {
    await authApi.preloadCsrf();
    const answer = await api.post<AuthResponse>('/dj-rest-auth/registration/', {
      email,
      password1: password,
      password2: confirmPassword,
    });
    storeTokens(answer);
    return answer.user;
  },

  async google(credential: string): Promise<User> {
    await authApi.preloadCsrf();
    const answer = await api.post<AuthResponse>('/dj-rest-auth/google/', { access_token: credential });
    storeTokens(answer);
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
