/** A resume version as every file, check and page count of it starts: its API shape and its layout. */
import { layoutResume, type ResumeLayout } from '@hirestride/resume-formats';
import type { ResumeVersion, Snippet } from '@hirestride/shared';
import { listSection } from '../content/library.js';
import type { Database } from '../db/client.js';
import type { VersionRow } from './repository.js';
import { versionToApi } from './to-api.js';

type SnippetsById = Map<number, Snippet>;

const snippetsOf = async (db: Database, userId: number): Promise<SnippetsById> =>
  new Map((await listSection(db, 'snippets', userId)).map((snippet) => [snippet.id, snippet]));

function laidOut(row: VersionRow, snippets: SnippetsById): { version: ResumeVersion; layout: ResumeLayout } {
  const version = versionToApi(row);
  return { version, layout: layoutResume(version, snippets) };
}

/** The version and its layout, with the library's snippets it places. */
export async function versionLayout(
  db: Database,
  row: VersionRow,
): Promise<{ version: ResumeVersion; layout: ResumeLayout }> {
  return laidOut(row, await snippetsOf(db, row.userId));
}

/** Several versions of one user and their layouts, the library's snippets read once for all of them. */
export async function versionLayouts(
  db: Database,
  userId: number,
  rows: VersionRow[],
): Promise<Array<{ version: ResumeVersion; layout: ResumeLayout }>> {
  const snippets = await snippetsOf(db, userId);
  return rows.map((row) => laidOut(row, snippets));
}
