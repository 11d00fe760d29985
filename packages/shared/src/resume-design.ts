/**
 * A resume's design controls beyond the seed's design_json: font, accent colour, spacing, margins, paper, page
 * numbers and fitting to one page. Each is optional in the stored JSON, so a draft saved before they existed reads
 * with the defaults below.
 */
import * as z from 'zod';

/** The embedded fonts a resume can use; each falls back to DejaVu Sans for letters it lacks (Hebrew, Arabic…). */
export const RESUME_FONTS = [
  { family: 'Inter', label: 'Inter', kind: 'sans' },
  { family: 'Noto Sans', label: 'Noto Sans', kind: 'sans' },
  { family: 'Source Serif 4', label: 'Source Serif', kind: 'serif' },
  { family: 'Noto Serif', label: 'Noto Serif', kind: 'serif' },
  { family: 'DejaVu Sans', label: 'DejaVu Sans', kind: 'sans' },
] as const;
export type ResumeFont = (typeof RESUME_FONTS)[number]['family'];

/** The font a stored font_family names: one of RESUME_FONTS, else the sans default ("sans-serif" in the seed). */
export function resumeFont(fontFamily: string): ResumeFont {
  const wanted = fontFamily.trim().toLowerCase();
  const known = RESUME_FONTS.find((font) => font.family.toLowerCase() === wanted);
  if (known) return known.family;
  return wanted.includes('serif') && !wanted.includes('sans') ? 'Source Serif 4' : 'Inter';
}

export const DENSITIES = ['compact', 'standard', 'relaxed'] as const;
export type Density = (typeof DENSITIES)[number];
export const MARGINS = ['narrow', 'standard', 'wide'] as const;
export type Margins = (typeof MARGINS)[number];
export const PAPER_SIZES = ['A4', 'LETTER'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * The paper people use where a locale is from ("en-US" → US Letter): US Letter in the US, Canada, Mexico, the
 * Philippines and a few more; A4 elsewhere.
 */
export function paperForLocale(locale: string): PaperSize {
  const region = locale.trim().split(/[-_]/)[1]?.slice(0, 2).toUpperCase() ?? '';
  return ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'PR'].includes(region) ? 'LETTER' : 'A4';
}

/** The design controls as design_json stores them (all optional). */
export const designControls = z.object({
  accent_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'An accent colour is a hex colour such as #1d4ed8.')
    .optional(),
  density: z.enum(DENSITIES).optional(),
  margins: z.enum(MARGINS).optional(),
  page_size: z.enum(PAPER_SIZES).optional(),
  page_numbers: z.boolean().optional(),
  /** Tighten spacing, then type (never below 9 pt), until the resume fits one page. */
  fit_one_page: z.boolean().optional(),
});
export type DesignControls = z.infer<typeof designControls>;

/** The controls with every default filled in. */
export interface ResolvedDesign {
  font: ResumeFont;
  accent: string;
  density: Density;
  margins: Margins;
  pageSize: PaperSize;
  pageNumbers: boolean;
  fitOnePage: boolean;
}

export const DEFAULT_ACCENT = '#1e3a8a';

export function resolveDesign(design: DesignControls & { font_family: string }): ResolvedDesign {
  return {
    font: resumeFont(design.font_family),
    accent: design.accent_color ?? DEFAULT_ACCENT,
    density: design.density ?? 'standard',
    margins: design.margins ?? 'standard',
    pageSize: design.page_size ?? 'A4',
    pageNumbers: design.page_numbers ?? false,
    fitOnePage: design.fit_one_page ?? false,
  };
}
