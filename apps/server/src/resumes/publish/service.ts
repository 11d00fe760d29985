/** "Review and Publish": a version's checklist, and what its PDF reads back as (drawn and read in the pool). */
import { checkResume } from '@hirestride/resume-formats';
import type { ResumeCheck } from '@hirestride/shared';
import { resumeFont } from '@hirestride/shared/resume-design';
import type { ResumeFilesService } from '../file-service.js';
import type { PageSize } from '../pdf/resume-pdf.js';
import type { WorkPool } from '../../work/pool.js';

export class ResumeCheckService {
  constructor(private readonly deps: { files: ResumeFilesService; work: Pick<WorkPool, 'run'> }) {}

  async check(userId: number, id: number, size: PageSize, pageLimit: number | null): Promise<ResumeCheck> {
    const { version, layout } = await this.deps.files.layout(userId, id);
    // Page numbers sit in the foot margin, so drawing them or not changes neither pages nor lines.
    const font = resumeFont(version.design_json.font_family);
    const read = await this.deps.work.run(userId, 'resumeParseBack', { layout, size, font });
    const checklist = checkResume({
      layout,
      content: version.content_data,
      design: version.design_json,
      pages: read.pages,
      pageLimit,
      overflowingLines: read.overflowingLines,
      today: new Date(),
    });
    return {
      checklist,
      parse_back: {
        pages: read.pages,
        page_size: read.pageSize,
        page_size_ok: read.pageSizeOk,
        missing: read.missing,
        out_of_order: read.outOfOrder,
        split_entries: read.splitEntries,
        orphan_headings: read.orphanHeadings,
        overlapping_text: read.overlappingText,
        overflowing_lines: read.overflowingLines,
        ok: read.ok,
        summary: read.summary,
      },
      pages: read.pages,
    };
  }
}
