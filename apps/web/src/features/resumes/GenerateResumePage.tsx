/**
 * Generate Resume (/generate-resume): a saved job and a template in, a version tailored to the job out, with the
 * match score of the plain and of the tailored resume. ?job= preselects a job (the job page links here).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { nothingToBuildFrom } from '@hirestride/shared/progress';
import type { GeneratedResume } from '@hirestride/shared/resume';
import { ApiError } from '../../api/client';
import { jobKeys } from '../../api/jobs';
import { resumeKeys, resumesApi } from '../../api/resumes';
import { paths } from '../../app/paths';
import { BuildLibraryLink } from '../../components/BuildLibraryLink';
import { buttonClass } from '../../components/Dialog';
import { FormField } from '../../components/FormField';
import { saveErrors } from '../../lib/save-errors';
import { useProfile } from '../../lib/useProfile';
import { useTemplatesAndJobs } from '../../lib/useTemplatesAndJobs';

function Outcome({ result, jobId }: { result: GeneratedResume; jobId: number }) {
  const { version } = result;
  return (
    <section aria-labelledby="generated" className="mt-6 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm">
      <h2 id="generated" className="text-lg font-semibold text-slate-900">
        “{version.name}” is ready
      </h2>
      {result.score_before !== null && result.score_after !== null ? (
        result.score_after > result.score_before ? (
          <p className="mt-2 text-slate-700" data-testid="scores">
            Match score <span className="font-semibold">{result.score_before}</span> with your profile as it is →{' '}
            <span className="text-2xl font-bold text-emerald-700">{result.score_after}</span> tailored.
          </p>
        ) : (
          // Tailoring orders and chooses what the profile already shows; the score reads what it shows, so it
          // cannot rise from tailoring alone. Saying so is honest; a big green number would not be.
          <p className="mt-2 text-slate-700" data-testid="scores">
            Match score <span className="font-semibold">{result.score_before}</span>, before and after: tailoring put
            what the posting asks for first, and the score counts what your profile shows, not its order.
          </p>
        )
      ) : (
        <p className="mt-2 text-slate-700">No match score: the job’s posting gives nothing to score against.</p>
      )}
      {result.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700" aria-label="What was tailored">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {result.missing.length > 0 && (
        <p className="mt-3 text-sm text-amber-900" data-testid="what-would-raise">
          What would raise the score: {result.missing.map((item) => item.term).join(', ')}, which your profile does not
          show. If you have any of them, add them with “I have this” on{' '}
          <Link to={paths.job(jobId)} className="font-semibold underline">
            the job’s page
          </Link>
          ; HireStride never writes them in for you.
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">Every line comes from your own profile; only the order changed.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={paths.resumeVersion(version.template, version.id)} className={buttonClass.primary}>
          Open the resume
        </Link>
        <Link to={`${paths.publish}?version=${version.id}`} className={buttonClass.secondary}>
          Review and Publish
        </Link>
      </div>
    </section>
  );
}

export function GenerateResumePage() {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const { jobs, templateOptions, jobOptions } = useTemplatesAndJobs();
  const profile = useProfile();
  // Known before pressing Generate: a profile with nothing to build from disables it, with the reason beside it.
  const nothingToBuild = !profile.isLoading && !profile.loadFailed && nothingToBuildFrom(profile.counts);
  const [values, setValues] = useState({ job: search.get('job') ?? '', template: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GeneratedResume | null>(null);
  /** The server found nothing in the profile to build from: the message gets the way to fill it. */
  const [emptyLibrary, setEmptyLibrary] = useState(false);
  // The last template by default: the seeded High School one shows no experience, which tailoring mostly orders.
  const template = values.template || templateOptions.at(-1)?.value || '';
  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors({});
  };
  const generate = async () => {
    if (busy) return;
    if (!values.job) return setErrors({ job: 'Choose the job to tailor the resume to.' });
    setBusy(true);
    setResult(null);
    try {
      const made = await resumesApi.generate(Number(values.job), Number(template));
      setResult(made);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    } catch (failure) {
      const { fields, form } = saveErrors(failure, ['job', 'template']);
      setErrors({ ...fields, ...(form ? { form } : {}) });
      setEmptyLibrary(failure instanceof ApiError && failure.body?.code === 'empty_library');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Generate Resume</h1>
      <p className="mt-2 text-slate-600">
        Choose a saved job and a template. HireStride builds a resume from your profile with what the job asks for
        first: the experience lines, skills and snippets that show it, and the summary closest to it.
      </p>
      {jobs.data?.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
          <p className="font-semibold text-slate-800">No saved jobs yet.</p>
          <p className="mt-1 text-sm text-slate-600">Save the job you want first, with its posting, then come back.</p>
          <Link to={paths.jobPosting} className={`${buttonClass.primary} mt-3 inline-block`}>
            Add a job
          </Link>
        </div>
      ) : (
        <form
          noValidate
          className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <FormField
            field={{
              name: 'job',
              label: 'Saved job',
              kind: 'select',
              required: true,
              options: [{ value: '', label: jobs.isPending ? 'Loading your jobs…' : 'Choose a job' }, ...jobOptions],
            }}
            value={values.job}
            error={errors.job}
            onChange={change}
          />
          <FormField
            field={{ name: 'template', label: 'Template', kind: 'select', options: templateOptions }}
            value={template}
            error={errors.template}
            onChange={change}
          />
          {errors.form && (
            <p role="alert" className="text-sm text-red-600">
              {errors.form}
              {emptyLibrary && (
                <>
                  {' '}
                  <BuildLibraryLink />
                </>
              )}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={busy || !template || nothingToBuild}
              aria-describedby={nothingToBuild ? 'generate-nothing-to-build' : undefined}
              className={buttonClass.primary}
            >
              {busy ? 'Tailoring…' : 'Generate resume'}
            </button>
            {nothingToBuild && (
              <p id="generate-nothing-to-build" className="text-sm text-slate-700">
                Your profile has no experience, education, skills or snippets yet, so there is nothing to build from.{' '}
                <BuildLibraryLink />
              </p>
            )}
          </div>
        </form>
      )}
      {result && <Outcome result={result} jobId={Number(values.job)} />}
    </div>
  );
}
