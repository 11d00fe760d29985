/**
 * The rules of resume versions: how each is made (from the library, a copy, an undone delete, tailored to a job),
 * saved, refreshed and deleted, and its page count drawn whenever its content or layout changes (after the
 * answer: a save never waits for a PDF to be drawn).
 */
import { libraryIsEmpty } from '@hirestride/match';
import { applyRefresh, planRefresh } from '@hirestride/resume-formats';
import {
  RESUME_JSON_MAX_BYTES,
  type ContentData,
  type CreateResumeRequest,
  type DesignJson,
  type ResumeVersionPatch,
  type RestoreResumeRequest,
  type SnippetSectionMap,
} from '@hirestride/shared';
import { resumeFont } from '@hirestride/shared/resume-design';
import type { UserRow } from '../auth/users-repository.js';
import { listSection } from '../content/library.js';
import type { Database } from '../db/client.js';
import { HttpError, notFound, unknownId, validationError } from '../http/errors.js';
import { changedElsewhere } from '../http/versions.js';
import type { Repositories } from '../repositories.js';
import type { Background } from '../work/background.js';
import type { WorkPool } from '../work/pool.js';
import { buildContentData } from './build-content.js';
import { createVersion } from './create-version.js';
import { ResumesRepository, type VersionRow } from './repository.js';
import { versionToApi } from './to-api.js';
import { versionLayout } from './version-layout.js';

export const generateMessages = {
  emptyLibrary:
    'Your profile has no experience, education, skills, certifications or snippets yet, so there is nothing to build a resume from. Add them to your content library first.',
  noPosting:
    'This job has no posting text, so the resume keeps your profile’s order. Paste the posting on the job page to tailor it.',
} as const;

export interface ResumesDeps {
  db: Database;
  work: Pick<WorkPool, 'run'>;
  /** Where the page counts run once the change is saved and answered. */
  background: Pick<Background, 'start'>;
  repositories: Pick<Repositories, 'resumes' | 'templates' | 'jobs'>;
}

export class ResumesService {
  private readonly db: Database;
  private readonly work: ResumesDeps['work'];
  private readonly background: ResumesDeps['background'];
  private readonly resumes: ResumesRepository;
  private readonly templates: Repositories['templates'];
  private readonly jobs: Repositories['jobs'];

  constructor({ db, work, background, repositories }: ResumesDeps) {
    this.db = db;
    this.work = work;
    this.background = background;
    this.resumes = repositories.resumes;
    this.templates = repositories.templates;
    this.jobs = repositories.jobs;
  }

