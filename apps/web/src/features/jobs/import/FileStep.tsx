/** Step 1: choose or drop a CSV file (with a template to start from); once it is read, which file it is. */
import { useEffect, useId, useState, type Ref } from 'react';
import { JOB_IMPORT_MAX_BYTES, JOB_IMPORT_MAX_ROWS } from '@hirestride/shared/jobs-csv-columns';
import { buttonClass } from '../../../components/Dialog';
import { FileDropZone } from '../../../components/FileDropZone';
import { countOf } from './import-summary';
import { card, stepHeading } from './import-styles';
import { TEMPLATE_FILE_NAME, templateCsv } from './import-template';
import { formatFileSize } from './read-file';
import type { ImportState } from './useImport';

interface Props {
  state: ImportState;
  inputRef: Ref<HTMLInputElement>;
  onStartOver(): void;
}

/** An object URL for the template, revoked when the screen goes. */
function useTemplateUrl(): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
    // The URL exists only once the effect has run; setting it here is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, []);
  return url;
}

export function FileStep({ state, inputRef, onStartOver }: Props) {
  const inputId = useId();
  const templateUrl = useTemplateUrl();
  const { file, result, checkFailure } = state;
  const choosing = !file || (result === null && checkFailure !== null);

  return (
    <section className={card} aria-labelledby="import-step-file">
      <h2 id="import-step-file" className={stepHeading}>
        1. Choose a file
      </h2>
      {choosing ? (
        <>
          <FileDropZone onFile={(dropped) => void state.chooseFile(dropped)}>
            {(dragging) => (
              <>
                <p className="font-medium text-slate-800">
                  {dragging ? 'Drop the file to read it' : 'Drag a CSV file here'}
                </p>
                <p className="text-sm text-slate-500">or</p>
                <div>
                  <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
                    Choose a CSV file
                  </label>
                  <input
                    ref={inputRef}
                    id={inputId}
                    type="file"
                    accept=".csv,text/csv"
                    aria-describedby={state.fileError ? `${inputId}-error` : undefined}
                    aria-invalid={state.fileError ? true : undefined}
                    onChange={(event) => {
                      const chosen = event.target.files?.[0];
                      // Cleared, so that choosing the same file again (after fixing it) is noticed.
                      event.target.value = '';
                      if (chosen) void state.chooseFile(chosen);
                    }}
                    className="mt-2 block w-full max-w-xs text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700"
                  />
                </div>
                {state.reading && (
                  <p role="status" className="text-sm text-slate-600">
                    Reading the file…
                  </p>
                )}
                {state.fileError && (
                  <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
                    {state.fileError}
                  </p>
                )}
              </>
            )}
          </FileDropZone>
          <div className="mt-4 space-y-2 text-sm text-slate-600">
            <p>
              Any CSV file with a header row works: an export from Huntr, Teal or LinkedIn, or your own spreadsheet
              saved as CSV. Each job needs a title and a company; its location, link, stage, dates, notes and the other
              fields come along when the file has them. Up to {countOf(JOB_IMPORT_MAX_ROWS, 'row', 'rows')} and{' '}
              {formatFileSize(JOB_IMPORT_MAX_BYTES)} per file.
            </p>
            {templateUrl && (
              <p>
                Starting from scratch?{' '}
                <a
                  href={templateUrl}
                  download={TEMPLATE_FILE_NAME}
                  className="font-semibold text-brand-700 underline hover:text-brand-900"
                >
                  Download a template
                </a>{' '}
                with the columns HireStride reads.
              </p>
            )}
          </div>
        </>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{file.name}</p>
            <p className="text-sm text-slate-600" role="status">
              {result
                ? `${formatFileSize(file.size)} · ${countOf(result.total_rows, 'row', 'rows')} · ${countOf(result.headers.length, 'column', 'columns')}`
                : 'Checking the file…'}
            </p>
            {result && file.encoding === 'windows-1252' && (
              <p className="mt-2 text-sm text-amber-800">
                This file is not saved as UTF-8, so it was read as Windows-1252 (what Excel's plain “CSV” uses). If
                accented letters look wrong below, save it as “CSV UTF-8” and choose it again.
              </p>
            )}
          </div>
          <button type="button" onClick={onStartOver} className={buttonClass.secondary}>
            Start over
          </button>
        </div>
      )}
    </section>
  );
}
