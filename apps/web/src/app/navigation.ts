/** The app's menus as data: top bar, avatar menu and side navigation (SPEC.md section 2). */
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
    // The board comes first: the spec's stage lists are views of it, and without it the group had no way to the board.
    items: [
      { label: 'Board', to: paths.tracker },
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
