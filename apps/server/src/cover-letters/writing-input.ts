/** What the writing tools read for one user and one job: the library as the match engine reads it, a name and contacts. */
import { contactLine, type ContactLine } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { readLibrary } from '../content/library.js';
import { toEngineLibrary } from '../matching/library-input.js';
import type { LetterJob, WritingLibrary } from '@hirestride/writing';

export async function writingLibrary(
  db: Database,
  user: { id: number; firstName: string; lastName: string },
): Promise<{ library: WritingLibrary; contactLine: ContactLine }> {
  const content = await readLibrary(db, user.id);
  const { info } = content;
  const name = info ? `${info.firstName} ${info.lastName}`.trim() : `${user.firstName} ${user.lastName}`.trim();
  return {
    library: { ...toEngineLibrary(content), name },
    // The letterhead's contact line, from the same read.
    contactLine: contactLine({
      email: info?.email ?? '',
      phone: info?.phone ?? '',
      location: info?.location ?? '',
      link: info?.linkedinUrl ?? '',
    }),
  };
}

/** The job a letter answers: a saved job's own fields, or what the user pasted. */
export function letterJob(
  saved: { title: string; company: string; postingText: string } | null,
  pasted: { posting?: string | undefined; title?: string | undefined; company?: string | undefined },
): LetterJob {
  if (saved) return { title: saved.title, company: saved.company, postingText: saved.postingText };
  return { title: pasted.title ?? '', company: pasted.company ?? '', postingText: pasted.posting ?? '' };
}
