/** Route guards (SPEC.md section 2 "Guard" and section 6). */
import { Navigate, Outlet } from 'react-router';
import { paths } from '../app/paths';
import { useAuth } from './AuthProvider';

/** Guarded area: signed-out visitors go to /login, replacing the history entry. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'signed-out') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Login and signup: a signed-in user is sent to /dashboard. */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** Renders nothing while the auth state is unknown, so no wrong layout flashes. */
export function AuthGate() {
  const { status } = useAuth();
  if (status === 'unknown') return null;
  return <Outlet />;
}
