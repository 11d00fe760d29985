/** The route table: the whole app on one page. Screens load lazily so the landing page ships little JavaScript. */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { JOB_STAGES, stageSlugs } from '@hirestride/shared/job-choices';
import { RedirectIfSignedIn, RequireAuth } from '../auth/guards';
import { accountRoutes } from '../features/account/routes';
import { interviewRoutes } from '../features/interview/routes';
import { learningRoutes } from '../features/learning/routes';
import { paths } from './paths';
import { Root } from './Root';
import { RouteError } from './RouteError';

const contentLibrary = () => import('../features/content-library/routes');

/** The tracker's screens, each its own chunk: the board carries drag and drop, the job page and import do not. */
const trackerRoutes: RouteObject[] = [
  ...[paths.tracker, paths.myJobTracker].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/jobs/board/BoardPage')).BoardPage }),
  })),
  ...JOB_STAGES.map((stage) => ({
    path: `${paths.tracker}/${stageSlugs[stage]}`,
    lazy: async () => {
      const { StagePage } = await import('../features/jobs/table/StagePage');
      return { Component: () => <StagePage stage={stage} /> };
    },
  })),
  {
    path: paths.trackerImport,
    lazy: async () => ({ Component: (await import('../features/jobs/import/ImportPage')).ImportPage }),
  },
  {
    path: paths.jobPosting,
    lazy: async () => ({ Component: (await import('../features/jobs/form/NewJobPage')).NewJobPage }),
  },
  {
    path: paths.job(':jobId'),
    lazy: async () => ({ Component: (await import('../features/jobs/job-page/JobPage')).JobPage }),
  },
];

/** The match screens (issue 12). */
const matchScreens: RouteObject[] = [
  {
    path: paths.jobMatchMaker,
    lazy: async () => ({ Component: (await import('../features/match/MatchMakerPage')).MatchMakerPage }),
  },
  ...learningRoutes,
  ...interviewRoutes,
];

/** Resumes beyond the seed's one draft per template (issue 13). */
const resumeScreens: RouteObject[] = [
  {
    path: paths.myResumes,
    lazy: async () => ({ Component: (await import('../features/resumes/MyResumesPage')).MyResumesPage }),
  },
  {
    path: paths.resumeBuilder,
    lazy: async () => ({ Component: (await import('../features/resume-builder/ResumeBuilderPage')).ResumeBuilderPage }),
  },
  {
    path: paths.publish,
    lazy: async () => ({ Component: (await import('../features/resumes/PublishPage')).PublishPage }),
  },
  {
    path: paths.generateResume,
    lazy: async () => ({ Component: (await import('../features/resumes/GenerateResumePage')).GenerateResumePage }),
  },
];

/** Cover letters: the crafter under both of its links' paths (one screen, one title), and the list under both of its. */
const coverLetterScreens: RouteObject[] = [
  ...[paths.coverLetterCrafter, paths.generateCoverLetter].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/cover-letters/CoverLetterCrafterPage')).CoverLetterCrafterPage,
    }),
  })),
  ...[paths.myCoverLetters, paths.myCoverLettersShort].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/cover-letters/MyCoverLettersPage')).MyCoverLettersPage,
    }),
  })),
];

/** The content library's screens, all from one lazily loaded feature chunk. */
const contentLibraryRoutes: RouteObject[] = [
  { path: paths.profileProgress, lazy: async () => ({ Component: (await contentLibrary()).ProfileProgressPage }) },
  { path: paths.contentLibrary.header, lazy: async () => ({ Component: (await contentLibrary()).AboutYouPage }) },
  ...(['experience', 'skills', 'education', 'certifications', 'snippets'] as const).map((name) => ({
    path: paths.contentLibrary[name],
    lazy: async () => {
      const { SectionStepPage } = await contentLibrary();
      return { Component: () => <SectionStepPage name={name} /> };
    },
  })),
  { path: paths.contentLibrary.review, lazy: async () => ({ Component: (await contentLibrary()).ReviewPage }) },
  { path: paths.contentLibrary.import, lazy: async () => ({ Component: (await contentLibrary()).ResumeImportPage }) },
];

/** Support: for visitors and signed-in users alike, in the layout of whoever is looking. */
const supportScreen: RouteObject = {
  path: paths.support,
  lazy: async () => ({ Component: (await import('../features/support/SupportPage')).SupportPage }),
};

/** The pages the account's emails link to, which must open whoever is signed in on that browser. */
const mailLinkScreens: RouteObject[] = [
  {
    path: paths.forgotPassword,
    lazy: async () => ({ Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: paths.resetPassword(':uid', ':token'),
    lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
  },
  {
    path: paths.verifyEmail(':key'),
    lazy: async () => ({ Component: (await import('../features/auth/VerifyEmailPage')).VerifyEmailPage }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Lazy routes load before the first render; like the unknown auth state, that shows nothing.
    HydrateFallback: () => null,
    children: [
      {
        lazy: async () => ({ Component: (await import('../layouts/PublicLayout')).PublicLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/landing/LandingPage')).LandingPage }),
          },
          {
            path: paths.dragDemo,
            lazy: async () => ({ Component: (await import('../features/placeholders/DragDemoPage')).DragDemoPage }),
          },
          ...mailLinkScreens,
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
        lazy: async () => ({ Component: (await import('../layouts/OpenLayout')).OpenLayout }),
        children: [supportScreen],
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
              ...contentLibraryRoutes,
              ...trackerRoutes,
              ...matchScreens,
              ...resumeScreens,
              ...coverLetterScreens,
              {
                path: paths.templates,
                lazy: async () => ({ Component: (await import('../features/templates/TemplatesPage')).TemplatesPage }),
              },
              {
                path: '/resume-preview/:templateId',
                lazy: async () => ({
                  Component: (await import('../features/resume-preview/ResumePreviewPage')).ResumePreviewPage,
                }),
              },
              ...accountRoutes,
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** Loads the lazy routes that match a path into the table, so the router can render that page at once. */
export async function loadRoutesFor(table: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(table, pathname)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
