/** Pieces the Learning Hub's pages share: the page header with its way back to the hub, and the skill-gap states. */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { learningApi, learningKeys, type SkillGapsAnswer } from '../../api/learning';
import { paths } from '../../app/paths';
import { failureMessage } from '../../lib/save-errors';

export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
export const textLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** A hub page's title and lead, under a link back to the hub's index. */
export function HubHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={paths.resources} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Learning Hub
        </Link>
        <span aria-hidden="true" className="mx-1.5 text-slate-400">
          /
        </span>
        <span aria-current="page" className="text-slate-600">
          {title}
        </span>
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-2 max-w-3xl text-slate-600">{children}</div>
    </header>
  );
}

/**
 * Loads the skill gaps and shows what to show instead of them: loading, a failure with Try again, no saved postings,
 * or nothing missing. Calls `children` only when there are gaps to show.
 */
export function SkillGapsContent({ children }: { children: (answer: SkillGapsAnswer) => ReactNode }) {
  const query = useQuery({ queryKey: learningKeys.skillGaps, queryFn: learningApi.skillGaps, staleTime: 0 });
  if (query.isPending)
    return (
      <p role="status" className="text-slate-600">
        Reading your saved jobs…
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        Your skill gaps could not be loaded. {failureMessage(query.error)}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  const answer = query.data;
  if (answer.jobs === 0)
    return (
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">
          {answer.without_posting > 0 ? 'No job postings to read yet' : 'No saved jobs yet'}
        </h2>
        <p className="mt-1 text-slate-700">
          {answer.without_posting === 0
            ? 'Save the jobs you want with their postings, and this page shows the skills they ask for that your profile does not show yet.'
            : `${answer.without_posting === 1 ? 'Your saved job has no posting' : `None of your ${answer.without_posting} saved jobs has its posting`} pasted in yet. Paste the posting into a job, or add a job with its posting, and this page shows the skills it asks for that your profile does not show yet.`}
        </p>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          <Link to={paths.jobPosting} className={textLink}>
            Add a job
          </Link>
          {answer.without_posting > 0 && (
            <Link to={paths.tracker} className={textLink}>
              Open your job tracker
            </Link>
          )}
        </p>
      </section>
    );
  if (answer.gaps.length === 0)
    return (
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">No skill gaps</h2>
        <p className="mt-1 text-slate-700">
          Your profile shows every skill, certification and language your {answer.jobs} saved{' '}
          {answer.jobs === 1 ? 'job asks' : 'jobs ask'} for. Save more jobs to see what else employers want.
        </p>
        <p className="mt-3">
          <Link to={paths.learning.jobTrends} className={textLink}>
            See your job trends
          </Link>
        </p>
      </section>
    );
  return <>{children(answer)}</>;
}

/** Says how many saved jobs the counts leave out for want of a posting ('' when none). */
export const notCounted = (answer: SkillGapsAnswer): string =>
  answer.without_posting > 0
    ? ` (${answer.without_posting} more saved without a posting ${answer.without_posting === 1 ? 'is' : 'are'} not counted)`
    : '';

/** "Missing" or "Partly in your profile" as a small badge. */
export function GapStatus({ status }: { status: 'missing' | 'partial' }) {
  return status === 'missing' ? (
    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Not in your profile</span>
  ) : (
    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Partly in your profile
    </span>
  );
}

/**
 * The first `limit` items of a long list, and the action of the button that shows the rest: the button goes away, so
 * focus moves to the first item it revealed (its element takes `refAt(index)` and tabIndex -1), keeping the place.
 */
export function useShowMore<T>(items: T[], limit: number) {
  const [all, setAll] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  return {
    shown: all ? items : items.slice(0, limit),
    hidden: all ? 0 : Math.max(0, items.length - limit),
    refAt: (index: number) => (index === limit ? firstRevealed : undefined),
    showAll: () => {
      flushSync(() => setAll(true));
      firstRevealed.current?.focus();
    },
  };
}

export function ShowMoreButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      {children}
    </button>
  );
}
