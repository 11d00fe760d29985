/** The first rows of the file as they will be saved. */
import type { JobImportResult } from '@hirestride/shared/job-requests';
import { outcomeLabels, stageLabels } from '@hirestride/shared/job-choices';
import { shortDate } from '../../../lib/job-format';

const cell = 'px-3 py-2 align-top';
const blank = <span className="text-slate-500">—</span>;

export function PreviewTable({ rows, total }: { rows: JobImportResult['preview']; total: number }) {
  const caption =
    rows.length < total ? `The first ${rows.length} of ${total.toLocaleString('en-US')} jobs` : 'The jobs to import';
  return (
    // The table scrolls inside its own box on a narrow screen, never the page; the box takes focus to be scrolled.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-medium text-slate-600">
          {caption}, as they will be saved
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={`${cell} w-14`}>
              Row
            </th>
            <th scope="col" className={cell}>
              Title
            </th>
            <th scope="col" className={cell}>
              Company
            </th>
            <th scope="col" className={cell}>
              Location
            </th>
            <th scope="col" className={cell}>
              Stage
            </th>
            <th scope="col" className={cell}>
              Outcome
            </th>
            <th scope="col" className={`${cell} whitespace-nowrap`}>
              Applied
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((job) => (
            <tr key={job.row}>
              <td className={`${cell} text-slate-500 tabular-nums`}>{job.row}</td>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {job.title}
              </th>
              <td className={cell}>{job.company}</td>
              <td className={cell}>{job.location || blank}</td>
              <td className={`${cell} whitespace-nowrap`}>{stageLabels[job.stage]}</td>
              <td className={`${cell} whitespace-nowrap`}>{job.outcome ? outcomeLabels[job.outcome] : blank}</td>
              <td className={`${cell} whitespace-nowrap`}>{job.applied_on ? shortDate(job.applied_on) : blank}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
