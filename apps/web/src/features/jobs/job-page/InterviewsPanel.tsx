/** The interviews for this application: the next one first, those already held marked as past. */
import type { Interview, InterviewPayload } from '@hirestride/shared/job-records';
import { interviewKindLabels } from '@hirestride/shared/job-choices';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { jobsApi, localToday } from '../../../api/jobs';
import { paths } from '../../../app/paths';
import { interviewFieldConfigs } from '../job-fields';
import { shortDate } from '../../../lib/job-format';
import { displayValue } from './field-display';
import { isPast, orderInterviews } from './interview-order';
import type { RecordConfig } from './record-config';
import { RecordList } from './RecordList';
import type { JobSync } from './useJob';

function InterviewCard({ interview, jobId }: { interview: Interview; jobId: number }) {
  const past = isPast(interview, localToday());
  const when = [
    shortDate(interview.date),
    interview.time && displayValue({ kind: 'time' }, interview.time),
    interview.kind && interviewKindLabels[interview.kind],
  ].filter(Boolean);
  return (
    <>
      <h3 className={`flex flex-wrap items-center gap-2 font-semibold ${past ? 'text-slate-500' : 'text-slate-900'}`}>
        <span>{when.join(' · ')}</span>
        {past ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Past</span>
        ) : (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
            Upcoming
          </span>
        )}
      </h3>
      {interview.notes && (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">{interview.notes}</p>
      )}
      {!past && (
        <a
          href={jobsApi.interviewCalendarUrl(jobId, interview.id)}
          className="mt-1 inline-block text-sm font-semibold text-brand-700 underline"
          aria-label={`Add the interview on ${shortDate(interview.date)} to your calendar`}
        >
          Add to calendar
        </a>
      )}
    </>
  );
}

const interviewsConfig = (jobId: number): RecordConfig<Interview, InterviewPayload> => ({
  part: 'interviews',
  title: 'Interviews',
  noun: 'interview',
  addLabel: 'Add interview',
  empty: 'No interviews yet. Add one when it is booked, to see it on your dashboard when it comes up.',
  fields: [
    { ...interviewFieldConfigs.date, required: true },
    interviewFieldConfigs.time,
    interviewFieldConfigs.kind,
    interviewFieldConfigs.notes,
  ],
  api: jobsApi.interviews,
  name: (interview) => `interview on ${shortDate(interview.date)}`,
  order: (interviews) => orderInterviews(interviews, localToday()),
  render: (interview) => <InterviewCard interview={interview} jobId={jobId} />,
});

export function InterviewsPanel({ jobId, sync }: { jobId: number; sync: JobSync }) {
  const config = useMemo(() => interviewsConfig(jobId), [jobId]);
  return (
    <RecordList
      config={config}
      jobId={jobId}
      sync={sync}
      footer={
        <p className="mt-3 text-sm">
          <Link
            to={`${paths.learning.interviewPractice}?job=${jobId}`}
            className="font-semibold text-brand-700 underline"
          >
            Prepare for the interview
          </Link>{' '}
          <span className="text-slate-600">with questions drawn from this job’s posting.</span>
        </p>
      }
    />
  );
}
