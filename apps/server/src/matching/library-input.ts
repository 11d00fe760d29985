/** The content library as the match engine reads it, and a fingerprint that changes whenever that reading would. */
import { createHash } from 'node:crypto';
import type { Library } from '@hirestride/match';
import type { ContentLibrary } from '../content/library.js';

// About You holds only names and contact details, which no requirement asks for: leaving it out keeps a renamed
// user's scores fresh.
export function toEngineLibrary(content: ContentLibrary): Library {
  return {
    skills: content.skills.map(({ id, skill_name, category }) => ({ id, skill_name, category })),
    experiences: content.experience.map(({ id, job_title, company, start_date, end_date, description }) => ({
      id,
      job_title,
      company,
      start_date,
      end_date,
      description,
    })),
    education: content.education.map(({ id, degree, field, institution }) => ({ id, degree, field, institution })),
    certifications: content.certifications.map(({ id, cert_name, issuer }) => ({ id, cert_name, issuer })),
    snippets: content.snippets.map(({ id, title, content: text }) => ({ id, title, content: text })),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Changes when anything the engine reads changes (item order included, since evidence follows it). */
export const libraryFingerprint = (library: Library) => sha256(JSON.stringify(library));

export const postingFingerprint = (title: string, postingText: string) => sha256(`${title}\u0000${postingText}`);

const EMPTY_LIBRARY_PRINT = libraryFingerprint(
  toEngineLibrary({ info: null, experience: [], skills: [], education: [], certifications: [], snippets: [] }),
);

/**
 * A stored score computed against an empty library, now that the library has something in it: a 0 that never meant
 * anything, so it is treated as no score (scored afresh) rather than as an out-of-date one.
 */
export const scoredAgainstNothing = (row: { libraryFingerprint: string }, libraryEmptyNow: boolean): boolean =>
  !libraryEmptyNow && row.libraryFingerprint === EMPTY_LIBRARY_PRINT;
