/** The account's screens (issue 16): Account Settings and Manage Subscription, signed-in, each its own lazy chunk. */
import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const accountRoutes: RouteObject[] = [
  {
    path: paths.accountSettings,
    lazy: async () => ({ Component: (await import('./AccountSettingsPage')).AccountSettingsPage }),
  },
  {
    path: paths.manageSubscription,
    lazy: async () => ({ Component: (await import('./ManageSubscriptionPage')).ManageSubscriptionPage }),
  },
];
