/** The providers around the router: server state (TanStack Query) and the auth state. The build's pre-render uses them too. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider, CURRENT_USER_KEY } from '../auth/AuthProvider';

/**
 * The app's query client. `signedOut` starts it knowing there is no signed-in user: the server already checked
 * when it sent a page rendered for visitors (decision 004), so the page is taken over without asking again.
 */
export function createQueryClient({ signedOut }: { signedOut: boolean }): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  if (signedOut) queryClient.setQueryData(CURRENT_USER_KEY, null);
  return queryClient;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
