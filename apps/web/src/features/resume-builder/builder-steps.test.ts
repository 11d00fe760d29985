import { describe, expect, it } from 'vitest';
import { builderSteps, nextStep, type BuilderFacts } from './builder-steps';

const empty: BuilderFacts = {
  profile: { personalInfo: false, experience: 0, skills: 0, education: 0, certifications: 0, snippets: 0 },
  templatesUsed: [],
  jobs: 0,
  resumes: 0,
  tailoredResumes: 0,
  latestResume: null,
  letters: 0,
  lettersForJobs: 0,
};
const full: BuilderFacts = {
  profile: { personalInfo: true, experience: 2, skills: 5, education: 1, certifications: 1, snippets: 3 },
  templatesUsed: ['Modern Professional'],
  jobs: 3,
  resumes: 2,
  tailoredResumes: 1,
  latestResume: { id: 7, template: 2, name: 'Resume for Monzo' },
  letters: 2,
  lettersForJobs: 1,
};

describe('builderSteps', () => {
  it.each([
    ['a new user', empty, [false, false, false, false, false, false], 'Update Profile'],
    [
      'a user half way',
      { ...empty, profile: full.profile, jobs: 1 },
      [true, false, true, false, false, false],
      'Select Template',
    ],
    [
      'a user with a tailored resume, no letter',
      { ...full, letters: 0, lettersForJobs: 0 },
      [true, true, true, true, false, false],
      'Generate Cover Letter',
    ],
    ['a user with a tailored resume and a letter', full, [true, true, true, true, true, false], 'Review and Publish'],
  ])('%s', (_, facts, done, next) => {
    const steps = builderSteps(facts);
    expect(steps.map((step) => step.title)).toEqual([
      'Update Profile',
      'Select Template',
      'Enter Job Posting Info',
      'Generate Resume',
      'Generate Cover Letter',
      'Review and Publish',
    ]);
    expect(steps.map((step) => step.done)).toEqual(done);
    expect(nextStep(steps)?.title).toBe(next);
  });

  it('counts letters, and sends a user without jobs to save one before writing', () => {
    const letter = builderSteps(full)[4]!;
    expect(letter.status).toBe('2 cover letters, 1 written for a saved job.');
    expect(letter.action).toEqual({ label: 'Write a cover letter', to: '/generate-cover-letter' });
    expect(builderSteps(empty)[4]!.action).toEqual({ label: 'Save a job first', to: '/job-posting' });
  });

  it('counts the profile, and sends a user without jobs to save one before generating', () => {
    const steps = builderSteps({ ...empty, profile: { ...empty.profile, personalInfo: true, skills: 1 } });
    expect(steps[0]!.status).toBe('2 of 6 profile sections filled.');
    expect(steps[3]!.action).toEqual({ label: 'Save a job first', to: '/job-posting' });
    expect(steps[5]!.action).toEqual({ label: 'Make a resume', to: '/my-resumes' });
    expect(builderSteps(full)[5]!.action!.to).toBe('/publish?version=7');
  });
});
