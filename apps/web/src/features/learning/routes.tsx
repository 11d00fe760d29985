/** The Learning Hub's screens (Job Trends from issue 12; the rest from issue 15), each its own lazy chunk. */
import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const learningRoutes: RouteObject[] = [
  {
    path: paths.learning.jobTrends,
    lazy: async () => ({ Component: (await import('./JobTrendsPage')).JobTrendsPage }),
  },
];

/** The Learning Hub paths that have a real screen: the rest are still Coming Soon. */
export const builtLearningPaths = new Set(learningRoutes.map((route) => route.path));
