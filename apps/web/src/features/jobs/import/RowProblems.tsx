/** The rows the preview leaves out: those that cannot be read (with each reason) and those already saved. */
import { Link } from 'react-router';
import type { JobImportResult } from '@hirestride/shared/job-requests';
import { paths } from '../../../app/paths';
import type { RowError } from './import-errors';

/** Long lists scroll inside their own box, so a file with hundreds of bad rows does not push the button away. */
const scrollBox = 'max-h-72 overflow-y-auto rounded-lg border p-3';

export function RowErrorList({ rows, label, tone }: { rows: RowError[]; label: string; tone: 'alert' | 'plain' }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A box that scrolls must be reachable by keyboard to be scrolled.
      tabIndex={rows.length > 8 ? 0 : undefined}
      className={`${scrollBox} ${tone === 'alert' ? 'border-red-200 bg-white/70' : 'border-amber-200 bg-amber-50'}`}
    >
      <ul className="space-y-2 text-sm">
        {rows.map(({ row, reasons }) => (
          <li key={row}>
            <span className="font-semibold">Row {row}:</span>
            {reasons.length === 1 ? (
              <span> {reasons[0]}</span>
            ) : (
              <ul className="mt-0.5 list-disc pl-5">
                {reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DuplicateList({ duplicates }: { duplicates: JobImportResult['duplicates'] }) {
  return (
    <div
      role="region"
      aria-label="Rows already saved"
      tabIndex={duplicates.length > 8 ? 0 : undefined}
      className={`${scrollBox} border-slate-200 bg-slate-50`}
    >
      <ul className="space-y-2 text-sm text-slate-700">
        {duplicates.map(({ row, title, company, existing_id }) => (
          <li key={row}>
            <span className="font-semibold text-slate-900">Row {row}:</span>{' '}
            {existing_id === null ? (
              <>
                {title} at {company} repeats an earlier row of the file.
              </>
            ) : (
              <>
                {/* A new tab, so that looking at the saved job does not lose the choices made here. */}
                <Link
                  to={paths.job(existing_id)}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  {title} at {company}
                  <span className="sr-only"> (opens in a new tab)</span>
                </Link>{' '}
                is already saved.
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
