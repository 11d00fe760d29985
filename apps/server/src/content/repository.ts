/** About You: one row per user. The library's five list sections are owned lists (lists/owned-list-repository.ts). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { personalInfo } from '../db/schema.js';
import { atVersion, nextVersion } from '../db/versions.js';

export type PersonalInfoRow = typeof personalInfo.$inferSelect;
export interface PersonalInfoValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Left out: unchanged by an update, '' on a new row. */
  location?: string | undefined;
  linkedin_url?: string | undefined;
}

const toColumns = (v: PersonalInfoValues) => ({
  firstName: v.first_name,
  lastName: v.last_name,
  email: v.email,
  phone: v.phone,
  ...(v.location === undefined ? {} : { location: v.location }),
  ...(v.linkedin_url === undefined ? {} : { linkedinUrl: v.linkedin_url }),
});

export class PersonalInfoRepository {
  constructor(private readonly db: Executor) {}

  async get(userId: number): Promise<PersonalInfoRow | null> {
    const rows = await this.db.select().from(personalInfo).where(eq(personalInfo.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * The saved row, its version moved on; null when the user has none yet (nothing is created), or (with `expected`)
   * when it is no longer that version.
   */
  async update(userId: number, values: PersonalInfoValues, expected?: number): Promise<PersonalInfoRow | null> {
    const rows = await this.db
      .update(personalInfo)
      .set({ ...toColumns(values), version: nextVersion(personalInfo.version) })
      .where(and(eq(personalInfo.userId, userId), atVersion(personalInfo.version, expected)))
      .returning();
    return rows[0] ?? null;
  }

  /** Null when one already exists (the unique owner index decides under concurrency). */
  async create(userId: number, values: PersonalInfoValues): Promise<PersonalInfoRow | null> {
    const rows = await this.db
      .insert(personalInfo)
      .values({ ...toColumns(values), userId })
      .onConflictDoNothing({ target: personalInfo.userId })
      .returning();
    return rows[0] ?? null;
  }
}
