/** JSON Resume export and import of the content library (/api/content/json-resume/). */
import type { JsonResumeImportResult } from '@hirestride/shared/content';

export type { JsonResumeImportResult };
import { api } from './client';

const BASE = '/api/content/json-resume/';

const importDocument = (document: object, dryRun: boolean) =>
  api.post<JsonResumeImportResult>(`${BASE}import/`, { document, dry_run: dryRun });

export const jsonResumeApi = {
  /** For a download link: the server answers with the file as an attachment. */
  exportUrl: `${import.meta.env.VITE_API_URL ?? ''}${BASE}`,
  /** What importing would add; stores nothing. */
  importPreview: (document: object) => importDocument(document, true),
  /** Stores everything the preview listed, or nothing at all. */
  importCommit: (document: object) => importDocument(document, false),
};
