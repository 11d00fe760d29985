/** Makes a resume version and its Recent Activity entry in one transaction, for every way a resume is born. */
import {
  contentData as contentDataSchema,
  libraryOverLimitMessage,
  type ContentData,
  type DesignJson,
  type SectionKey,
  type SnippetSectionMap,
} from '@hirestride/shared';
import type { PaperSize } from '@hirestride/shared/resume-design';
import { recordActivity } from '../activity/repository.js';
import type { Database } from '../db/client.js';
import { validationError } from '../http/errors.js';
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
  /** The paper of a new resume whose template leaves it open: the one where its owner is (their browser's locale). */
  paper?: PaperSize | undefined;
  snippetSectionMap?: SnippetSectionMap;
  /** A job to point at the new version (already checked to be the user's). */
  jobId?: number | null;
  /** Jobs to point back at it (an undone delete), unless they chose another resume meanwhile. */
  relinkJobs?: number[];
}

/** The library section each list of a resume's content comes from. */
const SECTION_OF: Partial<Record<keyof ContentData, SectionKey>> = {
  experience: 'work-experiences',
  skills: 'skills',
  certifications: 'certifications',
  education: 'education',
  snippets: 'snippets',
};

/**
 * A 400 when the content cannot be a resume (a library from before the sections had limits may hold more than a
 * resume carries): checked before anything is stored, so a refusal leaves no draft that fails every time it opens.
 */
function checkStorable(content: ContentData): void {
  const checked = contentDataSchema.safeParse(content);
  if (checked.success) return;
  const [issue] = checked.error.issues;
  const key = issue?.path[0] as keyof ContentData | undefined;
  const section = key === undefined ? undefined : SECTION_OF[key];
  const message =
    issue?.code === 'too_big' && issue.path.length === 1 && section && key
      ? libraryOverLimitMessage(section, (content[key] as unknown[]).length)
      : `Your library holds something a resume cannot (${issue?.path.join('.') || 'content'}: ${issue?.message ?? 'invalid'}). Edit it, then try again.`;
  throw validationError({ non_field_errors: [message] });
}

const withPaper = (design: DesignJson, paper: PaperSize | undefined): DesignJson =>
  paper && !design.page_size ? { ...design, page_size: paper } : design;

export async function createVersion(db: Database, version: NewVersion): Promise<VersionRow> {
  checkStorable(version.contentData);
  return db.transaction(async (tx) => {
    const repository = new ResumesRepository(tx);
    const row = await repository.create({
      userId: version.userId,
      templateId: version.template.id,
      name: version.name,
      rendererKey: version.template.rendererKey,
      designJson: withPaper((version.designJson ?? version.template.designJson) as DesignJson, version.paper),
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
