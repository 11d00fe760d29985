/** Build-time render of the landing page as a signed-out visitor sees it (decision 004); the server sends it to visitors. */
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { SignedOutAuthProvider } from '../auth/AuthProvider';
import { LandingPage } from '../features/landing/LandingPage';
import { PublicLayout } from '../layouts/PublicLayout';

/** The markup that goes inside #root: the public layout around the landing page. */
export function renderVisitorLanding(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <SignedOutAuthProvider>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Routes>
      </SignedOutAuthProvider>
    </StaticRouter>,
  );
}
