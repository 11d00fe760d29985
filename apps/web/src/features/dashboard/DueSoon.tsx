/** "Due soon": follow-ups (overdue ones first) and interviews in the next 7 days, each linked to its job. */
import { Link } from 'react-router';
import type { DueItem } from '@hirestride/shared/job-records';
import { jobsApi } from '../../api/jobs';
import { paths } from '../../app/paths';
import { daysBetween, shortDate } from '../../lib/job-format';

/** "Today, 14:30", "Tomorrow", "3 Dec", "Overdue since 20 Nov". */
export function dueWhen(item: Pick<DueItem, 'date' | 'time'>, today: string): string {
  const days = daysBetween(today, item.date);
  const date = shortDate(item.date, { year: false });
  const day = days < 0 ? `Overdue since ${date}` : days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : date;
  return item.time ? `${day}, ${item.time}` : day;
}

export function DueSoon({ items, today }: { items: DueItem[]; today: string }) {
  if (items.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        Nothing due in the next 7 days. Set a follow-up date on a job to be reminded here.
      </p>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-slate-100" data-testid="due-soon">
      {items.map((item) => (
        <li
          key={`${item.kind}-${item.job.id}-${item.date}-${item.time ?? ''}`}
          className="flex justify-between gap-4 py-3 text-sm"
        >
          <span className="min-w-0">
            <Link to={paths.job(item.job.id)} className="font-medium text-slate-800 hover:underline">
              {item.kind === 'interview' ? 'Interview' : 'Follow up'}: {item.job.title} at {item.job.company}
            </Link>
            {item.note && <span className="block break-words text-slate-500">{item.note}</span>}
            {item.interview_id !== null && (
              <a
                href={jobsApi.interviewCalendarUrl(item.job.id, item.interview_id)}
                className="mt-0.5 block w-fit font-semibold text-brand-700 underline"
                aria-label={`Add the interview for ${item.job.title} at ${item.job.company} to your calendar`}
              >
                Add to calendar
              </a>
            )}
          </span>
          <span className={`shrink-0 text-right ${item.overdue ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
            {dueWhen(item, today)}
          </span>
        </li>
      ))}
    </ul>
  );
}
