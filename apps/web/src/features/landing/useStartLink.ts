/** Where "get started" calls to action lead: sign-up for visitors, the dashboard for signed-in users. */
import { paths } from '../../app/paths';
import { useAuth } from '../../auth/AuthProvider';

export function useStartLink(): string {
  return useAuth().status === 'signed-in' ? paths.dashboard : paths.signup;
}