  /** The user's version (404 for another user's, so its existence is not revealed). */
  async one(userId: number, id: number): Promise<VersionRow> {
    const row = await this.resumes.byId(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** My Resumes: each version with its template's name and the jobs using it; reads only. */
  async list(userId: number) {
    const rows = await this.resumes.list(userId);
    const jobRows = await this.resumes.jobsUsing(
      userId,
      rows.map((row) => row.version.id),
    );
    return rows.map(({ version, templateName }) => ({
      version,
      templateName,
      jobs: jobRows.filter((job) => job.versionId === version.id),
    }));
  }

  /** The user's draft for a template, made from the library if there is none; null template → the latest draft. */
  async draft(user: UserRow, templateId: number | null): Promise<{ row: VersionRow; created: boolean } | null> {
    if (templateId === null) {
      const latest = await this.resumes.latestDraft(user.id);
      return latest ? { row: latest, created: false } : null;
    }
    const template = await this.templates.byId(templateId);
    if (!template) throw unknownId('template_id', templateId);
    const existing = await this.resumes.draftFor(user.id, template.id);
    if (existing) return { row: existing, created: false };
    const contentData = await buildContentData(this.db, user);
    const row = await createVersion(this.db, {
      userId: user.id,
      template,
      name: `${template.name} resume`,
      contentData,
      baseContent: contentData,
    });
    return { row: this.counted(row), created: true };
  }

  /** A new version from the library, optionally for one of the user's jobs, which then uses it. */
  async create(user: UserRow, request: CreateResumeRequest): Promise<VersionRow> {
    const template = await this.templates.byId(request.template);
    if (!template) throw unknownId('template', request.template);
    const job = request.job ? await this.jobs.byId(user.id, request.job) : null;
    if (request.job && !job) throw unknownId('job', request.job);
    const contentData = await buildContentData(this.db, user);
    const row = await createVersion(this.db, {
      userId: user.id,
      template,
      name: request.name ?? (job ? `Resume for ${job.company || job.title}` : `${template.name} resume`),
      contentData,
      baseContent: contentData,
      jobId: job?.id ?? null,
    });
    return this.counted(row);
  }

  /** Saves the editor's state; the template and every placed snippet must exist and be the user's to use. */
  async save(userId: number, id: number, body: ResumeVersionPatch, expected?: number): Promise<VersionRow> {
    if (Buffer.byteLength(JSON.stringify(body)) > RESUME_JSON_MAX_BYTES) {
      throw validationError({
        non_field_errors: [`A resume may hold at most ${RESUME_JSON_MAX_BYTES / 1024} KB of content.`],
      });
    }
    if (!(await this.templates.byId(body.template))) throw unknownId('template', body.template);
    const map = body.snippet_section_map as SnippetSectionMap | undefined;
    if (map) {
      const ids = Object.values(map).flat();
      const owned = await this.resumes.ownedSnippetIds(userId, ids);
      const foreign = ids.filter((snippetId) => !owned.has(snippetId));
      if (foreign.length > 0)
        throw validationError({ snippet_section_map: [`Unknown snippet ids: ${foreign.join(', ')}.`] });
    }
    const row = await this.resumes.update(
      userId,
      id,
      {
        templateId: body.template,
        designJson: body.design_json,
        contentData: body.content_data,
        ...(body.renderer_key !== undefined ? { rendererKey: body.renderer_key } : {}),
        ...(map !== undefined ? { snippetSectionMap: map } : {}),
        ...(body.name !== undefined ? { name: body.name } : {}),
      },
      expected,
    );
    if (row) return this.counted(row);
    // Not updated: gone (404 from one()), or saved elsewhere since the version this save was made from.
    throw changedElsewhere(versionToApi(await this.one(userId, id)));
  }

  /** A copy of a version (content, design and snippet placement), named "… (copy)" unless named. */
  async duplicate(userId: number, id: number, name: string | undefined): Promise<VersionRow> {
    const source = await this.one(userId, id);
    const template = await this.templates.byId(source.templateId);
    if (!template) throw notFound();
    const row = await createVersion(this.db, {
      userId,
      template,
      name: name ?? `${source.name} (copy)`.slice(0, 120),
      contentData: source.contentData as ContentData,
      baseContent: source.baseContent as ContentData | null,
      designJson: source.designJson,
      snippetSectionMap: source.snippetSectionMap as SnippetSectionMap,
    });
    return this.counted(row);
  }

  /** Deletes a version; the jobs are read and the row deleted together, so the answer names exactly those it left. */
  async remove(userId: number, id: number) {
    return this.db.transaction(async (tx) => {
      const resumes = new ResumesRepository(tx);
      const unlinked = await resumes.jobsUsing(userId, [id]);
      const row = await resumes.delete(userId, id);
      if (!row) throw notFound();
      return { row, unlinked };
    });
  }

  /** Undoes a delete: a new version as the old was, its jobs pointed back at it. */
  async restore(userId: number, body: RestoreResumeRequest): Promise<VersionRow> {
    const template = await this.templates.byId(body.template);
    if (!template) throw unknownId('template', body.template);
    const ids = Object.values(body.snippet_section_map).flat();
    const owned = await this.resumes.ownedSnippetIds(userId, ids);
    // Snippets deleted since are left out rather than refusing the undo.
    const map = Object.fromEntries(
      Object.entries(body.snippet_section_map).map(([section, list]) => [
        section,
        (list ?? []).filter((snippetId) => owned.has(snippetId)),
      ]),
    ) as SnippetSectionMap;
    const row = await createVersion(this.db, {
      userId,
      template,
      name: body.name,
      contentData: body.content_data,
      baseContent: body.base_content,
      designJson: body.design_json,
      snippetSectionMap: map,
      relinkJobs: body.jobs,
    });
    return this.counted(row);
  }

  /** The version's three copies: what it was made from, what it holds now, and the library today. */
  private async copies(user: UserRow, id: number) {
    const row = await this.one(user.id, id);
    const resume = row.contentData as ContentData;
    // A version made before refresh existed has no base: its content is taken as what it was made from.
    const base = (row.baseContent as ContentData | null) ?? resume;
    return { row, base, resume, library: await buildContentData(this.db, user) };
  }

  /** What pulling the library in would change. */
  async refreshPlan(user: UserRow, id: number) {
    const { base, resume, library } = await this.copies(user, id);
    return planRefresh(base, resume, library);
  }

  /** Pulls the library in, keeping the user's own edits unless told to overwrite them. */
  async refresh(user: UserRow, id: number, overwriteEdits: boolean): Promise<VersionRow> {
    const { row, base, resume, library } = await this.copies(user, id);
    const merged = applyRefresh(base, resume, library, { overwriteEdits });
    const saved = await this.resumes.update(user.id, row.id, { contentData: merged, baseContent: library });
    if (!saved) throw notFound();
    return this.counted(saved);
  }

  /** A version tailored to a saved job by the match engine; the job then uses it. */
  async generate(user: UserRow, request: { job: number; template: number }) {
    const job = await this.jobs.byId(user.id, request.job);
    if (!job) throw unknownId('job', request.job);
    const template = await this.templates.byId(request.template);
    if (!template) throw unknownId('template', request.template);
    const [content, snippets] = await Promise.all([
      buildContentData(this.db, user),
      listSection(this.db, 'snippets', user.id),
    ]);
    // A resume of a name and nothing else helps nobody, and tailoring it would report a 0 that means nothing.
    const { experience: experiences, education, skills, certifications } = content;
    if (libraryIsEmpty({ experiences, education, skills, certifications, snippets }))
      throw new HttpError(400, { detail: generateMessages.emptyLibrary, code: 'empty_library' });
    const tailored = await this.work.run(user.id, 'tailorResume', {
      content,
      design: template.designJson as DesignJson,
      snippets,
      job: { postingText: job.postingText, title: job.title, company: job.company },
      now: new Date().toISOString(),
    });
    const row = await createVersion(this.db, {
      userId: user.id,
      template,
      name: `Resume for ${job.company || job.title}`.slice(0, 120),
      contentData: tailored.content,
      designJson: { ...(template.designJson as DesignJson), section_order: tailored.sectionOrder },
      // The library as copied, not the tailored order: a later refresh then sees the reordering as the
      // resume's own edit and keeps it.
      baseContent: content,
      snippetSectionMap: tailored.snippetSectionMap,
      jobId: job.id,
    });
    return {
      row: this.counted(row),
      tailored: { ...tailored, notes: job.postingText.trim() ? tailored.notes : [generateMessages.noPosting] },
    };
  }

  /**
   * Starts drawing the version's A4 PDF in the pool, to store its page count against this edit so My Resumes only
   * reads it; the change itself is saved and answered without waiting. A count that cannot be drawn (a busy pool, a
   * layout the renderer refuses) stays unknown until the next change; a count finished after a later edit is not
   * stored against it (setPageCount checks the edit's time).
   */
  private counted(row: VersionRow): VersionRow {
    this.background.start(async () => {
      const { version, layout } = await versionLayout(this.db, row);
      const font = resumeFont(version.design_json.font_family);
      const pages = await this.work.run(row.userId, 'resumePageCount', { layout, font });
      await this.resumes.setPageCount(row.id, pages, row.updatedAt);
    });
    return row;
  }
}
