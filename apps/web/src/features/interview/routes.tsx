/** Interview prep's screens (issue 15): Question Banks, and Practice under its two paths. */
import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const interviewRoutes: RouteObject[] = [
  {
    path: paths.learning.questionBanks,
    lazy: async () => ({ Component: (await import('./QuestionBanksPage')).QuestionBanksPage }),
  },
  ...[paths.learning.interviewPractice, paths.interviewPrep].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./PracticePage')).PracticePage }),
  })),
];
