/** Browser entry: the providers and the router, rendered into #root or taking over the page the server pre-rendered. */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { readPageState, seedQueryClient } from './app/page-state';
import { createAppRouter, loadRoutesFor, routes } from './app/router';
import './styles.css';

async function start() {
  const container = document.getElementById('root')!;
  // Log In and Sign Up arrive rendered for a signed-out visitor (decision 004), the board for its signed-in user with
  // the data it was drawn from (decision 006): take them over rather than redraw.
  const prerendered = container.firstElementChild !== null;
  const state = prerendered ? readPageState(document) : null;
  // Taking over needs the first render to be the page itself, so its lazy screens load first. If they cannot
  // load, the app draws afresh instead, and the router shows its error screen rather than a page that never wakes.
  let takeOver = prerendered;
  if (prerendered)
    takeOver = await loadRoutesFor(routes, window.location.pathname).then(
      () => true,
      () => false,
    );
  const queryClient = createQueryClient({ signedOut: prerendered && !state });
  if (state) seedQueryClient(queryClient, state);
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  );
  if (takeOver) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
