/** Makes a resume version and its Recent Activity entry in one transaction, for every way a resume is born. */
import type { ContentData, SnippetSectionMap } from '@hirestride/shared';
import { recordActivity } from '../activity/repository.js';
import type { Database } from '../db/client.js';
import type { TemplateRow } from '../templates/repository.js';
import { ResumesRepository, type VersionRow } from './repository.js';

export interface NewVersion {
  userId: number;
  template: TemplateRow;
  name: string;
  contentData: ContentData;
  /** The library the content was copied from; null when unknown (a restore of a version made before refresh). */
  baseContent: ContentData | null;
  designJson?: unknown;
  snippetSectionMap?: SnippetSectionMap;
  /** A job to point at the new version (already checked to be the user's). */
  jobId?: number | null;
  /** Jobs to point back at it (an undone delete), unless they chose another resume meanwhile. */
  relinkJobs?: number[];
}

export async function createVersion(db: Database, version: NewVersion): Promise<VersionRow> {
  return db.transaction(async (tx) => {
    const repository = new ResumesRepository(tx);
    const row = await repository.create({
      userId: version.userId,
      templateId: version.template.id,
      name: version.name,
      rendererKey: version.template.rendererKey,
      designJson: version.designJson ?? version.template.designJson,
      contentData: version.contentData,
      baseContent: version.baseContent,
      snippetSectionMap: version.snippetSectionMap ?? {},
    });
    if (version.jobId) await repository.linkJob(version.userId, version.jobId, row.id);
    await repository.relinkJobs(version.userId, version.relinkJobs ?? [], row.id);
    await recordActivity(tx, {
      userId: version.userId,
      jobId: null,
      kind: 'resume_created',
      data: { resume_version: row.id, template: version.template.id, name: row.name },
    });
    return row;
  });
}
