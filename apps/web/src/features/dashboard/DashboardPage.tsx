/** Dashboard (/dashboard): greeting (with a new user's first step), actions, career progress, activity, jobs, a tip. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { jobKeys, jobsApi, localToday } from '../../api/jobs';
import { useFreshUser } from '../../auth/AuthProvider';
import { DASHBOARD_TIP, dashboardActions } from './dashboard-content';
import { DueSoon } from './DueSoon';
import { GetStarted } from './GetStarted';
import { ProgressTile } from './ProgressTile';
import { RecommendedJobs } from './RecommendedJobs';
import { RecentActivity } from './RecentActivity';
import { useLibraryEmpty } from './useLibraryEmpty';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
const actionClass = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  // Beside a new user's first step the four actions step back, so that one button leads.
  quiet: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
};

export function DashboardPage() {
  // resume_count changes on other screens: ask again rather than trust the copy from page load.
  const user = useFreshUser();
  const firstName = user?.first_name.trim() || 'there';
  const hasResume = (user?.resume_count ?? 0) > 0;
  const hasCoverLetter = (user?.cover_letter_count ?? 0) > 0;
  const joined = user ? new Date(user.date_joined).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';
  const today = localToday();
  const libraryEmpty = useLibraryEmpty() === true;
  // Jobs, events and due dates change on other screens: asked for on every visit.
  const summary = useQuery({ queryKey: jobKeys.dashboard, queryFn: () => jobsApi.dashboard(today), staleTime: 0 });
  const loadFailed = summary.isError && (
    <p role="alert" className="mt-4 text-sm text-red-700">
      This could not be loaded.{' '}
      <button type="button" className="font-semibold underline" onClick={() => void summary.refetch()}>
        Try again
      </button>
    </p>
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <section className={card}>
        <h1 className="text-2xl font-bold text-slate-900">Welcome back, {firstName}</h1>
        <p className="mt-1 text-slate-600">Ready to continue your career journey?</p>
        <p className="mt-2 text-sm text-slate-500">
          Last active: <time dateTime={user?.date_joined}>{joined}</time>
        </p>
        {libraryEmpty && <GetStarted />}
        <div className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {dashboardActions.map((action) => (
            <Link
              key={action.label}
              to={action.to}
              className={`rounded-lg px-4 py-2.5 text-center text-sm font-semibold ${actionClass[libraryEmpty ? 'quiet' : 'primary']}`}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </section>

      <section className={card} aria-labelledby="career-progress">
        <h2 id="career-progress" className="text-lg font-semibold text-slate-900">
          Career Progress
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <ProgressTile label="Resume Ready" done={hasResume} />
          <ProgressTile label="Cover Letter Status" done={hasCoverLetter} />
          <ProgressTile label="Job Tracker" done={(summary.data?.job_count ?? 0) > 0} />
          <ProgressTile label="Interview Prep" done={(summary.data?.interview_answer_count ?? 0) > 0} />
        </ul>
      </section>

      <section className={card} aria-labelledby="due-soon">
        <h2 id="due-soon" className="text-lg font-semibold text-slate-900">
          Due soon
        </h2>
        {loadFailed || (summary.data && <DueSoon items={summary.data.due_soon} today={today} />)}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="recent-activity">
          <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
            Recent Activity
          </h2>
          {loadFailed || (
            <RecentActivity events={summary.data?.recent_activity} hasDocuments={hasResume || hasCoverLetter} />
          )}
        </section>

        <section className={card} aria-labelledby="recommended-jobs">
          <h2 id="recommended-jobs" className="text-lg font-semibold text-slate-900">
            Recommended Jobs
          </h2>
          <RecommendedJobs />
        </section>
      </div>

      <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{DASHBOARD_TIP}</p>
    </div>
  );
}
