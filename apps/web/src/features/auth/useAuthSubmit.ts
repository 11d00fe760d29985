/** Sign-in submission shared by Log In and Sign Up: runs the call, shows the spec's failure text, or goes to /dashboard. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@hirestride/shared/auth';
import { paths } from '../../app/paths';
import { useAuth } from '../../auth/AuthProvider';
import { authFailureMessage } from './auth-errors';

export function useAuthSubmit(kind: 'Login' | 'Signup') {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const signedIn = useCallback(
    (user: User) => {
      setUser(user);
      navigate(paths.dashboard, { replace: true });
    },
    [setUser, navigate],
  );

  const submit = useCallback(
    async (call: () => Promise<User>) => {
      setFailure(null);
      try {
        signedIn(await call());
      } catch (error) {
        setFailure(authFailureMessage(error, kind));
      }
    },
    [kind, signedIn],
  );

  return { failure, submit, signedIn };
}
