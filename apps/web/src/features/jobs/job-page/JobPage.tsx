/** The job page (/jobs/{id}): every field editable in place, the posting, stage, follow-up, interviews, contacts, timeline. */
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Job } from '@hirestride/shared/jobs';
import { ApiError } from '../../../api/client';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/Dialog';
import { JobMatchCard, JobMatchTab } from '../../../components/match/JobMatch';
import { ContactsPanel } from './ContactsPanel';
import { DeleteJob } from './DeleteJob';
import { DocumentsPanel } from './DocumentsPanel';
import { FollowUpPanel } from './FollowUpPanel';
import { InterviewsPanel } from './InterviewsPanel';
import { JobTabs, type JobTab } from './JobTabs';
import { BackToBoard, JobHeader } from './JobHeader';
import { JobDetails, JobPosting } from './JobDetails';
import { StagePanel } from './StagePanel';
import { Timeline } from './Timeline';
import { UnsavedGuard } from '../../../components/UnsavedGuard';
import { card } from '../../../components/edit-parts';
import { parseJobId, useJobQuery, useJobSync } from './useJob';

export const NOT_FOUND = 'This job does not exist, or it is not yours.';
export const LOAD_FAILED = 'The job could not be loaded.';

const page = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8';

function Loaded({ job }: { job: Job }) {
  const sync = useJobSync(job.id);
  const [params, setParams] = useSearchParams();
  const tab: JobTab = params.get('tab') === 'match' ? 'match' : 'overview';
  const openTab = (next: JobTab) => setParams(next === 'match' ? { tab: 'match' } : {}, { replace: true });
  return (
    <UnsavedGuard>
      <div className={`${page} space-y-6`}>
        <JobHeader job={job} sync={sync} />
        <JobTabs current={tab} onChange={openTab} />
        {tab === 'match' && (
          <div role="tabpanel" id="job-tab-match" aria-labelledby="job-tab-button-match">
            <JobMatchTab job={job} />
          </div>
        )}
        {/* Hidden rather than unmounted, so an edit in progress survives a look at the match. */}
        <div
          role="tabpanel"
          id="job-tab-overview"
          aria-labelledby="job-tab-button-overview"
          className="space-y-6"
          hidden={tab !== 'overview'}
        >
          {/* The score and the next step come first in the page, so a phone shows them before the posting; a wide
              screen keeps them at the head of the side column, the details and the posting beside them. */}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-rows-[auto_1fr]">
            <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
              <JobMatchCard job={job} onOpen={() => openTab('match')} />
              <StagePanel job={job} sync={sync} />
            </div>
            <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <JobDetails job={job} sync={sync} />
              <JobPosting job={job} sync={sync} />
              <Timeline jobId={job.id} />
            </div>
            <div className="min-w-0 space-y-6 self-start lg:col-start-2 lg:row-start-2">
              <FollowUpPanel job={job} sync={sync} />
              <InterviewsPanel jobId={job.id} sync={sync} />
              <ContactsPanel jobId={job.id} sync={sync} />
              <DocumentsPanel job={job} />
            </div>
          </div>
          <DeleteJob job={job} />
        </div>
      </div>
    </UnsavedGuard>
  );
}

/** Not found, or not loaded: a heading that says so, and the way back. */
function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={page}>
      <section className={`${card} mx-auto max-w-xl text-center`}>
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {children}
      </section>
    </div>
  );
}

export function JobPage() {
  const jobId = parseJobId(useParams().jobId);
  const query = useJobQuery(jobId);

  // A job on screen stays there if a later refetch fails: the open edits in it must not vanish.
  // Keyed by the job: another job's page starts with no edits open.
  if (jobId !== null && query.data) return <Loaded key={query.data.id} job={query.data} />;
  if (jobId === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Problem title="Job not found">
        <p className="mt-2 text-slate-600">{NOT_FOUND}</p>
        <Link to={paths.tracker} className={`${buttonClass.primary} mt-6 inline-block`}>
          Back to the board
        </Link>
      </Problem>
    );
  }
  if (query.isError) {
    return (
      <Problem title="Something went wrong">
        <p role="alert" className="mt-2 text-slate-600">
          {LOAD_FAILED} Check your connection, then try again.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass.primary} onClick={() => void query.refetch()}>
            Try again
          </button>
          <BackToBoard />
        </div>
      </Problem>
    );
  }
  return (
    <div className={page}>
      <p role="status" className="text-slate-600">
        Loading job…
      </p>
    </div>
  );
}
