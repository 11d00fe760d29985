/** Resume templates and versions (SPEC.md sections 3 and 7): design_json, content_data and the snippet map. */
import * as z from 'zod';
import { LIBRARY_LIMITS } from './content.js';
import { designControls } from './resume-design.js';

/** Sections a snippet can be dropped into (SPEC.md section 9). */
export const SNIPPET_SECTIONS = ['volunteer', 'awards', 'testimonials'] as const;
export type SnippetSection = (typeof SNIPPET_SECTIONS)[number];

/** A resume may add this many sections of its own. */
export const MAX_CUSTOM_SECTIONS = 5;
/** Whether a section key names one of the resume's own sections (content_data.custom_sections). */
export const isCustomSection = (key: string) => key.startsWith('custom_');

/** The whole draft (design, content and map together) may not exceed this many bytes of JSON. */
export const RESUME_JSON_MAX_BYTES = 256 * 1024;
export const SNIPPET_PREVIEW_WORDS = 12;

const shortText = (max = 200) => z.string().max(max);
const sectionKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Section keys are lower-case words (and digits) joined by underscores.');

export const sectionStyle = z.object({
  heading: shortText(100).optional(),
  label: shortText(100).optional(),
  alignment: z.enum(['left', 'center', 'right']).optional(),
  font_size: z.number().min(6).max(48).optional(),
  font_weight: z.union([z.enum(['normal', 'bold']), z.number().int().min(100).max(900)]).optional(),
  font_style: z.enum(['normal', 'italic']).optional(),
  show_location: z.boolean().optional(),
  show_phone: z.boolean().optional(),
  show_email: z.boolean().optional(),
  show_linkedin: z.boolean().optional(),
  /** The header's line under the name (the most recent role's title); shown unless set to false. */
  show_headline: z.boolean().optional(),
  /** The header's line under the name in the user's or tailoring's words, instead of the latest role's title. */
  headline: shortText(120).optional(),
  show_gpa: z.boolean().optional(),
  show_honors: z.boolean().optional(),
});
export type SectionStyle = z.infer<typeof sectionStyle>;

export const designJson = z.object({
  font_family: shortText(200),
  section_order: z.array(sectionKey).max(20),
  heading_style: z.object({
    font_size: z.number().min(6).max(48),
    font_weight: z.union([z.enum(['normal', 'bold']), z.number().int().min(100).max(900)]),
    margin_bottom: z.number().min(0).max(64),
    text_transform: z.enum(['none', 'uppercase', 'lowercase', 'capitalize']),
    border_bottom: shortText(100),
  }),
  section_styles: z.record(sectionKey, sectionStyle),
  ...designControls.shape,
});
export type DesignJson = z.infer<typeof designJson>;

const dateText = z.string().max(10).nullable();

export const contentData = z.object({
  personal_info: z.object({
    first_name: shortText(),
    last_name: shortText(),
    full_name: shortText(),
    email: shortText(254),
    phone: shortText(50),
    linkedin_url: shortText(500),
    address: shortText(500),
  }),
  summary: z.object({ bullet_points: z.array(shortText(2000)).max(50) }),
  education: z
    .array(
      z.object({
        id: z.number().int().optional(),
        institution: shortText(),
        degree: shortText(),
        field: shortText(),
        end_dt: dateText,
        gpa: z.string().max(10).nullable(),
        honors: shortText(500),
      }),
    )
    .max(LIBRARY_LIMITS.education),
  snippets: z
    .array(z.object({ id: z.number().int(), title: shortText(), content: shortText(10_000) }))
    .max(LIBRARY_LIMITS.snippets),
  experience: z
    .array(
      z.object({
        id: z.number().int().optional(),
        job_title: shortText(),
        company: shortText(),
        location: shortText(),
        start_date: dateText,
        end_date: dateText,
        description: shortText(10_000),
      }),
    )
    .max(LIBRARY_LIMITS['work-experiences']),
  skills: z
    .array(
      z.object({
        id: z.number().int().optional(),
        skill_name: shortText(),
        proficiency: shortText(50),
        category: shortText(),
      }),
    )
    .max(LIBRARY_LIMITS.skills),
  certifications: z
    .array(
      z.object({ id: z.number().int().optional(), cert_name: shortText(), issuer: shortText(), issue_dt: dateText }),
    )
    .max(LIBRARY_LIMITS.certifications),
  /** Sections of this resume's own (Languages, Publications…): a title and lines, shown where section_order puts them. */
  custom_sections: z
    .array(
      z.object({
        key: z
          .string()
          .regex(/^custom_[a-z0-9]{1,12}$/, 'A custom section key is custom_ and up to 12 letters or digits.'),
        title: z.string().trim().min(1, 'Give the section a title.').max(100),
        content: shortText(5000),
      }),
    )
    .max(MAX_CUSTOM_SECTIONS)
    .optional(),
});
export type ContentData = z.infer<typeof contentData>;
export type CustomSection = NonNullable<ContentData['custom_sections']>[number];

