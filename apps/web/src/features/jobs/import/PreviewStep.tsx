/** Step 3: what the import will do (counts, first rows, rows left out), its two options, and the Import button. */
import { useId } from 'react';
import type { JobImportResult } from '@hirestride/shared/job-requests';
import { buttonClass } from '../../../components/Dialog';
import { countSentence, importButtonLabel, skipInvalidLabel } from './import-summary';
import { card, stepHeading } from './import-styles';
import { PreviewTable } from './PreviewTable';
import { DuplicateList, RowErrorList } from './RowProblems';
import type { ImportState } from './useImport';

interface Props {
  state: ImportState;
  result: JobImportResult;
}

const checkboxClass = 'mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 accent-brand-600';

export function PreviewStep({ state, result }: Props) {
  const id = useId();
  const { skipDuplicates, skipInvalid, updating, checkFailure } = state;
  const unreadable = result.errors.length;
  const mappingReady = result.mapping_problems.length === 0;

  return (
    <section className={card} aria-labelledby="import-step-preview" aria-busy={updating}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="import-step-preview" className={stepHeading}>
          3. Check and import
        </h2>
        {updating && (
          <span className="flex items-center gap-2 text-sm text-slate-500">
            <span
              aria-hidden="true"
              className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
            Updating…
          </span>
        )}
      </div>

      {checkFailure && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p role="alert" className="min-w-0 flex-1">
            The preview could not be updated. {checkFailure.message}
          </p>
          <button type="button" onClick={state.retryCheck} className={buttonClass.secondary}>
            Try again
          </button>
        </div>
      )}

      <div className={`transition-opacity ${updating ? 'opacity-60' : ''}`}>
        <p role="status" className="mt-3 font-medium text-slate-900">
          {mappingReady
            ? countSentence(result, { skipDuplicates, skipInvalid })
            : 'Choose the columns for Title and Company to see what will be imported.'}
        </p>

        {mappingReady && result.preview.length > 0 && (
          <div className="mt-4">
            <PreviewTable rows={result.preview} total={result.importable} />
          </div>
        )}

        {unreadable > 0 && (
          <div className="mt-6">
            <h3 className="text-base font-semibold text-slate-900">Rows that cannot be read</h3>
            <p className="mt-1 mb-2 text-sm text-slate-600">
              Fix these in your file and choose it again, or leave them out below. A different column or date order
              above may also help.
            </p>
            <RowErrorList rows={result.errors} label="Rows that cannot be read" tone="plain" />
          </div>
        )}

        {result.duplicates.length > 0 && (
          <div className="mt-6">
            <h3 className="text-base font-semibold text-slate-900">Already saved</h3>
            <p className="mt-1 mb-2 text-sm text-slate-600">
              These match a job you have saved (the same posting link, or the same title and company), or an earlier row
              of this file.
            </p>
            <DuplicateList duplicates={result.duplicates} />
          </div>
        )}
      </div>

      <fieldset className="mt-6 space-y-3 border-t border-slate-100 pt-5">
        <legend className="sr-only">Import options</legend>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-duplicates`}
            type="checkbox"
            checked={skipDuplicates}
            onChange={(event) => state.setSkipDuplicates(event.target.checked)}
            className={checkboxClass}
          />
          <label htmlFor={`${id}-duplicates`} className="text-sm text-slate-800">
            Leave out jobs already saved
          </label>
        </div>
        {unreadable > 0 && (
          <div className="flex items-start gap-3">
            <input
              id={`${id}-invalid`}
              type="checkbox"
              checked={skipInvalid}
              aria-describedby={`${id}-invalid-help`}
              onChange={(event) => state.setSkipInvalid(event.target.checked)}
              className={checkboxClass}
            />
            <div className="text-sm">
              <label htmlFor={`${id}-invalid`} className="text-slate-800">
                {skipInvalidLabel(unreadable)}
              </label>
              <p id={`${id}-invalid-help`} className="text-slate-500">
                Otherwise nothing is imported while a row cannot be read.
              </p>
            </div>
          </div>
        )}
      </fieldset>

      <div className="mt-6 flex sm:justify-end">
        <button
          type="button"
          onClick={() => void state.runImport()}
          disabled={!state.canImport}
          aria-busy={state.importing || undefined}
          className={`w-full rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-brand-600 disabled:opacity-50 sm:w-auto ${state.importing ? 'cursor-wait' : 'disabled:cursor-not-allowed'}`}
        >
          {state.importing ? 'Importing…' : importButtonLabel(mappingReady ? result.importable : 0)}
        </button>
      </div>
    </section>
  );
}
