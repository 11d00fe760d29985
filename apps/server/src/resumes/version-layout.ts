/** A resume version as every file, check and page count of it starts: its API shape and its layout. */
import { layoutResume, type ResumeLayout } from '@hirestride/resume-formats';
import type { ResumeVersion } from '@hirestride/shared';
import { listSection } from '../content/library.js';
import type { Database } from '../db/client.js';
import type { VersionRow } from './repository.js';
import { versionToApi } from './to-api.js';

/** The version and its layout, with the library's snippets it places. */
export async function versionLayout(
  db: Database,
  row: VersionRow,
): Promise<{ version: ResumeVersion; layout: ResumeLayout }> {
  const snippets = await listSection(db, 'snippets', row.userId);
  const version = versionToApi(row);
  return { version, layout: layoutResume(version, new Map(snippets.map((snippet) => [snippet.id, snippet]))) };
}
