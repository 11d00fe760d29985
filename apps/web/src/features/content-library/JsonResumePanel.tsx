/** The "JSON Resume" panel: download the library as a JSON Resume file, or import one after seeing what it adds. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { SECTION_KEYS, type SectionKey } from '@hirestride/shared/content';
import { ApiError } from '../../api/client';
import { contentKeys } from '../../api/content';
import { jsonResumeApi, type JsonResumeImportResult } from '../../api/json-resume';
import { CURRENT_USER_KEY } from '../../auth/AuthProvider';
import { buttonClass } from '../../components/Dialog';
import { importProblems, itemsText } from './import/import-problems';
import { sectionConfigs } from './section-configs';

/** The server's limit for the request; the file is sent as it is read, so its size is what counts. */
const MAX_BYTES = 2 * 1024 * 1024;
const CHECK_FAILED = 'The file could not be checked. Check your connection and try again.';

const sectionTitles = Object.fromEntries(
  Object.values(sectionConfigs).map((config) => [config.section, config.title]),
) as Record<SectionKey, string>;

interface Preview {
  fileName: string;
  document: object;
  result: JsonResumeImportResult;
}

/** What the server said is wrong with the file: each problem it lists, or its one sentence. */
const problemsOf = (error: unknown) => importProblems(error, CHECK_FAILED);

/** The file as a JSON object, or why it cannot be one; checked here so a wrong file gets an answer at once. */
async function readDocument(file: File): Promise<{ ok: true; document: object } | { ok: false; problem: string }> {
  if (file.size > MAX_BYTES) {
    return { ok: false, problem: 'This file is over 2 MB. A JSON Resume file is usually a few kilobytes.' };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'The file could not be read. It may have been moved or deleted; choose it again.' };
  }
  let parsed: unknown;
  try {
    // Some editors save JSON with a byte-order mark, which JSON.parse refuses.
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problem: 'This file is not JSON, so it is not a JSON Resume document.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, problem: 'This file is JSON, but not a JSON Resume document (one object with basics, work…).' };
  }
  return { ok: true, document: parsed };
}

function PreviewSections({ result }: { result: JsonResumeImportResult }) {
  const shown = SECTION_KEYS.filter(
    (key) => result.sections[key].add.length > 0 || result.sections[key].duplicates.count > 0,
  );
  return (
    <ul className="mt-3 space-y-3">
      {shown.map((key) => {
        const { add, duplicates } = result.sections[key];
        return (
          <li key={key}>
            <h4 className="font-semibold text-slate-900">
              {sectionTitles[key]}: {add.length} to add
            </h4>
            {add.length > 0 && (
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {add.map((item, index) => (
                  <li key={index} className="break-words">
                    {item.label}
                  </li>
                ))}
              </ul>
            )}
            {duplicates.count > 0 && (
              <p className="mt-1 break-words text-slate-600">
                {itemsText(duplicates.count)} skipped as already in your library or repeated in the file
                {duplicates.labels.length > 0 && `: ${duplicates.labels.join(', ')}`}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function JsonResumePanel() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only the last chosen file's answer may be shown, however the requests finish.
  const latest = useRef(0);
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);

  useEffect(() => {
    if (preview) headingRef.current?.focus();
  }, [preview]);

  const commit = useMutation({
    mutationFn: (document: object) => jsonResumeApi.importCommit(document),
    onSuccess: (result) => {
      toast.success(`Imported ${itemsText(result.total)} into your library`);
      for (const key of [contentKeys.personalInfo, ...SECTION_KEYS.map(contentKeys.section)])
        void queryClient.invalidateQueries({ queryKey: key });
      // About You also sets the account's name.
      if (result.personal_info.add) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      setPreview(null);
    },
    onError: (error) => {
      const found = problemsOf(error);
      toast.error(`Nothing was imported. ${found[0]}`);
      if (error instanceof ApiError && error.status === 400) setProblems(found);
    },
  });

  const choose = async (file: File) => {
    const attempt = ++latest.current;
    setPreview(null);
    setProblems([]);
    setChecking(true);
    const read = await readDocument(file);
    let next: Preview | null = null;
    let found: string[] = [];
    if (!read.ok) found = [read.problem];
    else {
      try {
        next = {
          fileName: file.name,
          document: read.document,
          result: await jsonResumeApi.importPreview(read.document),
        };
      } catch (error) {
        found = problemsOf(error);
      }
    }
    if (attempt !== latest.current) return;
    setChecking(false);
    setProblems(found);
    setPreview(next);
  };

  const cancel = () => {
    latest.current += 1;
    setPreview(null);
    setProblems([]);
    setChecking(false);
    inputRef.current?.focus();
  };

  const errorId = `${inputId}-error`;
  const total = preview?.result.total ?? 0;
  return (
    <section
      id="json-resume"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
        JSON Resume
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Move your library to or from other résumé tools with the open JSON Resume format.
      </p>
      <a href={jsonResumeApi.exportUrl} download="resume.json" className={`mt-4 inline-block ${buttonClass.secondary}`}>
        Download JSON Resume
      </a>

      <h3 className="mt-6 font-semibold text-slate-900">Import JSON Resume</h3>
      <p className="mt-1 text-sm text-slate-600">
        New entries are added beside yours; entries you already have are skipped and nothing is overwritten.
      </p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-800">
        JSON Resume file
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".json,application/json"
        disabled={commit.isPending}
        aria-describedby={problems.length > 0 ? errorId : undefined}
        aria-invalid={problems.length > 0 ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared, so that choosing the same file again (after fixing it) is noticed.
          event.target.value = '';
          if (chosen) void choose(chosen);
        }}
        className="mt-2 block w-full max-w-xs text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700"
      />
      {checking && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Checking the file…
        </p>
      )}
      {problems.length > 0 && (
        <div id={errorId} role="alert" className="mt-2 text-sm font-medium break-words text-red-700">
          {problems.length === 1 ? (
            <p>{problems[0]}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {problems.map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      {preview && (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {/* Focused when it appears so a screen reader reads the preview; a ring round a heading would look clickable. */}
          <h3
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
            className="font-semibold break-words text-slate-900"
          >
            {total > 0 ? `${preview.fileName}: ${itemsText(total)} to add` : `${preview.fileName}: nothing new to add`}
          </h3>
          <p className="mt-2 break-words">
            <span className="font-semibold text-slate-900">About You: </span>
            {preview.result.personal_info.label && `${preview.result.personal_info.label}. `}
            {preview.result.personal_info.note}
          </p>
          <PreviewSections result={preview.result} />
          {preview.result.warnings.length > 0 && (
            <div className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
              <h4 className="font-semibold">Not imported</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {preview.result.warnings.map((warning, index) => (
                  <li key={index} className="break-words">
                    {warning}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass.primary}
              disabled={total === 0 || commit.isPending}
              onClick={() => commit.mutate(preview.document)}
            >
              {commit.isPending ? 'Importing…' : `Import ${itemsText(total)}`}
            </button>
            <button type="button" className={buttonClass.secondary} disabled={commit.isPending} onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
