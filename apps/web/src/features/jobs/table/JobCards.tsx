/** The jobs as a list of cards, for a phone: the title as the link to the job, then the chosen columns, each named. */
import { Link } from 'react-router';
import type { JobListItem } from '@hirestride/shared/jobs';
import { paths } from '../../../app/paths';
import { MatchChip, useJobScore } from '../job-scores';
import type { TableColumn } from './table-columns';

interface Props {
  rows: JobListItem[];
  columns: TableColumn[];
  className?: string;
}

export function JobCards({ rows, columns, className = '' }: Props) {
  const fields = columns.filter((column) => column.field !== 'title');
  return (
    <ul aria-label="Jobs" className={`grid gap-2 ${className}`}>
      {rows.map((job) => (
        <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <h2 className="font-semibold break-words">
            <Link to={paths.job(job.id)} className="text-brand-700 hover:underline">
              {job.title}
            </Link>
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            {fields.map((column) => (
              <CardField key={column.field} job={job} column={column} />
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** One named value; a field the job leaves empty is left out, so a card is only as long as what it says. */
function CardField({ job, column }: { job: JobListItem; column: TableColumn }) {
  const score = useJobScore(job.id);
  const text = column.value?.(job);
  if (column.value ? !text : !score) return null;
  return (
    <>
      <dt className="text-slate-500">{column.label}</dt>
      <dd className="break-words text-slate-900">{column.value ? text : <MatchChip jobId={job.id} short />}</dd>
    </>
  );
}
