/**
 * Signed-in pages drawn by the server per request (decision 006), with the app's own route table and providers and
 * the data the server embeds beside them, exactly as the app's first render in the browser draws them.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { seedQueryClient, type PageState } from '../app/page-state';
import { routes } from '../app/router';

export type { PageState } from '../app/page-state';
export { PAGE_STATE_ID } from '../app/page-state';

/** The page at `url` (path and query) for the state's user; null when the route does not draw it as a 200 page. */
export async function renderSignedInPage(url: string, state: PageState): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const queryClient = createQueryClient({ signedOut: false });
  seedQueryClient(queryClient, state);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
}
