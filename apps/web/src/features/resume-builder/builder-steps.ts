/** The Resume Builder's six steps: where the user stands on each and the next action, from what they have made. */
import { PROFILE_SECTIONS, sectionsDone, type ProfileCounts } from '@hirestride/shared/progress';
import { paths } from '../../app/paths';

export interface BuilderFacts {
  profile: ProfileCounts;
  /** Names of the templates the user's resumes use. */
  templatesUsed: string[];
  jobs: number;
  resumes: number;
  tailoredResumes: number;
  latestResume: { id: number; template: number; name: string } | null;
  letters: number;
  /** Letters written for a saved job. */
  lettersForJobs: number;
}

export interface BuilderStep {
  /** The side nav's label, so the two read the same. */
  title: string;
  done: boolean;
  status: string;
  /** The next action; null when there is nothing to do. */
  action: { label: string; to: string } | null;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function builderSteps(facts: BuilderFacts): BuilderStep[] {
  const done = sectionsDone(facts.profile);
  const filled = PROFILE_SECTIONS.filter((section) => done[section]).length;
  const latest = facts.latestResume;
  return [
    {
      title: 'Update Profile',
      done: filled === PROFILE_SECTIONS.length,
      status: `${filled} of ${PROFILE_SECTIONS.length} profile sections filled.`,
      action: {
        label: filled === PROFILE_SECTIONS.length ? 'Review your profile' : 'Continue your profile',
        to: filled === PROFILE_SECTIONS.length ? paths.contentLibrary.review : paths.profileProgress,
      },
    },
    {
      title: 'Select Template',
      done: facts.templatesUsed.length > 0,
      status:
        facts.templatesUsed.length > 0
          ? `Used: ${facts.templatesUsed.join(', ')}.`
          : 'No template chosen yet: a resume starts from one.',
      action: {
        label: facts.templatesUsed.length > 0 ? 'Try another template' : 'Choose a template',
        to: paths.templates,
      },
    },
    {
      title: 'Enter Job Posting Info',
      done: facts.jobs > 0,
      status:
        facts.jobs > 0
          ? `${plural(facts.jobs, 'saved job')}. Paste each one's posting on its page: tailoring reads it.`
          : 'No saved jobs yet: save the one you want, with its posting.',
      action: { label: 'Add a job posting', to: paths.jobPosting },
    },
    {
      title: 'Generate Resume',
      done: facts.tailoredResumes > 0,
      status:
        facts.resumes > 0
          ? `${plural(facts.resumes, 'resume')}, ${facts.tailoredResumes} tied to a job.`
          : 'No resumes yet.',
      action:
        facts.jobs > 0
          ? { label: 'Tailor a resume to a job', to: paths.generateResume }
          : { label: 'Save a job first', to: paths.jobPosting },
    },
    {
      title: 'Generate Cover Letter',
      done: facts.lettersForJobs > 0,
      status:
        facts.letters > 0
          ? `${plural(facts.letters, 'cover letter')}, ${facts.lettersForJobs} written for a saved job.`
          : 'No cover letters yet.',
      action:
        facts.jobs > 0
          ? { label: 'Write a cover letter', to: paths.generateCoverLetter }
          : { label: 'Save a job first', to: paths.jobPosting },
    },
    {
      title: 'Review and Publish',
      done: false,
      status: latest
        ? `Latest: “${latest.name}”. Check it and download it as PDF, Word or text.`
        : 'Make a resume first.',
      action: latest
        ? { label: 'Review and publish', to: `${paths.publish}?version=${latest.id}` }
        : { label: 'Make a resume', to: paths.myResumes },
    },
  ];
}

/** The first step not done that has an action: what the page suggests doing next. */
export function nextStep(steps: BuilderStep[]): BuilderStep | null {
  return steps.find((step) => !step.done && step.action) ?? null;
}
