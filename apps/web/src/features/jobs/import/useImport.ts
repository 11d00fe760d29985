/** The import screen's state: the file read in the browser, the column choices, their dry runs and the real run. */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { JobImportRequest, JobImportResult } from '@hirestride/shared/job-requests';
import type { DateFormat, JobCsvField } from '@hirestride/shared/jobs-csv-columns';
import { jobKeys, jobsApi } from '../../../api/jobs';
import { paths } from '../../../app/paths';
import { describeFailure, failureMessages, type ImportFailure } from './import-errors';
import { importedMessage } from './import-summary';
import { completeMapping, type FullMapping } from './mapping';
import { readCsvFile, type FileEncoding } from './read-file';

/** How long the choices must stay still before they are checked again: one request per pause, not per click. */
export const RECHECK_DELAY_MS = 300;

export interface LoadedFile {
  id: number;
  name: string;
  size: number;
  text: string;
  encoding: FileEncoding;
}

/** What a dry run is asked. Null mapping or date format: the server suggests one from the file. */
interface Settings {
  fileId: number;
  mapping: FullMapping | null;
  dateFormat: DateFormat | null;
  skipDuplicates: boolean;
}

function dryRunRequest(file: LoadedFile, settings: Settings): JobImportRequest {
  return {
    csv: file.text,
    dry_run: true,
    skip_duplicates: settings.skipDuplicates,
    ...(settings.mapping ? { mapping: settings.mapping } : {}),
    ...(settings.dateFormat ? { date_format: settings.dateFormat } : {}),
  };
}

export function useImport() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  // What the controls show (draft) and what was last sent to be checked (applied): they differ during the pause.
  const [draft, setDraft] = useState<Settings | null>(null);
  const [applied, setApplied] = useState<Settings | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [importFailure, setImportFailure] = useState<ImportFailure | null>(null);
  // The last answer stays on screen while the next is on its way, and when the next one fails.
  const [shown, setShown] = useState<{ fileId: number; result: JobImportResult } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastFileId = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const request = file && applied?.fileId === file.id ? dryRunRequest(file, applied) : null;
  const check = useQuery({
    // The file is named by its id: its text (up to 10 MB) has no place in a query key.
    queryKey: ['job-import', 'dry-run', applied],
    queryFn: request ? () => jobsApi.importCsv(request) : skipToken,
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  if (check.data && applied && shown?.result !== check.data) setShown({ fileId: applied.fileId, result: check.data });

  const result = file && shown?.fileId === file.id ? shown.result : null;
  const checkFailure = check.error ? describeFailure(check.error, 'check') : null;
  const updating = draft !== applied || check.isFetching;
  const mapping = draft?.mapping ?? (result ? completeMapping(result.mapping) : null);
  const dateFormat = draft?.dateFormat ?? result?.date_format ?? 'iso';

  const importer = useMutation({ mutationFn: (body: JobImportRequest) => jobsApi.importCsv(body) });
  const canImport =
    result !== null &&
    !updating &&
    !checkFailure &&
    !importer.isPending &&
    result.mapping_problems.length === 0 &&
    result.importable > 0;

  const reset = () => {
    window.clearTimeout(timer.current);
    setFile(null);
    setDraft(null);
    setApplied(null);
    setShown(null);
    setSkipInvalid(false);
    setImportFailure(null);
    setFileError(null);
  };

  const chooseFile = async (chosen: File) => {
    reset();
    setReading(true);
    const id = ++lastFileId.current;
    const read = await readCsvFile(chosen);
    // A file chosen meanwhile wins.
    if (id !== lastFileId.current) return;
    setReading(false);
    if (!read.ok) {
      setFileError(read.error);
      return;
    }
    const settings: Settings = { fileId: id, mapping: null, dateFormat: null, skipDuplicates: true };
    setFile({ id, name: chosen.name, size: chosen.size, text: read.text, encoding: read.encoding });
    setDraft(settings);
    setApplied(settings);
  };

  const startOver = () => {
    lastFileId.current += 1;
    setReading(false);
    reset();
  };

  const change = (patch: Partial<Settings>, { wait }: { wait: boolean }) => {
    if (!draft) return;
    const next = { ...draft, ...patch };
    setDraft(next);
    window.clearTimeout(timer.current);
    if (wait) timer.current = window.setTimeout(() => setApplied(next), RECHECK_DELAY_MS);
    else setApplied(next);
  };

  const runImport = async () => {
    if (!file || !result || !applied || !canImport) return;
    setImportFailure(null);
    try {
      // Exactly what the preview showed: the mapping and date order the last dry run used.
      const done = await importer.mutateAsync({
        csv: file.text,
        mapping: result.mapping,
        date_format: result.date_format,
        dry_run: false,
        skip_duplicates: applied.skipDuplicates,
        skip_invalid: skipInvalid,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.dashboard }),
      ]);
      toast.success(importedMessage(done.imported));
      await navigate(paths.tracker);
    } catch (error) {
      const failure = describeFailure(error, 'import');
      setImportFailure(failure);
      if (failure.offline) toast.error(failureMessages.offlineToast);
    }
  };

  return {
    file,
    reading,
    fileError,
    result,
    /** The answer on screen is for an earlier choice; a newer one is being checked. */
    updating,
    checkFailure,
    /** When the check last failed, so that each failure is announced once. */
    checkFailedAt: check.errorUpdatedAt,
    retryCheck: () => void check.refetch(),
    mapping,
    dateFormat,
    skipDuplicates: draft?.skipDuplicates ?? true,
    skipInvalid,
    importing: importer.isPending,
    importFailure,
    canImport,
    chooseFile,
    startOver,
    setColumn: (field: JobCsvField, header: string | null) =>
      mapping && change({ mapping: { ...mapping, [field]: header } }, { wait: true }),
    setDateFormat: (format: DateFormat) => change({ dateFormat: format }, { wait: true }),
    setSkipDuplicates: (skip: boolean) => change({ skipDuplicates: skip }, { wait: false }),
    setSkipInvalid,
    runImport,
  };
}

export type ImportState = ReturnType<typeof useImport>;
