/** The jobs as a table of the chosen columns, each heading a button that sorts by it. */
import { Link } from 'react-router';
import type { JobListItem } from '@hirestride/shared/jobs';
import { paths } from '../../../app/paths';
import { MatchChip } from '../job-scores';
import { nextSort, type Sort, type TableColumn } from './table-columns';

interface Props {
  rows: JobListItem[];
  columns: TableColumn[];
  sort: Sort;
  onSort(sort: Sort): void;
}

export function JobGrid({ rows, columns, sort, onSort }: Props) {
  return (
    <table className="min-w-full text-left text-sm">
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          {columns.map((column) => (
            <th
              key={column.field}
              scope="col"
              aria-sort={sort?.field === column.field ? (sort.descending ? 'descending' : 'ascending') : 'none'}
              className="px-3 py-2 font-semibold whitespace-nowrap"
            >
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded hover:text-brand-700"
                onClick={() => onSort(nextSort(sort, column.field, column.descendingFirst))}
              >
                {column.label}
                <span aria-hidden="true" className="text-xs text-slate-400">
                  {sort?.field === column.field ? (sort.descending ? '▼' : '▲') : '↕'}
                </span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((job) => (
          <tr key={job.id} data-testid="job-row" className="hover:bg-slate-50">
            {columns.map((column) => (
              <td
                key={column.field}
                className={`px-3 py-2 align-top ${column.wrap ? 'min-w-[8rem]' : 'whitespace-nowrap'}`}
              >
                {column.field === 'title' ? (
                  <Link to={paths.job(job.id)} className="font-medium text-brand-700 hover:underline">
                    {job.title}
                  </Link>
                ) : column.value ? (
                  column.value(job)
                ) : (
                  <MatchChip jobId={job.id} short />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