/** A draft's content with nothing in it: every section present and empty. */
export const emptyContent = (): ContentData => ({
  personal_info: { first_name: '', last_name: '', full_name: '', email: '', phone: '', linkedin_url: '', address: '' },
  summary: { bullet_points: [] },
  education: [],
  snippets: [],
  experience: [],
  skills: [],
  certifications: [],
});

export const snippetSectionMap = z
  .partialRecord(z.enum(SNIPPET_SECTIONS), z.array(z.number().int().positive()).max(200))
  .superRefine((map, ctx) => {
    const seen = new Set<number>();
    for (const [section, ids] of Object.entries(map)) {
      for (const id of ids ?? []) {
        if (seen.has(id))
          ctx.addIssue({
            code: 'custom',
            path: [section],
            message: `Snippet ${id} is placed in more than one section.`,
          });
        seen.add(id);
      }
    }
  });
export type SnippetSectionMap = Partial<Record<SnippetSection, number[]>>;

export const resumeTemplate = z.object({ id: z.number().int(), name: z.string(), preview_image: z.string() });
export type ResumeTemplate = z.infer<typeof resumeTemplate>;

export const resumeVersion = z.object({
  id: z.number().int(),
  /** What the user calls it in My Resumes; added with issue 13, after the seed's contract. */
  name: z.string(),
  template: z.number().int(),
  design_json: designJson,
  content_data: contentData,
  renderer_key: z.string(),
  snippet_section_map: snippetSectionMap,
  /** How many times it has been saved: its ETag, for If-Match on the next save. */
  version: z.number().int(),
});
export type ResumeVersion = z.infer<typeof resumeVersion>;

export const getOrCreateDraftRequest = z.object({
  template_id: z.number({ error: 'A valid integer is required.' }).int().positive().nullable(),
});

const resumeName = z
  .string()
  .trim()
  .min(1, 'Give the resume a name.')
  .max(120, 'Ensure this field has no more than 120 characters.');

export const resumeVersionPatch = z.object({
  template: z.number().int().positive(),
  design_json: designJson,
  content_data: contentData,
  renderer_key: z
    .string()
    .regex(/^[a-z0-9_]{1,50}$/, 'Renderer keys are lower-case letters, digits and underscores.')
    .optional(),
  snippet_section_map: snippetSectionMap.optional(),
  name: resumeName.optional(),
});
export type ResumeVersionPatch = z.infer<typeof resumeVersionPatch>;

/** "Title — first 12 words…" as the preview's snippet list shows it. */
export function snippetPreview(snippet: { title: string; content: string }): { title: string; excerpt: string } {
  const words = snippet.content.trim().split(/\s+/).filter(Boolean);
  const excerpt = words.slice(0, SNIPPET_PREVIEW_WORDS).join(' ') + (words.length > SNIPPET_PREVIEW_WORDS ? '…' : '');
  return { title: snippet.title.trim() || '(Untitled)', excerpt };
}

/** A row of My Resumes: enough to list, open and manage a version without its content. */
export const resumeSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  template: z.number().int(),
  template_name: z.string(),
  renderer_key: z.string(),
  updated_at: z.string(),
  /** Pages of its PDF in its own paper size (and fitted to one page when it asks); null when not drawn yet. */
  page_count: z.number().int().nullable(),
  page_size: z.enum(['A4', 'LETTER']),
  /** The saved jobs that use this version (jobs.resume_version). */
  jobs: z.array(z.object({ id: z.number().int(), title: z.string(), company: z.string() })),
});
export type ResumeSummary = z.infer<typeof resumeSummary>;

/** "New resume": a template, optionally a job it is for, optionally a name. */
export const createResumeRequest = z.object({
  template: z.number({ error: 'A valid integer is required.' }).int().positive(),
  job: z.number({ error: 'A valid integer is required.' }).int().positive().nullable().optional(),
  name: resumeName.optional(),
});
export type CreateResumeRequest = z.infer<typeof createResumeRequest>;

export const duplicateResumeRequest = z.object({ name: resumeName.optional() });

/** Everything a deleted version held, as DELETE answers it, so "Undo" can put it back (a new id). */
export const restoreResumeRequest = z.object({
  name: resumeName,
  template: z.number().int().positive(),
  design_json: designJson,
  content_data: contentData,
  base_content: contentData.nullable(),
  snippet_section_map: snippetSectionMap,
  /** Jobs to point at it again; those that chose another resume meanwhile are left alone. */
  jobs: z.array(z.number().int().positive()).max(500),
});
export type RestoreResumeRequest = z.infer<typeof restoreResumeRequest>;

