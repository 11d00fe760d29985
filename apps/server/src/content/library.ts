/** The whole content library of one user, read in parallel: what drafts are built from and what a match reads. */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Certification, Education, Skill, Snippet, WorkExperience } from '@hirestride/shared';
import type { LibraryContent } from '@hirestride/resume-formats';
import type { Database } from '../db/client.js';
import { OwnedListRepository } from '../lists/owned-list-repository.js';
import { PersonalInfoRepository, type PersonalInfoRow } from './personal-info-repository.js';
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

/**
 * The library's six reads: in parallel on a pool (each on a connection of its own), one after another inside a
 * transaction, whose one connection runs one query at a time (pg 8 warns when queries queue on a client, pg 9
 * refuses them).
 */
export async function readLibrary(db: Database, userId: number): Promise<ContentLibrary> {
  const reads = [
    () => new PersonalInfoRepository(db).get(userId),
    () => listSection<WorkExperience>(db, 'work-experiences', userId),
    () => listSection<Skill>(db, 'skills', userId),
    () => listSection<Education>(db, 'education', userId),
    () => listSection<Certification>(db, 'certifications', userId),
    () => listSection<Snippet>(db, 'snippets', userId),
  ] as const;
  const results: unknown[] = [];
  if (db instanceof PgTransaction) {
    for (const read of reads) results.push(await read());
  } else {
    results.push(...(await Promise.all(reads.map((read) => read()))));
  }
  const [info, experience, skills, education, certifications, snippets] = results as [
    PersonalInfoRow | null,
    WorkExperience[],
    Skill[],
    Education[],
    Certification[],
    Snippet[],
  ];
  return { info, experience, skills, education, certifications, snippets };
}

/** The library in the shape the JSON Resume mapping reads. */
export async function libraryContent(db: Database, userId: number): Promise<LibraryContent> {
  const { info, ...lists } = await readLibrary(db, userId);
  return {
    ...lists,
    personal_info: info
      ? { first_name: info.firstName, last_name: info.lastName, email: info.email, phone: info.phone }
      : null,
  };
}
