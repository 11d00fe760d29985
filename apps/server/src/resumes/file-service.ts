/** Resume files: a version as PDF, Word or plain text, drawn from one layout (decision 009), the files in the pool. */
import { layoutToText, type ResumeLayout } from '@hirestride/resume-formats';
import { resumeFont } from '@hirestride/shared/resume-design';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import type { Repositories } from '../repositories.js';
import type { WorkPool } from '../work/pool.js';
import type { PageSize, PdfOptions } from './pdf/resume-pdf.js';
import { versionLayout } from './version-layout.js';

export interface ResumeFilesDeps {
  db: Database;
  work: Pick<WorkPool, 'run'>;
  repositories: Pick<Repositories, 'resumes'>;
}

export class ResumeFilesService {
  constructor(private readonly deps: ResumeFilesDeps) {}

  /** The version (404 for another user's, so its existence is not revealed) and its layout. */
  async layout(userId: number, id: number) {
    const row = await this.deps.repositories.resumes.byId(userId, id);
    if (!row) throw notFound();
    return versionLayout(this.deps.db, row);
  }

  /** The PDF in the version's own font. */
  async pdf(
    userId: number,
    id: number,
    options: Omit<PdfOptions, 'font'>,
  ): Promise<{ layout: ResumeLayout; bytes: Buffer }> {
    const { version, layout } = await this.layout(userId, id);
    const font = resumeFont(version.design_json.font_family);
    return { layout, bytes: await this.deps.work.run(userId, 'resumePdf', { layout, options: { ...options, font } }) };
  }

  async docx(userId: number, id: number, size: PageSize): Promise<{ layout: ResumeLayout; bytes: Buffer }> {
    const { version, layout } = await this.layout(userId, id);
    const font = resumeFont(version.design_json.font_family);
    return { layout, bytes: await this.deps.work.run(userId, 'resumeDocx', { layout, options: { size, font } }) };
  }

  /** Plain text is quick to write, so it stays on the request's thread. */
  async text(userId: number, id: number): Promise<{ layout: ResumeLayout; text: string }> {
    const { layout } = await this.layout(userId, id);
    return { layout, text: layoutToText(layout) };
  }
}
