/** The one mapper per resumes resource, from its row to the API's shape. */
import type { TailorResult } from '@hirestride/match';
import { resolveDesign } from '@hirestride/shared/resume-design';
import type {
  DeletedResume,
  DesignJson,
  GeneratedResume,
  ResumeSummary,
  ResumeVersion,
  SnippetSectionMap,
} from '@hirestride/shared';
import type { VersionRow } from './repository.js';

export function versionToApi(row: VersionRow): ResumeVersion {
  return {
    id: row.id,
    name: row.name,
    template: row.templateId,
    design_json: row.designJson as ResumeVersion['design_json'],
    content_data: row.contentData as ResumeVersion['content_data'],
    renderer_key: row.rendererKey,
    snippet_section_map: row.snippetSectionMap as SnippetSectionMap,
    version: row.version,
  };
}

interface JobRef {
  id: number;
  title: string;
  company: string;
}

/**
 * A row of My Resumes. Its page count is the one drawn for the version's current edit; a count drawn for an earlier
 * edit, or never drawn (a version saved before counts were kept, or one that could not be drawn), is unknown.
 */
export function summaryToApi(version: VersionRow, templateName: string, jobs: JobRef[]): ResumeSummary {
  const counted = version.pageCountAt !== null && version.pageCountAt.getTime() === version.updatedAt.getTime();
  return {
    id: version.id,
    name: version.name,
    template: version.templateId,
    template_name: templateName,
    renderer_key: version.rendererKey,
    updated_at: version.updatedAt.toISOString(),
    page_count: counted ? version.pageCount : null,
    page_size: resolveDesign(version.designJson as DesignJson).pageSize,
    jobs: jobs.map(({ id, title, company }) => ({ id, title, company })),
  };
}

/** A deleted version as Undo needs it, and the jobs that lost it. */
export function deletedToApi(row: VersionRow, unlinked: JobRef[]): DeletedResume {
  return {
    restore: {
      name: row.name || 'Resume',
      template: row.templateId,
      design_json: row.designJson as ResumeVersion['design_json'],
      content_data: row.contentData as ResumeVersion['content_data'],
      base_content: row.baseContent as ResumeVersion['content_data'] | null,
      snippet_section_map: row.snippetSectionMap as SnippetSectionMap,
      jobs: unlinked.map((job) => job.id),
    },
    unlinked_jobs: unlinked.map(({ id, title, company }) => ({ id, title, company })),
  };
}

/** Generate Resume's answer: the new version and what tailoring it found. */
export function generatedToApi(
  row: VersionRow,
  tailored: Omit<TailorResult, 'content' | 'snippetSectionMap'>,
): GeneratedResume {
  return {
    version: versionToApi(row),
    score_before: tailored.scoreBefore,
    score_after: tailored.scoreAfter,
    covered: tailored.covered,
    missing: tailored.missing,
    notes: tailored.notes,
  };
}
