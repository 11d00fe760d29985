/** Resume templates and versions (SPEC.md sections 3 and 7): design_json, content_data and the snippet map. */
import * as z from 'zod';

/** Sections a snippet can be dropped into (SPEC.md section 9). */
export const SNIPPET_SECTIONS = ['volunteer', 'awards', 'testimonials'] as const;
export type SnippetSection = (typeof SNIPPET_SECTIONS)[number];

/** The whole draft (design, content and map together) may not exceed this many bytes of JSON. */
export const RESUME_JSON_MAX_BYTES = 256 * 1024;
export const SNIPPET_PREVIEW_WORDS = 12;

const shortText = (max = 200) => z.string().max(max);
const sectionKey = z.string().regex(/^[a-z_]{1,40}$/, 'Section keys are lower-case words joined by underscores.');

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
    .max(100),
  snippets: z.array(z.object({ id: z.number().int(), title: shortText(), content: shortText(10_000) })).max(500),
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
    .max(100),
  skills: z
    .array(
      z.object({
        id: z.number().int().optional(),
        skill_name: shortText(),
        proficiency: shortText(50),
        category: shortText(),
      }),
    )
    .max(200),
  certifications: z
    .array(
      z.object({ id: z.number().int().optional(), cert_name: shortText(), issuer: shortText(), issue_dt: dateText }),
    )
    .max(100),
});
export type ContentData = z.infer<typeof contentData>;

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
  template: z.number().int(),
  design_json: designJson,
  content_data: contentData,
  renderer_key: z.string(),
  snippet_section_map: snippetSectionMap,
});
export type ResumeVersion = z.infer<typeof resumeVersion>;

export const getOrCreateDraftRequest = z.object({
  template_id: z.number({ error: 'A valid integer is required.' }).int().positive().nullable(),
});

export const resumeVersionPatch = z.object({
  template: z.number().int().positive(),
  design_json: designJson,
  content_data: contentData,
  renderer_key: z
    .string()
    .regex(/^[a-z0-9_]{1,50}$/, 'Renderer keys are lower-case letters, digits and underscores.')
    .optional(),
  snippet_section_map: snippetSectionMap.optional(),
});
export type ResumeVersionPatch = z.infer<typeof resumeVersionPatch>;

/** "Title — first 12 words…" as the preview's snippet list shows it. */
export function snippetPreview(snippet: { title: string; content: string }): { title: string; excerpt: string } {
  const words = snippet.content.trim().split(/\s+/).filter(Boolean);
  const excerpt = words.slice(0, SNIPPET_PREVIEW_WORDS).join(' ') + (words.length > SNIPPET_PREVIEW_WORDS ? '…' : '');
  return { title: snippet.title.trim() || '(Untitled)', excerpt };
}
