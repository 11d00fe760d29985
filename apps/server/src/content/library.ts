/** The whole content library of one user, read in parallel: what drafts are built from and what a match reads. */
import type {
  Certification,
  Education,
  SectionItem,
  SectionKey,
  Skill,
  Snippet,
  WorkExperience,
} from '@hirestride/shared';
import type { LibraryContent } from '@hirestride/resume-formats';
import type { Database, Executor } from '../db/client.js';
import { readsTogether } from '../db/reads-together.js';
import { OwnedListRepository, type OwnedTable } from '../lists/owned-list-repository.js';
import { PersonalInfoRepository, type PersonalInfoRow } from './repository.js';
import { sections, type SectionDefinition } from './sections.js';

/** One section's items in the API's shape. */
async function itemsOf<K extends SectionKey, T extends OwnedTable>(
  db: Executor,
  definition: SectionDefinition<K, T>,
  userId: number,
): Promise<Array<SectionItem<K>>> {
  const rows = await new OwnedListRepository(db, definition.table).list(userId);
  return rows.map((row) => definition.toApi(row));
}

const sectionReaders: { [K in SectionKey]: (db: Executor, userId: number) => Promise<Array<SectionItem<K>>> } = {
  'work-experiences': (db, userId) => itemsOf(db, sections['work-experiences'], userId),
  skills: (db, userId) => itemsOf(db, sections.skills, userId),
  certifications: (db, userId) => itemsOf(db, sections.certifications, userId),
  education: (db, userId) => itemsOf(db, sections.education, userId),
  snippets: (db, userId) => itemsOf(db, sections.snippets, userId),
};

/** One list section's items in the API's shape. */
export function listSection<K extends SectionKey>(db: Executor, key: K, userId: number): Promise<Array<SectionItem<K>>>;
export function listSection(db: Executor, key: SectionKey, userId: number): Promise<unknown[]> {
  return sectionReaders[key](db, userId);
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
    () => listSection(db, 'work-experiences', userId),
    () => listSection(db, 'skills', userId),
    () => listSection(db, 'education', userId),
    () => listSection(db, 'certifications', userId),
    () => listSection(db, 'snippets', userId),
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