export const deletedResume = z.object({
  restore: restoreResumeRequest,
  unlinked_jobs: z.array(z.object({ id: z.number().int(), title: z.string(), company: z.string() })),
});
export type DeletedResume = z.infer<typeof deletedResume>;

const refreshValue = z.union([z.string(), z.number(), z.null(), z.array(z.string())]);

/** What "Refresh from profile" would change in a resume (planRefresh in @hirestride/resume-formats). */
export const refreshPlan = z.object({
  up_to_date: z.boolean(),
  changes: z.array(
    z.object({
      section: z.enum(['personal_info', 'summary', 'experience', 'education', 'skills', 'certifications', 'snippets']),
      kind: z.enum(['added', 'removed', 'changed']),
      label: z.string(),
      id: z.number().int().optional(),
      fields: z
        .array(z.object({ field: z.string(), from: refreshValue, to: refreshValue, conflict: z.boolean() }))
        .optional(),
      /** The resume's own copy was edited too: replaced only when the user asks to overwrite their edits. */
      conflict: z.boolean(),
    }),
  ),
});
export type RefreshPlanResponse = z.infer<typeof refreshPlan>;

export const applyRefreshRequest = z.object({ overwrite_edits: z.boolean().default(false) });

/** A snippet titled like a summary ("Summary", "Profile"): where a resume's summary bullets come from. */
export const isSummarySnippet = (snippet: { title: string }) => /summary|profile/i.test(snippet.title);

/** A summary snippet's lines as bullet points, list marks taken off. */
export function summaryLines(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter(Boolean);
}

/** Generate Resume: a saved job and a template. */
export const generateResumeRequest = z.object({
  job: z.number({ error: 'A valid integer is required.' }).int().positive(),
  template: z.number({ error: 'A valid integer is required.' }).int().positive(),
});

const termList = z.array(z.object({ term: z.string(), importance: z.enum(['required', 'preferred']) }));

/** The tailored version, with the match score of the plain resume and of the tailored one. */
export const generatedResume = z.object({
  version: resumeVersion,
  /** Null when the job has no posting text the match engine can read: the resume keeps the library's order. */
  score_before: z.number().int().nullable(),
  score_after: z.number().int().nullable(),
  covered: termList,
  missing: termList,
  notes: z.array(z.string()),
});
export type GeneratedResume = z.infer<typeof generatedResume>;

const checklistItem = z.object({
  key: z.enum(['contact', 'sections', 'pages', 'line-length', 'dates']),
  ok: z.boolean(),
  label: z.string(),
  detail: z.string().describe('What is wrong and where, or a short confirmation'),
});
const parseBackAnswer = z.object({
  pages: z.number().int(),
  page_size: z.object({ width: z.number(), height: z.number() }).describe('The first page, in points'),
  page_size_ok: z.boolean().describe('Every page has the size asked for'),
  missing: z.array(z.string()).describe('Names, headings, entry titles, dates and lines not found in the text'),
  out_of_order: z.array(z.string()).describe('Entries read back before an entry that comes ahead of them'),
  split_entries: z.array(z.string()).describe('Entries split across pages although they fit on one'),
  orphan_headings: z.array(z.string()).describe('Section headings left alone at the foot of a page'),
  overlapping_text: z.array(z.string()).describe('Runs of text drawn over other text, as "first / second"'),
  overflowing_lines: z.array(z.string()).describe('Text past the right margin'),
  page_starts: z
    .array(z.object({ page: z.number().int(), section: z.string(), entry: z.number().int().nullable() }))
    .describe('Where each page after the first starts: the section and its entry (null: the heading)'),
  ok: z.boolean(),
  summary: z.string(),
});
/** Review and Publish: the checklist and what the PDF reads back as (GET …/check). */
export const resumeCheck = z.object({
  checklist: z.array(checklistItem),
  parse_back: parseBackAnswer,
  pages: z.number().int(),
  /** Fitting to one page: not asked, fits as designed, fitted by tightening, or cannot fit. */
  fit: z.enum(['not-asked', 'fits', 'fitted', 'cannot']),
  /** The paper the check drew: the size asked for, else the resume's own. */
  size: z.enum(['A4', 'LETTER']),
  /** The spacing, margins and body type the file was drawn with: the design's, or tighter when fitted to a page. */
  drawn: z.object({
    density: z.enum(['compact', 'standard', 'relaxed']),
    margins: z.enum(['narrow', 'standard', 'wide']),
    body: z.number(),
  }),
});

export type ResumeCheck = z.infer<typeof resumeCheck>;
