/** The whole content library of one user, read in parallel: what drafts are built from and what a match reads. */
import type { Certification, Education, Skill, Snippet, WorkExperience } from '@hirestride/shared';
import type { LibraryContent } from '@hirestride/resume-formats';
import type { Database } from '../db/client.js';
import { readsTogether } from '../db/reads-together.js';
import { OwnedListRepository } from '../lists/owned-list-repository.js';
import { PersonalInfoRepository, type PersonalInfoRow } from './repository.js';
import { sectionDefinitions } from './sections.js';

/** One list section's items in the API's shape. */
export async function listSection<T>(db: Database, key: string, userId: number): Promise<T[]> {
  const definition = sectionDefinitions.find((entry) => entry.key === key)!;
  const rows = await new OwnedListRepository(db, definition.table).list(userId);
  return rows.map((row) => definition.toApi(row) as T);
}

export interface ContentLibrary {
  info: PersonalInfoRow | null;
  experience: WorkExperience[];
  skills: Skill[];
  education: Education[];
  certifications: Certification[];
  snippets: Snippet[];
}

/** The library's six reads, together on a pool, one after another inside a transaction (db/reads-together.ts). */
export async function readLibrary(db: Database, userId: number): Promise<ContentLibrary> {
  const [info, experience, skills, education, certifications, snippets] = await readsTogether(db, [
    () => new PersonalInfoRepository(db).get(userId),
    () => listSection<WorkExperience>(db, 'work-experiences', userId),
    () => listSection<Skill>(db, 'skills', userId),
    () => listSection<Education>(db, 'education', userId),
    () => listSection<Certification>(db, 'certifications', userId),
    () => listSection<Snippet>(db, 'snippets', userId),
  ] as const);
  return { info, experience, skills, education, certifications, snippets };
}

/** The library in the shape the JSON Resume mapping reads. */
export async function libraryContent(db: Database, userId: number): Promise<LibraryContent> {
  const { info, ...lists } = await readLibrary(db, userId);
  return {
    ...lists,
    personal_info: info
      ? {
          first_name: info.firstName,
          last_name: info.lastName,
          email: info.email,
          phone: info.phone,
          location: info.location,
          linkedin_url: info.linkedinUrl,
        }
      : null,
  };
}
