/** JSON Resume export and import of the content library (/api/content/json-resume/). */
import type { SectionKey } from '@hirestride/shared/content';
import { api } from './client';

const BASE = '/api/content/json-resume/';

/** What an import adds, or would add; the server's answer to both the preview and the real run. */
export interface JsonResumeImportResult {
  dry_run: boolean;
  /** True once the items are stored. */
  imported: boolean;
  /** Items added (or to be added), About You included. */
  total: number;
  sections: Record<SectionKey, { add: Array<{ label: string }>; duplicates: { count: number; labels: string[] } }>;
  personal_info: { add: boolean; label: string | null; note: string };
  /** What the file holds that is not imported, and why. */
  warnings: string[];
}

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
