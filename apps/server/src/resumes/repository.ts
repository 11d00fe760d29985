/** Resume versions: drafts per user and template, scoped to their owner. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { SnippetSectionMap } from '@hirestride/shared';
import type { Executor } from '../db/client.js';
import { jobs, resumeTemplates, resumeVersions, snippets } from '../db/schema.js';
import { atVersion, nextVersion } from '../db/versions.js';

export type VersionRow = typeof resumeVersions.$inferSelect;

export class ResumesRepository {
  constructor(private readonly db: Executor) {}

  async draftFor(userId: number, templateId: number): Promise<VersionRow | null> {
    const rows = await this.db
      .select()
      .from(resumeVersions)
      .where(
        and(
          eq(resumeVersions.userId, userId),
          eq(resumeVersions.templateId, templateId),
          eq(resumeVersions.isDraft, true),
        ),
      )
      .orderBy(desc(resumeVersions.updatedAt))
      .limit(1);
    return rows[0] ?? null;
  }

  async latestDraft(userId: number): Promise<VersionRow | null> {
    const rows = await this.db
      .select()
      .from(resumeVersions)
      .where(and(eq(resumeVersions.userId, userId), eq(resumeVersions.isDraft, true)))
      .orderBy(desc(resumeVersions.updatedAt), desc(resumeVersions.id))
      .limit(1);
    return rows[0] ?? null;
  }

  async create(values: typeof resumeVersions.$inferInsert): Promise<VersionRow> {
    // updated_at set here rather than by the database's clock: a page count is matched to the edit by this value,
    // and the database's microseconds would not survive the trip through a Date.
    const rows = await this.db
      .insert(resumeVersions)
      .values({ updatedAt: new Date(), ...values })
      .returning();
    return rows[0]!;
  }

  /**
   * The updated row, its version moved on; null when the user owns no version with that id, or (with `expected`)
   * when it is no longer that version.
   */
  async update(
    userId: number,
    id: number,
    values: Partial<typeof resumeVersions.$inferInsert>,
    expected?: number,
  ): Promise<VersionRow | null> {
    const rows = await this.db
      .update(resumeVersions)
      .set({ ...values, updatedAt: new Date(), version: nextVersion(resumeVersions.version) })
      .where(
        and(eq(resumeVersions.id, id), eq(resumeVersions.userId, userId), atVersion(resumeVersions.version, expected)),
      )
      .returning();
    return rows[0] ?? null;
  }

  async byId(userId: number, id: number): Promise<VersionRow | null> {
    const rows = await this.db
      .select()
      .from(resumeVersions)
      .where(and(eq(resumeVersions.id, id), eq(resumeVersions.userId, userId)));
    return rows[0] ?? null;
  }

  /** The user's versions, latest edited first, with their template's name. */
  async list(userId: number) {
    return this.db
      .select({ version: resumeVersions, templateName: resumeTemplates.name })
      .from(resumeVersions)
      .innerJoin(resumeTemplates, eq(resumeTemplates.id, resumeVersions.templateId))
      .where(eq(resumeVersions.userId, userId))
      .orderBy(desc(resumeVersions.updatedAt), desc(resumeVersions.id));
  }

  /** The user's jobs that use one of these versions. */
  async jobsUsing(userId: number, versionIds: number[]) {
    if (versionIds.length === 0) return [];
    return this.db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, versionId: jobs.resumeVersionId })
      .from(jobs)
      .where(and(eq(jobs.userId, userId), inArray(jobs.resumeVersionId, versionIds)))
      .orderBy(jobs.id);
  }

  /** Points the user's job at a version; false when the user has no such job. */
  async linkJob(userId: number, jobId: number, versionId: number): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ resumeVersionId: versionId, updatedAt: new Date() })
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Points these jobs back at a restored version, leaving any that chose another resume meanwhile. */
  async relinkJobs(userId: number, jobIds: number[], versionId: number): Promise<void> {
    if (jobIds.length === 0) return;
    await this.db
      .update(jobs)
      .set({ resumeVersionId: versionId })
      .where(and(eq(jobs.userId, userId), inArray(jobs.id, jobIds), isNull(jobs.resumeVersionId)));
  }

  /** Deletes the version (its jobs' links clear by the foreign key); the row as it was, or null. */
  async delete(userId: number, id: number): Promise<VersionRow | null> {
    const rows = await this.db
      .delete(resumeVersions)
      .where(and(eq(resumeVersions.id, id), eq(resumeVersions.userId, userId)))
      .returning();
    return rows[0] ?? null;
  }

  /** Records the page count drawn for the row as it was at `at`, without touching updated_at. */
  async setPageCount(id: number, pageCount: number, at: Date): Promise<void> {
    await this.db
      .update(resumeVersions)
      .set({ pageCount, pageCountAt: at })
      .where(and(eq(resumeVersions.id, id), eq(resumeVersions.updatedAt, at)));
  }

  async owns(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: resumeVersions.id })
      .from(resumeVersions)
      .where(and(eq(resumeVersions.id, id), eq(resumeVersions.userId, userId)));
    return rows.length > 0;
  }

  /** Which of these snippet ids the user owns. */
  async ownedSnippetIds(userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: snippets.id })
      .from(snippets)
      .where(and(eq(snippets.userId, userId), inArray(snippets.id, ids)));
    return new Set(rows.map((row) => row.id));
  }

  /** Removes a deleted snippet from every section it was placed in, in all the user's versions. */
  async forgetSnippet(userId: number, snippetId: number): Promise<void> {
    const rows = await this.db.select().from(resumeVersions).where(eq(resumeVersions.userId, userId));
    for (const row of rows) {
      const map = row.snippetSectionMap as SnippetSectionMap;
      const entries = Object.entries(map) as Array<[keyof SnippetSectionMap, number[]]>;
      if (!entries.some(([, ids]) => ids.includes(snippetId))) continue;
      const pruned = Object.fromEntries(
        entries.map(([section, ids]) => [section, ids.filter((id) => id !== snippetId)]),
      );
      await this.db.update(resumeVersions).set({ snippetSectionMap: pruned }).where(eq(resumeVersions.id, row.id));
    }
  }
}
