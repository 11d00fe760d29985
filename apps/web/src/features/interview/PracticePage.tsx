/**
 * Interview Practice (/learning/interview-practice, /interview-prep): practise a saved job's questions (drawn from
 * its match, with its role bank) or a bank's, one at a time, weak answers first. ?job=, ?bank= or ?question= picks.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { interviewApi, interviewKeys, interviewQueries } from '../../api/interview';
import { useJobOptions } from '../../lib/useJobOptions';
import { paths } from '../../app/paths';
import { AnswerForm } from './AnswerForm';
import { fromBank, jobPracticeSet, practiceOrder, type PracticeQuestion } from './practice-queue';
import { ListeningFor, StarButton } from './QuestionCard';
import { useStars } from './useStars';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/** A bank's questions, fetched only when `bank` is set. */
function useBank(bank: string | null) {
  return useQuery({
    queryKey: interviewKeys.questions({ bank: bank ?? undefined }),
    queryFn: () => interviewApi.questions({ bank: bank ?? undefined }),
    enabled: bank !== null,
  });
}

/**
 * The questions for the choice: a job's set (its own questions with its role bank's, behavioural and situational
 * ones: jobPracticeSet) or a whole bank's.
 */
function useQuestions(job: number | null, bank: string | null) {
  const jobQuestions = useQuery({
    queryKey: interviewKeys.jobQuestions(job ?? 0),
    queryFn: () => interviewApi.jobQuestions(job!),
    enabled: job !== null,
  });
  const forJob = job !== null;
  const roleBank = jobQuestions.data?.role_bank ?? null;
  const chosen = useBank(forJob ? (roleBank?.id ?? null) : bank);
  const behavioural = useBank(forJob ? 'behavioural' : null);
  const situational = useBank(forJob ? 'situational' : null);
  const queries = forJob ? [jobQuestions, behavioural, situational, ...(roleBank ? [chosen] : [])] : [chosen];
  const pending = (forJob || bank !== null) && queries.some((query) => query.isPending);
  const failed = queries.some((query) => query.isError);
  const questions: PracticeQuestion[] = pending
    ? []
    : forJob
      ? jobPracticeSet({
          job: jobQuestions.data?.questions ?? [],
          role: (roleBank && chosen.data) || [],
          behavioural: behavioural.data ?? [],
          situational: situational.data ?? [],
        })
      : (chosen.data?.map(fromBank) ?? []);
  return { questions, pending, failed, note: jobQuestions.data?.note ?? null, roleBank: jobQuestions.data?.role_bank };
}

