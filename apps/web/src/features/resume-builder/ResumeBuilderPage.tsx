/** The Resume Builder hub (/resume-builder): the six steps on one page, where the user stands and what to do next. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { coverLetterQueries } from '../../api/cover-letters';
import { resumeQueries } from '../../api/resumes';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/Dialog';
import { useProfile } from '../../lib/useProfile';
import { useTemplatesAndJobs } from '../../lib/useTemplatesAndJobs';
import { builderSteps, nextStep } from './builder-steps';

export function ResumeBuilderPage() {
  const profile = useProfile();
  const list = useQuery(resumeQueries.list);
  const letters = useQuery(coverLetterQueries.list);
  const { jobs } = useTemplatesAndJobs();
  const loading = profile.isLoading || list.isPending || jobs.isPending || letters.isPending;
  const resumes = list.data ?? [];
  const steps = builderSteps({
    profile: profile.counts,
    templatesUsed: [...new Set(resumes.map((resume) => resume.template_name))],
    jobs: jobs.data?.length ?? 0,
    resumes: resumes.length,
    tailoredResumes: resumes.filter((resume) => resume.jobs.length > 0).length,
    latestResume: resumes[0] ?? null,
    letters: letters.data?.length ?? 0,
    lettersForJobs: (letters.data ?? []).filter((letter) => letter.job !== null).length,
  });
  const next = nextStep(steps);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Resume Builder</h1>
      <p className="mt-2 text-slate-600">From your profile to a file you can upload, one step at a time.</p>
      <p className="mt-1 text-sm text-slate-600">
        Already have a resume?{' '}
        <Link to={paths.contentLibrary.import} className="font-semibold text-brand-700 hover:underline">
          Import your resume
        </Link>{' '}
        to fill your profile from it.
      </p>
      {(list.isError || jobs.isError || letters.isError || profile.loadFailed) && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Part of your progress could not be loaded; what is shown may be behind. Refresh the page to try again.
        </p>
      )}
      {loading ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading your progress…
        </p>
      ) : (
        <>
          {next?.action && (
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4">
              <p className="text-slate-800">
                <span className="font-semibold">Next:</span> {next.title}
              </p>
              <Link to={next.action.to} className={buttonClass.primary}>
                {next.action.label}
              </Link>
            </div>
          )}
          <ol className="mt-6 space-y-3" aria-label="Resume Builder steps">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="flex flex-wrap items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${step.done ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-700'}`}
                >
                  {step.done ? '✓' : index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-slate-900">
                    {step.title}
                    <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                  </h2>
                  <p className="mt-0.5 text-sm break-words text-slate-600">{step.status}</p>
                </div>
                {step.action && (
                  <Link to={step.action.to} className={buttonClass.secondary}>
                    {step.action.label}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
