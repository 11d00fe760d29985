/** Build-time renders of the pages a signed-out visitor gets first (decision 004), with the app's own components. */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Route,
  Routes,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { PRODUCT_NAME } from '@hirestride/shared/product';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { routes } from '../app/router';
import { FormAlert } from '../components/AuthCard';
import { LandingPage } from '../features/landing/LandingPage';
import { PublicLayout } from '../layouts/PublicLayout';

/** The landing page as plain markup: it needs no JavaScript, so the app never takes it over. */
export function renderVisitorLanding(): string {
  return renderToStaticMarkup(
    <AppProviders queryClient={createQueryClient({ signedOut: true })}>
      <StaticRouter location="/">
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
}

/** A page of the app (Log In, Sign Up) exactly as the app's first render draws it for a visitor, to be taken over. */
export async function renderVisitorAppPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; it cannot be pre-rendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answered ${context.statusCode}`);
  return renderToString(
    <AppProviders queryClient={createQueryClient({ signedOut: true })}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
}

export const APP_LOAD_FAILED = `${PRODUCT_NAME} could not finish loading. Check your connection and reload the page.`;

/** The alert a pre-drawn page shows when the app itself cannot load: the form would otherwise never wake up. */
export const renderAppLoadFailed = (): string => renderToStaticMarkup(<FormAlert message={APP_LOAD_FAILED} />);
