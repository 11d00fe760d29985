/** Resume templates (read-only; seeded by migration). */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resumeTemplates } from '../db/schema.js';

export type TemplateRow = typeof resumeTemplates.$inferSelect;

export class TemplatesRepository {
  constructor(private readonly db: Executor) {}

  list(): Promise<TemplateRow[]> {
    return this.db.select().from(resumeTemplates).orderBy(asc(resumeTemplates.id));
  }

  async byId(id: number): Promise<TemplateRow | null> {
    const rows = await this.db.select().from(resumeTemplates).where(eq(resumeTemplates.id, id)).limit(1);
    return rows[0] ?? null;
  }
}
