/** Recent Activity: the user's latest events (jobs saved, stage changes, resumes made), or the spec's samples/empty text. */
import { Link } from 'react-router';
import type { RecentActivity as Event } from '@hirestride/shared/job-records';
import { paths } from '../../app/paths';
import { relativeTime } from '../../lib/job-format';
import { activitySentence } from '../../lib/activity-text';
import { sampleActivity } from './dashboard-content';

interface Props {
  /** undefined while loading. */
  events: Event[] | undefined;
  /** The user has made a resume or a cover letter (the spec's samples show until real events exist). */
  hasDocuments: boolean;
}

/** What a document event without a job shows: the document's name. */
const DOCUMENT_EVENTS: Partial<Record<Event['kind'], (data: Event['data']) => string>> = {
  resume_created: (data) => (typeof data.name === 'string' && data.name) || 'Resume',
  cover_letter_created: (data) => (typeof data.name === 'string' && data.name) || 'Cover letter',
  interview_answer_saved: (data) => (typeof data.question === 'string' && data.question) || 'Interview question',
};

const EMPTY = "You haven't created any resumes or cover letters yet. Start building your career journey!";

function Row({ title, detail, when, to }: { title: string; detail: string; when: string; to?: string | undefined }) {
  return (
    <li className="flex justify-between gap-4 py-3 text-sm">
      <span className="min-w-0">
        <span className="font-medium text-slate-800">{title}</span>
        <span className="block break-words text-slate-500">
          {to ? (
            <Link to={to} className="hover:underline">
              {detail}
            </Link>
          ) : (
            detail
          )}
        </span>
      </span>
      <span className="shrink-0 text-slate-500">{when}</span>
    </li>
  );
}

export function RecentActivity({ events, hasDocuments }: Props) {
  if (events === undefined) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-500">
        Loading your activity…
      </p>
    );
  }
  if (events.length > 0) {
    return (
      <ul className="mt-4 divide-y divide-slate-100" data-testid="recent-activity">
        {events.map((event) => (
          <Row
            key={event.id}
            title={activitySentence(event)}
            detail={
              event.job
                ? `${event.job.title} at ${event.job.company}`
                : (DOCUMENT_EVENTS[event.kind]?.(event.data) ?? '')
            }
            when={relativeTime(event.created_at)}
            to={event.job ? paths.job(event.job.id) : undefined}
          />
        ))}
      </ul>
    );
  }
  if (hasDocuments) {
    return (
      <ul className="mt-4 divide-y divide-slate-100">
        {sampleActivity.map((item) => (
          <Row key={item.title} title={item.title} detail={item.detail} when={item.when} />
        ))}
      </ul>
    );
  }
  return <p className="mt-4 text-sm text-slate-600">{EMPTY}</p>;
}
