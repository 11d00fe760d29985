/** The table's columns: what each shows and which ordering field sorts it. */
import type { JobListItem, JobOrderingField } from '@hirestride/shared/jobs';
import { employmentTypeLabels, outcomeLabels, remoteLabels, stageLabels } from '@hirestride/shared/job-choices';
import { shortDate } from '../../../lib/job-format';

export interface TableColumn {
  field: JobOrderingField;
  label: string;
  /** The cell's text; null for the Match column, whose score comes from the stored scores (job-scores.tsx). */
  value: ((job: JobListItem) => string) | null;
  /** Long text that may wrap; other cells stay on one line. */
  wrap?: boolean;
  /** The first click sorts high to low (the best match first). */
  descendingFirst?: boolean;
}

const dateOf = (iso: string | null) => shortDate(iso);
const dayOf = (timestamp: string) => shortDate(timestamp.slice(0, 10));

export const tableColumns: TableColumn[] = [
  { field: 'title', label: 'Title', value: (job) => job.title, wrap: true },
  { field: 'company', label: 'Company', value: (job) => job.company, wrap: true },
  { field: 'location', label: 'Location', value: (job) => job.location, wrap: true },
  { field: 'stage', label: 'Stage', value: (job) => stageLabels[job.stage] },
  { field: 'match', label: 'Match', value: null, descendingFirst: true },
  { field: 'outcome', label: 'Outcome', value: (job) => (job.outcome ? outcomeLabels[job.outcome] : '') },
  { field: 'applied_on', label: 'Applied', value: (job) => dateOf(job.applied_on) },
  { field: 'follow_up_on', label: 'Follow-up', value: (job) => dateOf(job.follow_up_on) },
  { field: 'salary', label: 'Salary', value: (job) => job.salary },
  {
    field: 'employment_type',
    label: 'Type',
    value: (job) => (job.employment_type ? employmentTypeLabels[job.employment_type] : ''),
  },
  { field: 'remote', label: 'Remote', value: (job) => (job.remote ? remoteLabels[job.remote] : '') },
  { field: 'source', label: 'Source', value: (job) => job.source },
  { field: 'created_at', label: 'Added', value: (job) => dayOf(job.created_at) },
  { field: 'updated_at', label: 'Updated', value: (job) => dayOf(job.updated_at) },
];

export type Sort = { field: JobOrderingField; descending: boolean } | null;

/**
 * The next sort after clicking a column's header: ascending, then descending, then back to the default (the other
 * way round for a column sorted high to low first).
 */
export function nextSort(current: Sort, field: JobOrderingField, descendingFirst = false): Sort {
  if (current?.field !== field) return { field, descending: descendingFirst };
  return current.descending === descendingFirst ? { field, descending: !descendingFirst } : null;
}

export const orderingOf = (sort: Sort) => (sort ? `${sort.descending ? '-' : ''}${sort.field}` : undefined);
