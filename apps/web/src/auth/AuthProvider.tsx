/** Auth state (SPEC.md section 4): unknown → signed-in or signed-out. The current user is fetched once at start. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { User } from '@hirestride/shared/auth';
import { authApi, clearLocalSignIn } from '../api/auth';

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** After a login, signup or Google sign-in. */
  setUser(user: User): void;
  logout(): Promise<void>;
  /** After the server ended the sign-in itself (the account was deleted): forgets it here without asking the server. */
  forget(): void;
}

const AuthContext = createContext<AuthState | null>(null);
export const CURRENT_USER_KEY = ['current-user'] as const;

async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await authApi.currentUser();
  } catch {
    // 'Not authenticated': the visitor is signed out.
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: Infinity,
    retry: false,
  });
  const setUser = useCallback((user: User) => queryClient.setQueryData(CURRENT_USER_KEY, user), [queryClient]);
  // Signed out at once (the guard then redirects); the previous user's cached data goes too.
  const signedOut = useCallback(() => {
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  }, [queryClient]);
  const logout = useCallback(async () => {
    await authApi.logout();
    signedOut();
  }, [signedOut]);
  const forget = useCallback(() => {
    clearLocalSignIn();
    signedOut();
  }, [signedOut]);
  const value = useMemo<AuthState>(
    () => ({
      status: isPending ? 'unknown' : data ? 'signed-in' : 'signed-out',
      user: data ?? null,
      setUser,
      logout,
      forget,
    }),
    [data, isPending, setUser, logout, forget],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user, fetched again when the calling screen mounts (counts change on other screens). */
export function useFreshUser(): User | null {
  const { data } = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    refetchOnMount: 'always',
    retry: false,
  });
  return data ?? null;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
