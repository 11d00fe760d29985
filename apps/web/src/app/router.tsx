/** The route table: the whole app on one page. Screens load lazily so the landing page ships little JavaScript. */
import { createBrowserRouter } from 'react-router';
import { paths } from './paths';

export const router = createBrowserRouter([
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import('../features/landing/LandingPage')).LandingPage }),
  },
]);
