/** Resume versions: drafts per user and template, scoped to their owner. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ResumeVersion, SnippetSectionMap } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { resumeVersions, snippets } from '../db/schema.js';

export type VersionRow = typeof resumeVersions.$inferSelect;

export function versionToApi(row: VersionRow): ResumeVersion {
  return {
    id: row.id,
    template: row.templateId,
    design_json: row.designJson as ResumeVersion['design_json'],
    content_data: row.contentData as ResumeVersion['content_data'],
    renderer_key: row.rendererKey,
    snippet_section_map: row.snippetSectionMap as SnippetSectionMap,
  };
}

export class ResumesRepository {
  constructor(private readonly db: Database) {}

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
    const rows = await this.db.insert(resumeVersions).values(values).returning();
    return rows[0]!;
  }

  /** The updated row, or null when the user owns no version with that id. */
  async update(
    userId: number,
    id: number,
    values: Partial<typeof resumeVersions.$inferInsert>,
  ): Promise<VersionRow | null> {
    const rows = await this.db
      .update(resumeVersions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(resumeVersions.id, id), eq(resumeVersions.userId, userId)))
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
