/** The app's menus as data: top bar, avatar menu and side navigation (SPEC.md section 2). */
import { builtInterviewPaths } from '../features/interview/routes';
import { builtLearningPaths } from '../features/learning/routes';
import { paths } from './paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export const visitorTopLinks: NavLinkItem[] = [
  { label: 'Support', to: paths.support },
  { label: 'Sign In', to: paths.login },
];

export const signedInTopLinks: NavLinkItem[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Resume Builder', to: paths.resumeBuilder },
  { label: 'Cover Letter Crafter', to: paths.coverLetterCrafter },
  { label: 'Job Match Maker', to: paths.jobMatchMaker },
  { label: 'Interview Prep', to: paths.interviewPrep },
  { label: 'Resources', to: paths.resources },
];

export const avatarMenuLinks: NavLinkItem[] = [
  { label: 'Account Settings', to: paths.accountSettings },
  { label: 'Manage Subscription', to: paths.manageSubscription },
  { label: 'My Resumes', to: paths.myResumes },
  { label: 'My Cover Letters', to: paths.myCoverLetters },
  { label: 'My Job Tracker', to: paths.myJobTracker },
  { label: 'Support', to: paths.support },
];

export const sideNavHome: NavLinkItem = { label: 'Home', to: paths.dashboard };

export const sideNavGroups: NavGroup[] = [
  {
    label: 'Resume Builder',
    items: [
      { label: 'Update Profile', to: paths.contentLibrary.review },
      { label: 'Select Template', to: paths.templates },
      { label: 'Enter Job Posting Info', to: paths.jobPosting },
      { label: 'Generate Resume', to: paths.generateResume },
      { label: 'Generate Cover Letter', to: paths.generateCoverLetter },
      { label: 'Review and Publish', to: paths.publish },
    ],
  },
  {
    label: 'Job Tracker',
    items: [
      { label: 'Maybe', to: paths.trackerStage.maybe },
      { label: 'Submitted', to: paths.trackerStage.submitted },
      { label: 'Interviewed', to: paths.trackerStage.interviewed },
      { label: 'Wish List', to: paths.trackerStage.wishlist },
      { label: 'Archives', to: paths.trackerStage.archives },
    ],
  },
  {
    label: 'Content Library',
    items: [
      { label: 'Profile', to: paths.profileProgress },
      { label: 'Resumes', to: paths.myResumes },
      { label: 'Coverletters', to: paths.myCoverLettersShort },
    ],
  },
  {
    label: 'Learning Hub',
    items: [
      { label: 'Career Development', to: paths.learning.careerDevelopment },
      { label: 'Training Courses', to: paths.learning.trainingCourses },
      { label: 'Job Trends', to: paths.learning.jobTrends },
      { label: 'Interview Practice', to: paths.learning.interviewPractice },
      { label: 'Question Banks', to: paths.learning.questionBanks },
      { label: 'Interview Tips', to: paths.learning.interviewTips },
    ],
  },
];

/** True when the path lies inside the group (its own pages or pages below them), so the group starts open. */
export function groupContains(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}

/**
 * Screens whose content the spec does not show and that are not built yet: each is the 'Coming Soon' page headed
 * with its section's name. A screen leaves this list when its feature's route table takes its path.
 */
export const comingSoonScreens: Array<{ path: string; title: string; isPublic?: boolean }> = [
  { path: paths.support, title: 'Support', isPublic: true },
  { path: paths.resources, title: 'Resources' },
  { path: paths.interviewPrep, title: 'Interview Prep' },
  { path: paths.accountSettings, title: 'Account Settings' },
  { path: paths.manageSubscription, title: 'Manage Subscription' },
  ...sideNavGroups
    .filter((group) => group.label === 'Learning Hub')
    .flatMap((group) => group.items.map((item) => ({ path: item.to, title: item.label }))),
].filter((screen) => !builtLearningPaths.has(screen.path) && !builtInterviewPaths.has(screen.path));
