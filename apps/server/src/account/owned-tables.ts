/** Every table holding a user's rows, found from the schema itself, so a new table is exported and counted. */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.js';

export interface OwnedTable {
  name: string;
  table: PgTable;
  owner: PgColumn;
  /** How the account page names its rows ("saved jobs"); absent for bookkeeping the user does not think of. */
  label?: string;
}

/** The words for each table on the delete dialog; a table missing here is still exported and deleted. */
const LABELS: Record<string, string> = {
  personal_info: 'About You',
  work_experiences: 'work experiences',
  skills: 'skills',
  certifications: 'certifications',
  education: 'education entries',
  snippets: 'snippets',
  resume_versions: 'resumes',
  jobs: 'saved jobs',
  job_contacts: 'job contacts',
  job_interviews: 'interviews',
  activities: 'activity entries',
  job_matches: 'match results',
  cover_letters: 'cover letters',
  interview_answers: 'practice answers',
  interview_stars: 'starred questions',
  sessions: 'signed-in devices',
};

/**
 * Deleted with the account, never exported: sign-in secrets (keys, not the user's content) and the mail queue
 * (bookkeeping of mails we sent them).
 */
const NOT_EXPORTED = new Set(['refresh_tokens', 'outbox']);

export const ownedTables: OwnedTable[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const owner = Object.values(getTableColumns(table)).find((column) => column.name === 'user_id');
    const name = getTableName(table);
    return owner ? [{ name, table, owner, ...(LABELS[name] ? { label: LABELS[name] } : {}) }] : [];
  });

export const exportedTables = ownedTables.filter((owned) => !NOT_EXPORTED.has(owned.name));
