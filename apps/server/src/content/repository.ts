/** About You: one row per user; saving it also updates the user's own first and last name. */
import { eq } from 'drizzle-orm';
import type { PersonalInfo } from '@hirestride/shared';
import type { Database, Executor } from '../db/client.js';
import { personalInfo, users } from '../db/schema.js';

type Row = typeof personalInfo.$inferSelect;
export type PersonalInfoRow = Row;
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The user's own names follow About You. */
async function syncNames(tx: Transaction, userId: number, values: PersonalInfoValues): Promise<void> {
  await tx.update(users).set({ firstName: values.first_name, lastName: values.last_name }).where(eq(users.id, userId));
}

export function personalInfoToApi(row: Row): PersonalInfo {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    linkedin_url: row.linkedinUrl,
  };
}

export class PersonalInfoRepository {
  constructor(private readonly db: Executor) {}

  async get(userId: number): Promise<Row | null> {
    const rows = await this.db.select().from(personalInfo).where(eq(personalInfo.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  /** Null when the user has none yet (nothing is created). */
  async update(userId: number, values: PersonalInfoValues): Promise<Row | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(personalInfo)
        .set(toColumns(values))
        .where(eq(personalInfo.userId, userId))
        .returning();
      if (rows[0]) await syncNames(tx, userId, values);
      return rows[0] ?? null;
    });
  }

  /** Null when one already exists (the unique owner index decides under concurrency). */
  async create(userId: number, values: PersonalInfoValues): Promise<Row | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(personalInfo)
        .values({ ...toColumns(values), userId })
        .onConflictDoNothing({ target: personalInfo.userId })
        .returning();
      if (rows[0]) await syncNames(tx, userId, values);
      return rows[0] ?? null;
    });
  }
}
