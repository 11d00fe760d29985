/** The route table: the whole app on one page. Screens load lazily so the landing page ships little JavaScript. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from '../auth/guards';
import { comingSoonScreens } from './navigation';
import { paths } from './paths';
import { Root } from './Root';
import { RouteError } from './RouteError';

/** A lazy 'Coming Soon' route headed with its section's name. */
function comingSoon(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoonPage } = await import('../features/placeholders/ComingSoonPage');
      return { Component: () => <ComingSoonPage title={title} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: async () => ({ Component: (await import('../layouts/PublicLayout')).PublicLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/landing/LandingPage')).LandingPage }),
          },
          ...comingSoonScreens
            .filter((screen) => screen.isPublic)
            .map((screen) => comingSoon(screen.path, screen.title)),
          {
            element: <RedirectIfSignedIn />,
            children: [
              {
                path: paths.login,
                lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
              },
              {
                path: paths.signup,
                lazy: async () => ({ Component: (await import('../features/auth/SignupPage')).SignupPage }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/placeholders/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../layouts/AppLayout')).AppLayout }),
            children: [
              {
                path: paths.dashboard,
                lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
              },
              ...comingSoonScreens
                .filter((screen) => !screen.isPublic)
                .map((screen) => comingSoon(screen.path, screen.title)),
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
