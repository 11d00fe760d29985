/** The dashboard's static content: sample activity, sample jobs and the tip (SPEC.md section 2 "Dashboard"). */
import { paths } from '../../app/paths';

export const dashboardActions = [
  { label: 'Update Resume', to: paths.contentLibrary.review },
  { label: 'Create Cover Letter', to: paths.generateCoverLetter },
  { label: 'Add Job to Tracker', to: paths.jobPosting },
  { label: 'View Saved Jobs', to: paths.tracker },
];

/** Sample items shown once the user has a resume or a cover letter. */
export const sampleActivity = [
  { title: 'Resume updated', detail: 'Software Engineer resume', when: '2 days ago' },
  { title: 'Cover letter drafted', detail: 'Product Designer at Globex', when: '4 days ago' },
  { title: 'Job saved', detail: 'Data Analyst at Initech', when: '1 week ago' },
];

/** Example cards shown until the user saves a job; they carry no match score (there is nothing to match yet). */
export const sampleJobs = [
  { title: 'Frontend Developer', company: 'Acme Corp', location: 'Remote' },
  { title: 'Product Analyst', company: 'Globex', location: 'Chicago, IL' },
  { title: 'UX Researcher', company: 'Hooli', location: 'Austin, TX' },
];

export const DASHBOARD_TIP =
  'Tip: Job seekers who tailor their resume to each posting see up to a 35% callback increase.';
