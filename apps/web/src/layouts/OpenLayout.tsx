/** Support, open to everyone: the app's layout when signed in (with its navigation), the public one otherwise. */
import { useAuth } from '../auth/AuthProvider';
import { AppLayout } from './AppLayout';
import { PublicLayout } from './PublicLayout';

export function OpenLayout() {
  // A signed-in user on a phone would otherwise meet a page with no way back into the app but the avatar menu.
  return useAuth().status === 'signed-in' ? <AppLayout /> : <PublicLayout />;
}
