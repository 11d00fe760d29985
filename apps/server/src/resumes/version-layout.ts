/** A resume version the caller owns, as every file and check of it starts: its API shape and its layout. */
import { layoutResume, type ResumeLayout } from '@hirestride/resume-formats';
import type { ResumeVersion, Snippet } from '@hirestride/shared';
import { listSection } from '../content/library.js';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/ids.js';
import { ResumesRepository, versionToApi } from './repository.js';

/** The version (404 for another user's, so its existence is not revealed) and its layout with the snippets it places. */
export async function loadVersionLayout(
  db: Database,
  userId: number,
  rawId: string,
): Promise<{ version: ResumeVersion; layout: ResumeLayout }> {
  const row = await new ResumesRepository(db).byId(userId, parseId(rawId));
  if (!row) throw notFound();
  const snippets = await listSection<Snippet>(db, 'snippets', userId);
  const version = versionToApi(row);
  return { version, layout: layoutResume(version, new Map(snippets.map((snippet) => [snippet.id, snippet]))) };
}
