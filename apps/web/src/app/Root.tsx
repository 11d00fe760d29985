/** The root route: waits for the auth state, then renders the page; hosts the toasts. */
import { Toaster } from 'react-hot-toast';
import { ScrollRestoration } from 'react-router';
import { AuthGate } from '../auth/guards';
import { usePageTitle } from './usePageTitle';

export function Root() {
  usePageTitle();
  return (
    <>
      <AuthGate />
      {/* react-hot-toast's defaults are the spec's numbers: 20 at most, success 2 s, error 4 s, 16 px from the edge. */}
      <Toaster containerClassName="print:hidden" />
      <ScrollRestoration />
    </>
  );
}
