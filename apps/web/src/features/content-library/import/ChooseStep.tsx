/** Step 1: choose (or drop) the resume file, or paste its text; the read starts as soon as a file is chosen. */
import { useId } from 'react';
import { buttonClass } from '../../../components/Dialog';
import { FileDropZone } from '../../../components/FileDropZone';
import { acceptedFileTypes } from './choose-state';
import { card } from './review-parts';
import type { ReadResume } from './useReadResume';

function Problem({ id, message, onRetry }: { id: string; message: string; onRetry(): void }) {
  return (
    <div id={id} role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium break-words">{message}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-2`}>
        Try again
      </button>
    </div>
  );
}

export function ChooseStep({ reader }: { reader: ReadResume }) {
  const fileId = useId();
  const textId = useId();
  const { state } = reader;
  const busy = state.reading !== null;
  const fileError = state.error?.source === 'file' ? state.error.message : null;
  const textError = state.error?.source === 'text' ? state.error.message : null;

  return (
    <section className={card} aria-labelledby="resume-import-choose">
      <h2 id="resume-import-choose" className="text-lg font-semibold text-slate-900">
        Choose your resume
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We read a PDF, a Word document (.docx), your LinkedIn data export (.zip) or a text file, up to 10 MB. Nothing is
        saved until you check what we read and press Add to my library.
      </p>
      <FileDropZone onFile={reader.chooseFile} disabled={busy} className="gap-2 px-4 py-6">
        {(dragging) => (
          <>
            <label htmlFor={fileId} className="font-medium text-slate-800">
              Resume file
            </label>
            <input
              id={fileId}
              type="file"
              accept={acceptedFileTypes}
              disabled={busy}
              aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                // Cleared, so that choosing the same file again (after saving it anew) is noticed.
                event.target.value = '';
                if (chosen) reader.chooseFile(chosen);
              }}
              className="block w-full max-w-xs text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 disabled:cursor-wait"
            />
            <p id={`${fileId}-hint`} className="text-sm text-slate-600">
              {dragging ? 'Drop the file to read it' : 'or drag the file here'}
            </p>
            {state.file && (
              <p className="text-sm break-all text-slate-700">
                <span className="font-medium">Chosen:</span> {state.file.name}
              </p>
            )}
            {/* Always present, so that screen readers announce the words when they appear. */}
            <p role="status" className="text-sm font-medium text-brand-900">
              {state.reading === 'file' ? `Reading ${state.file?.name ?? 'your file'}… this takes a few seconds.` : ''}
            </p>
          </>
        )}
      </FileDropZone>
      {fileError && <Problem id={`${fileId}-error`} message={fileError} onRetry={reader.retry} />}

      <div className="mt-6 border-t border-slate-200 pt-4">
        <label htmlFor={textId} className="block font-medium text-slate-800">
          Paste the text instead
        </label>
        <p id={`${textId}-hint`} className="mt-1 text-sm text-slate-600">
          Copy everything from your resume and paste it here, if the file will not upload.
        </p>
        <textarea
          id={textId}
          rows={6}
          value={state.text}
          onChange={(event) => reader.setText(event.target.value)}
          aria-describedby={textError ? `${textId}-error` : `${textId}-hint`}
          aria-invalid={textError ? true : undefined}
          className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        <button type="button" className={`${buttonClass.primary} mt-3`} disabled={busy} onClick={reader.readPasted}>
          {state.reading === 'text' ? 'Reading…' : 'Read the text'}
        </button>
        <p role="status" className="mt-2 text-sm font-medium text-brand-900 empty:hidden">
          {state.reading === 'text' ? 'Reading the pasted text…' : ''}
        </p>
        {textError && <Problem id={`${textId}-error`} message={textError} onRetry={reader.retry} />}
      </div>
    </section>
  );
}
