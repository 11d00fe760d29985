/** Saved jobs and the tracker (/api/jobs/*), and the dashboard's summary (/api/dashboard/). */
import type {
  Activity,
  Contact,
  ContactPayload,
  Dashboard,
  Interview,
  InterviewPayload,
} from '@hirestride/shared/job-records';
import type {
  JobImportRequest,
  JobImportResult,
  JobMoveRequest,
  JobMoveResponse,
} from '@hirestride/shared/job-requests';
import type { Job, JobListItem, JobPage, JobPatch, JobPayload } from '@hirestride/shared/jobs';
import type { JobOutcome, JobStage } from '@hirestride/shared/job-choices';
import { api, type SaveOptions } from './client';

const JOBS = '/api/jobs/';

/** A page of the table: GET /api/jobs/ with its filters, search, ordering and limit/offset. */
export interface JobPageQuery {
  stage?: JobStage | undefined;
  outcome?: JobOutcome | undefined;
  search?: string | undefined;
  ordering?: string | undefined;
  include_archived?: 'true' | 'false' | undefined;
  limit: number;
  offset: number;
}
const one = (id: number) => `${JOBS}${id}/`;

/** Query keys of the tracker, shared by every screen that shows jobs. */
export const jobKeys = {
  all: ['jobs'] as const,
  board: ['jobs', 'board'] as const,
  table: (query: JobPageQuery) => ['jobs', 'table', query] as const,
  job: (id: number) => ['jobs', 'job', id] as const,
  part: (id: number, part: 'activity' | 'contacts' | 'interviews') => ['jobs', 'job', id, part] as const,
  dashboard: ['dashboard'] as const,
};

function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A nested list of a job (its contacts or interviews). */
function nested<Item, Payload>(part: 'contacts' | 'interviews') {
  return {
    list: (jobId: number) => api.get<Item[]>(`${one(jobId)}${part}/`),
    create: (jobId: number, payload: Payload) => api.post<Item>(`${one(jobId)}${part}/`, payload),
    update: (jobId: number, id: number, payload: Payload) => api.put<Item>(`${one(jobId)}${part}/${id}/`, payload),
    remove: (jobId: number, id: number) => api.delete<null>(`${one(jobId)}${part}/${id}/`),
  };
}

export const jobsApi = {
  /** Every job, without the large texts: what the board needs. */
  board: () => api.get<JobListItem[]>(`${JOBS}?omit=posting_text,notes`),
  page: (query: JobPageQuery) => api.get<JobPage>(`${JOBS}${queryString({ omit: 'posting_text,notes', ...query })}`),
  get: (id: number) => api.get<Job>(one(id)),
  /** 409 (an ApiError whose body has duplicate_of) when the job is saved already, unless allowDuplicate. */
  create: (payload: JobPayload, { allowDuplicate = false } = {}) =>
    api.post<Job>(`${JOBS}${allowDuplicate ? '?allow_duplicate=true' : ''}`, payload),
  patch: (id: number, changes: JobPatch, options?: SaveOptions) => api.patch<Job>(one(id), changes, options),
  remove: (id: number) => api.delete<null>(one(id)),
  move: (id: number, request: JobMoveRequest) => api.post<JobMoveResponse>(`${one(id)}move/`, request),
  activity: (id: number) => api.get<Activity[]>(`${one(id)}activity/`),
  addNote: (id: number, text: string) => api.post<Activity>(`${one(id)}activity/`, { text }),
  contacts: nested<Contact, ContactPayload>('contacts'),
  interviews: nested<Interview, InterviewPayload>('interviews'),
  importCsv: (request: JobImportRequest) => api.post<JobImportResult>(`${JOBS}import/`, request),
  exportUrl: `${import.meta.env.VITE_API_URL ?? ''}${JOBS}export.csv`,
  /** An interview entry as an .ics file: a plain link, so that a phone hands it straight to its calendar. */
  interviewCalendarUrl: (jobId: number, interviewId: number) =>
    `${import.meta.env.VITE_API_URL ?? ''}${one(jobId)}interviews/${interviewId}/calendar.ics`,
  dashboard: (today: string) => api.get<Dashboard>(`/api/dashboard/?today=${today}`),
};

/** The user's own calendar date, YYYY-MM-DD (what "today" means for due dates and applied dates). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
