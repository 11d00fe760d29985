/**
 * The import's dry run over the edited document, asked again 600 ms after the last edit (typing does not send a
 * request per key), so the review can say what the library already holds without a separate Check step.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { jsonResumeApi, type JsonResumeImportResult } from '../../../api/json-resume';
import { importProblems } from './import-problems';

export const PREVIEW_DELAY_MS = 600;

export interface ImportPreview {
  preview: JsonResumeImportResult | undefined;
  /** An edit not yet checked, or a check under way. */
  checking: boolean;
  problems: string[];
}

export function useImportPreview(document: object): ImportPreview {
  const json = JSON.stringify(document);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(json), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json]);
  const query = useQuery({
    queryKey: ['resume-import-preview', settled],
    queryFn: () => jsonResumeApi.importPreview(JSON.parse(settled) as object),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    preview: query.isError ? undefined : query.data,
    checking: json !== settled || query.isFetching,
    problems: query.isError ? importProblems(query.error) : [],
  };
}
