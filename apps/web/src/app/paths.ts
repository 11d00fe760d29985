/** Every path of the app, named once. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  support: '/support',
  dashboard: '/dashboard',
} as const;
