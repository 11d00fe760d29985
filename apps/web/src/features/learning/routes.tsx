/** The Learning Hub's screens (Job Trends from issue 12; the rest from issue 15), each its own lazy chunk. */
import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const learningRoutes: RouteObject[] = [
  {
    path: paths.resources,
    lazy: async () => ({ Component: (await import('./LearningHubPage')).LearningHubPage }),
  },
  {
    path: paths.learning.careerDevelopment,
    lazy: async () => ({ Component: (await import('./CareerDevelopmentPage')).CareerDevelopmentPage }),
  },
  {
    path: paths.learning.trainingCourses,
    lazy: async () => ({ Component: (await import('./TrainingCoursesPage')).TrainingCoursesPage }),
  },
  {
    path: paths.learning.jobTrends,
    lazy: async () => ({ Component: (await import('./JobTrendsPage')).JobTrendsPage }),
  },
  {
    path: paths.learning.interviewTips,
    lazy: async () => ({ Component: (await import('./InterviewTipsPage')).InterviewTipsPage }),
  },
];
