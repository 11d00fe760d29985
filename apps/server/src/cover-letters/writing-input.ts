/** What the writing tools read for one user and one job: the library as the match engine reads it, a name and contacts. */
import { contactLinks, displayLink } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { readLibrary } from '../content/library.js';
import { toEngineLibrary } from '../matching/library-input.js';
import type { LetterJob, WritingLibrary } from '@hirestride/writing';

export async function writingLibrary(
  db: Database,
  user: { id: number; firstName: string; lastName: string },
): Promise<{ library: WritingLibrary; contacts: string[]; links: Record<string, string> }> {
  const content = await readLibrary(db, user.id);
  const { info } = content;
  const name = info ? `${info.firstName} ${info.lastName}`.trim() : `${user.firstName} ${user.lastName}`.trim();
  // The letterhead's contact line, from the same read, in the order a resume's header gives it.
  const contacts = [
    info?.email,
    info?.phone,
    info?.location,
    info?.linkedinUrl && displayLink(info.linkedinUrl),
  ].filter((value): value is string => Boolean(value));
  return {
    library: { ...toEngineLibrary(content), name },
    contacts,
    links: contactLinks(contacts, info?.email ?? '', info?.linkedinUrl ?? ''),
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