export function PracticePage() {
  const [params, setParams] = useSearchParams();
  const banks = useQuery(interviewQueries.banks);
  const answers = useQuery(interviewQueries.answers);
  const toggleStar = useStars();
  const questionParam = params.get('question');
  const job = Number(params.get('job')) || null;
  const { jobs, jobOptions } = useJobOptions(job ? String(job) : '');
  // A question id starts with its bank's id ("behavioural-conflict-03"); the longest bank id that fits wins.
  const bankOfQuestion = [...(banks.data ?? [])]
    .sort((a, b) => b.id.length - a.id.length)
    .find((item) => questionParam?.startsWith(`${item.id}-`))?.id;
  const bank = params.get('bank') ?? bankOfQuestion ?? null;
  const { questions, pending, failed, note, roleBank } = useQuestions(job, job ? null : bank);
  // The order is fixed when the set opens, so a rating does not move the question out from under the user.
  const [ordered, setOrdered] = useState<{ key: string; ids: string[] } | null>(null);
  const setKey = `${job ?? ''}|${bank ?? ''}|${questions.length}`;
  if (!pending && answers.data && questions.length > 0 && ordered?.key !== setKey) {
    const order = practiceOrder(questions, answers.data, job).map((q) => q.id);
    if (questionParam && order.includes(questionParam)) order.unshift(...order.splice(order.indexOf(questionParam), 1));
    setOrdered({ key: setKey, ids: order });
  }
  const [index, setIndex] = useState(0);
  const list = (ordered?.ids ?? [])
    .map((id) => questions.find((q) => q.id === id))
    .filter(Boolean) as PracticeQuestion[];
  const current = list[Math.min(index, list.length - 1)];
  const saved = answers.data?.find((a) => a.question_id === current?.id && a.job === job);

  const choose = (next: { job?: string; bank?: string }) => {
    setIndex(0);
    setParams(next.job ? { job: next.job } : next.bank ? { bank: next.bank } : {}, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Interview Practice</h1>
      <p className="mt-2 text-slate-600">
        One question at a time. Answer out loud, then write it down; the ones you felt shaky about come back first.
      </p>
      <div className={`${card} mt-6 grid gap-4 sm:grid-cols-2`}>
        <label className="text-sm font-medium text-slate-800">
          Practise for a saved job
          <select
            value={job ?? ''}
            onChange={(event) => choose({ job: event.target.value })}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{jobs.isPending ? 'Loading your jobs…' : 'Choose a job'}</option>
            {jobOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Or a question bank
          <select
            value={job ? '' : (bank ?? '')}
            onChange={(event) => choose({ bank: event.target.value })}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">Choose a bank</option>
            {banks.data?.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!job && !bank && (
        <p className="mt-6 text-slate-600">
          Choose a job to practise the questions its posting raises (and the ones your profile cannot yet answer), or a
          bank.{' '}
          <Link to={paths.learning.questionBanks} className="font-semibold text-brand-700 underline">
            Browse the banks
          </Link>
          .
        </p>
      )}
      {(pending || answers.isPending) && (job || bank) && (
        <p role="status" className="mt-6 text-slate-600">
          Gathering your questions…
        </p>
      )}
      {(failed || answers.isError) && (
        <p role="alert" className="mt-6 text-sm text-red-700">
          The questions could not be loaded. Reload the page to try again.
        </p>
      )}
      {job && note && <p className="mt-4 text-sm text-amber-900">{note}</p>}
      {job && !roleBank && !pending && (
        <p className="mt-2 text-sm text-slate-600">With behavioural and situational questions.</p>
      )}
      {job && roleBank && (
        <p className="mt-2 text-sm text-slate-600">
          With questions from the {roleBank.name} bank, which fits this job’s title, and behavioural and situational
          ones.
        </p>
      )}
      {current && (
        <section aria-labelledby="practice-question" className={`${card} mt-6`}>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>
              Question {Math.min(index, list.length - 1) + 1} of {list.length} · {current.source}
              {saved?.confidence
                ? ` · last time: ${['', 'shaky', 'getting there', 'confident'][saved.confidence]}`
                : ''}
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => setIndex((i) => i - 1)}
                className="rounded-md border border-slate-300 px-3 py-1 font-semibold text-slate-700 disabled:opacity-50"
              >
                Previous
              </button>
              <button
                type="button"
                disabled={index >= list.length - 1}
                onClick={() => setIndex((i) => i + 1)}
                className="rounded-md border border-slate-300 px-3 py-1 font-semibold text-slate-700 disabled:opacity-50"
              >
                Next question
              </button>
            </span>
          </div>
          {current.context && (
            <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{current.context}</p>
          )}
          <div className="mt-3 flex items-start justify-between gap-3">
            <h2 id="practice-question" className="text-xl font-semibold break-words text-slate-900">
              {current.text}
            </h2>
            {current.starred !== undefined && (
              <StarButton
                question={{ id: current.id, text: current.text, starred: current.starred }}
                onToggle={() => void toggleStar({ id: current.id, starred: current.starred ?? false })}
              />
            )}
          </div>
          <ListeningFor question={current} />
          <AnswerForm key={`${current.id}|${job ?? ''}`} question={current} job={job} saved={saved} />
        </section>
      )}
    </div>
  );
}
