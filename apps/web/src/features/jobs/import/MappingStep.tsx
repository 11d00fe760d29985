/** Step 2: which column of the file holds each job field, and how its dates are written. */
import { useId, type Ref } from 'react';
import type { JobImportResult } from '@hirestride/shared/job-requests';
import { DATE_FORMATS, JOB_CSV_COLUMNS, type DateFormat } from '@hirestride/shared/jobs-csv-columns';
import { describedBy, FieldFrame, inputClass } from '../../../components/FieldFrame';
import { card, noFocusRing, stepHeading } from './import-styles';
import { fieldHints, REQUIRED_FIELDS, type FullMapping } from './mapping';
import type { ImportState } from './useImport';

const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  iso: 'Year-month-day (2026-12-31)',
  dmy: 'Day-month-year (31/12/2026)',
  mdy: 'Month-day-year (12/31/2026)',
};

interface Props {
  state: ImportState;
  result: JobImportResult;
  mapping: FullMapping;
  headingRef: Ref<HTMLHeadingElement>;
}

export function MappingStep({ state, result, mapping, headingRef }: Props) {
  const id = useId();
  const hints = fieldHints(mapping);
  const dateId = `${id}-dates`;
  const dateHelp = 'Dates written 2026-12-31 are always read; this decides how 03/04/2026 is read.';

  return (
    <section className={card} aria-labelledby="import-step-mapping">
      <h2 id="import-step-mapping" ref={headingRef} tabIndex={-1} style={noFocusRing} className={stepHeading}>
        2. Match your columns
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        HireStride matched the columns it recognised. For each field, choose the column of your file that holds it, or
        “Don’t import”. Fields marked <span className="text-red-600">*</span> are required.
      </p>

      <div className="mt-5 grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {JOB_CSV_COLUMNS.map(({ field, header }) => {
          const selectId = `${id}-${field}`;
          const hint = hints[field];
          return (
            <FieldFrame key={field} id={selectId} label={header} required={REQUIRED_FIELDS.has(field)} error={hint}>
              <select
                id={selectId}
                value={mapping[field] ?? ''}
                aria-required={REQUIRED_FIELDS.has(field) || undefined}
                {...describedBy(selectId, undefined, hint)}
                onChange={(event) => state.setColumn(field, event.target.value || null)}
                className={inputClass(hint)}
              >
                <option value="">Don’t import</option>
                {result.headers.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </select>
            </FieldFrame>
          );
        })}
      </div>

      <div className="mt-6 border-t border-slate-100 pt-5 sm:max-w-sm">
        <FieldFrame id={dateId} label="How dates are written" help={dateHelp}>
          <select
            id={dateId}
            value={state.dateFormat}
            {...describedBy(dateId, dateHelp)}
            onChange={(event) => state.setDateFormat(event.target.value as DateFormat)}
            className={inputClass()}
          >
            {DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {DATE_FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>

      {/* Polite: the list changes with every choice, and each change need not interrupt. */}
      <div aria-live="polite">
        {result.mapping_problems.length > 0 && (
          <div className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">Before you can import:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {result.mapping_problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
