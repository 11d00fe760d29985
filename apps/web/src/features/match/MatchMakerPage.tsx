/** Job Match Maker (/job-match-maker): paste a posting or pick a saved job, and see how the library covers it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { POSTING_TEXT_MAX } from '@hirestride/shared/job-choices';
import { jobKeys, jobsApi } from '../../api/jobs';
import { matchApi, matchKeys, type ScoredMatch } from '../../api/match';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/Dialog';
import { failureMessage } from '../../lib/save-errors';
import { MatchView } from '../../components/match/MatchView';
import { useHaveThis } from '../../components/match/useHaveThis';

type Source = 'paste' | 'job';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

function OptionalField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label} <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <input id={id} className={input} value={value} maxLength={200} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function MatchMakerPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const chosenJob = Number(params.get('job')) || null;
  const [source, setSource] = useState<Source>(chosenJob ? 'job' : 'paste');
  const [postingText, setPostingText] = useState('');
  const [title, setTitle] = useState('');
  const [company, setCompany] = useState('');
  const [result, setResult] = useState<ScoredMatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scoring, setScoring] = useState(false);
  const jobs = useQuery({ queryKey: jobKeys.board, queryFn: jobsApi.board });

  const score = async () => {
    if (source === 'job' && chosenJob) {
      const scored = await matchApi.scoreJob(chosenJob);
      queryClient.setQueryData(matchKeys.job(chosenJob), scored);
      void queryClient.invalidateQueries({ queryKey: matchKeys.scores });
      return scored;
    }
    return matchApi.scorePosting(postingText, title.trim() || undefined, company.trim() || undefined);
  };

  const run = async () => {
    setScoring(true);
    setError(null);
    try {
      setResult(await score());
    } catch (failure) {
      setResult(null);
      setError(failureMessage(failure));
    } finally {
      setScoring(false);
    }
  };
  const haveThis = useHaveThis(async () => setResult(await score()));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (source === 'job' && !chosenJob) {
      setError('Choose one of your saved jobs.');
      return;
    }
    void run();
  };

  const chooseJob = (value: string) => {
    setResult(null);
    setError(null);
    setParams(value ? { job: value } : {}, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Job Match Maker</h1>
      <p className="mt-1 text-slate-600">
        See how your content library covers a job posting: every point comes from a line of the posting and an item of
        your own library.
      </p>
      <form
        onSubmit={onSubmit}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        noValidate
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">What to score</legend>
          <div className="mt-2 flex flex-wrap gap-4 text-sm">
            {(
              [
                ['paste', 'Paste a posting'],
                ['job', 'A saved job'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="source"
                  value={value}
                  checked={source === value}
                  onChange={() => {
                    setSource(value);
                    setError(null);
                  }}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {source === 'paste' ? (
          <div className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <OptionalField id="match-title" label="Job title" value={title} onChange={setTitle} />
              <OptionalField id="match-company" label="Company" value={company} onChange={setCompany} />
            </div>
            <div>
              <label htmlFor="match-posting" className="text-sm font-medium text-slate-800">
                Job posting
              </label>
              <textarea
                id="match-posting"
                className={`${input} min-h-64 font-mono`}
                value={postingText}
                aria-describedby="match-posting-help match-error"
                aria-invalid={error ? true : undefined}
                onChange={(e) => {
                  setPostingText(e.target.value);
                  setError(null);
                }}
              />
              <p id="match-posting-help" className="mt-1 text-xs text-slate-500">
                Paste the whole posting, requirements included. {postingText.length.toLocaleString()} of{' '}
                {POSTING_TEXT_MAX.toLocaleString()} characters.
              </p>
            </div>
          </div>
        ) : (
          <div className="mt-4">
            <label htmlFor="match-job" className="text-sm font-medium text-slate-800">
              Saved job
            </label>
            <select
              id="match-job"
              className={input}
              value={chosenJob ?? ''}
              aria-describedby="match-error"
              onChange={(e) => chooseJob(e.target.value)}
            >
              <option value="">Choose a job…</option>
              {(jobs.data ?? []).map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title} — {job.company}
                </option>
              ))}
            </select>
            {jobs.isError && <p className="mt-1 text-sm text-red-700">Your saved jobs could not be loaded.</p>}
            {jobs.data?.length === 0 && (
              <p className="mt-1 text-sm text-slate-600">
                You have no saved jobs yet.{' '}
                <Link to={paths.jobPosting} className="font-semibold text-brand-700 underline">
                  Save one
                </Link>
                , or paste a posting.
              </p>
            )}
            {chosenJob && (
              <p className="mt-1 text-sm">
                <Link to={paths.job(chosenJob)} className="font-semibold text-brand-700 underline">
                  Open this job
                </Link>
              </p>
            )}
          </div>
        )}
        <p id="match-error" role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
        <button type="submit" className={`${buttonClass.primary} mt-3`} disabled={scoring}>
          {scoring ? 'Scoring…' : 'Score my match'}
        </button>
      </form>
      {result && (
        <div className="mt-6">
          <MatchView result={result} haveThis={haveThis} />
        </div>
      )}
    </div>
  );
}
