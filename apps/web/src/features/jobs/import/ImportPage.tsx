/** Import jobs from CSV (/tracker/import): choose a file, match its columns, check the preview, import. */
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { FailureAlert } from './FailureAlert';
import { FileStep } from './FileStep';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { useImport } from './useImport';

export function ImportPage() {
  const state = useImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const mappingHeading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const { result, checkFailure, importFailure } = state;

  // A file that could be read: the next thing to do is match its columns, so that is where focus goes.
  const resultFileId = result ? state.file?.id : undefined;
  useEffect(() => {
    if (resultFileId !== undefined) mappingHeading.current?.focus();
  }, [resultFileId]);

  // A file the server refused, or an import that failed, is explained at the top: take the user there.
  const firstCheckFailed = checkFailure !== null && result === null;
  const topFailure = importFailure ?? (firstCheckFailed ? checkFailure : null);
  const announceKey = importFailure ?? (firstCheckFailed ? state.checkFailedAt : null);
  useEffect(() => {
    if (announceKey !== null) alert.current?.focus();
  }, [announceKey]);

  const startOver = () => {
    flushSync(state.startOver);
    fileInput.current?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Import jobs</h1>
          <p className="mt-1 max-w-2xl text-slate-600">
            Bring your job search over from a spreadsheet or another tracker such as Huntr or Teal. Nothing is saved
            until you press Import.
          </p>
        </div>
        <Link
          to={paths.tracker}
          className="shrink-0 rounded-lg px-1 py-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <span aria-hidden="true">← </span>Back to the board
        </Link>
      </header>

      {topFailure && (
        <FailureAlert
          ref={alert}
          failure={topFailure}
          title={
            topFailure.fileRefused
              ? `${state.file?.name ?? 'This file'} cannot be imported`
              : !importFailure
                ? 'The file could not be checked'
                : importFailure.offline
                  ? 'The import did not finish'
                  : 'Nothing was imported'
          }
          onRetry={!importFailure && topFailure.offline ? state.retryCheck : undefined}
        />
      )}

      <FileStep state={state} inputRef={fileInput} onStartOver={startOver} />
      {result && state.mapping && (
        <>
          <MappingStep state={state} result={result} mapping={state.mapping} headingRef={mappingHeading} />
          <PreviewStep state={state} result={result} />
        </>
      )}
    </div>
  );
}
