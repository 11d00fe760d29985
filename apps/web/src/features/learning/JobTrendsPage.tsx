/** Job Trends (/learning/job-trends): the skills the user's saved postings ask for most, and which their library shows. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { trendsApi, type SkillTrend } from '../../api/match';
import { paths } from '../../app/paths';
import { failureMessage } from '../../lib/save-errors';
import { categoryLabels } from '../../components/match/match-display';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const statusText: Record<SkillTrend['status'], string> = {
  matched: 'In your library',
  partial: 'Partly in your library',
  missing: 'Not in your library',
};
const statusStyle: Record<SkillTrend['status'], string> = {
  matched: 'bg-emerald-100 text-emerald-900',
  partial: 'bg-amber-100 text-amber-900',
  missing: 'bg-red-100 text-red-900',
};

function TrendList({ title, trends, postings }: { title: string; trends: SkillTrend[]; postings: number }) {
  if (trends.length === 0) return null;
  const covered = trends.filter((trend) => trend.status === 'matched').length;
  const id = `trends-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your library shows {covered} of these {trends.length}.
      </p>
      <ul className="mt-4 space-y-3">
        {trends.map((trend) => (
          <li
            key={`${trend.category}-${trend.term}`}
            className="grid gap-1 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
          >
            <span className="font-medium text-slate-900">{trend.term}</span>
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <span className="h-2 w-full max-w-48 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-brand-600"
                  style={{ width: `${(100 * trend.postings) / postings}%` }}
                />
              </span>
              <span className="shrink-0 tabular-nums">
                {trend.postings} of {postings} {postings === 1 ? 'posting' : 'postings'}
                {trend.required < trend.postings ? ` (${trend.required} required)` : ''}
              </span>
            </span>
            <span className={`w-fit rounded px-2 py-0.5 text-xs font-semibold ${statusStyle[trend.status]}`}>
              {statusText[trend.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function JobTrendsPage() {
  const query = useQuery({ queryKey: ['match', 'trends'], queryFn: trendsApi.get, staleTime: 0 });
  const data = query.data;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Job Trends</h1>
        <p className="mt-1 text-slate-600">
          What the jobs you saved ask for most, read from their postings, and whether your content library shows it.
        </p>
      </div>
      {query.isPending && <p className="text-slate-600">Reading your saved postings…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          Job trends could not be loaded. {failureMessage(query.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {data && data.postings === 0 && (
        <section className={card}>
          <p className="text-slate-700">
            {data.without_posting > 0
              ? `None of your ${data.without_posting} saved jobs has its posting pasted in yet. Paste the posting into a job to see what it asks for.`
              : 'Save a few jobs with their postings, and this page shows the skills they ask for most.'}
          </p>
          <Link to={paths.jobPosting} className="mt-3 inline-block font-semibold text-brand-700 underline">
            Save a job
          </Link>
        </section>
      )}
      {data && data.postings > 0 && (
        <>
          <p className="text-sm text-slate-600">
            Across {data.postings} saved {data.postings === 1 ? 'posting' : 'postings'}
            {data.without_posting > 0 ? ` (${data.without_posting} more saved without a posting)` : ''}.
          </p>
          <TrendList
            title={categoryLabels.hard_skill}
            trends={data.trends.filter((t) => t.category === 'hard_skill').slice(0, 25)}
            postings={data.postings}
          />
          <TrendList
            title="Soft skills, certifications and languages"
            trends={data.trends.filter((t) => t.category !== 'hard_skill').slice(0, 15)}
            postings={data.postings}
          />
        </>
      )}
    </div>
  );
}
