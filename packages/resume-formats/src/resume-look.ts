/**
 * How a resume looks, decided once for the PDF, the Word file and the preview: the template's structure (its header,
 * its headings, a side column) and the design controls (font, accent, spacing, margins, paper) as sizes in points.
 */
import {
  resolveDesign,
  type Density,
  type DesignControls,
  type Margins,
  type PaperSize,
  type ResumeFont,
} from '@hirestride/shared/resume-design';

/** A template's structure; its fonts, colours and spacing come from the draft's design controls. */
export interface TemplateStyle {
  /** The name and contacts: on the page's left, centred, or on a tinted band across the top. */
  header: 'left' | 'center' | 'band';
  /** Under each heading a thin rule, beside it a bar (both in the accent colour), or nothing. */
  headingMark: 'rule' | 'bar' | 'none';
  /** Headings in the accent colour or in the text's. */
  headingInAccent: boolean;
  /** The name in the accent colour. */
  nameInAccent: boolean;
  /** Sections drawn in a narrow column beside the main one (the two-column template); empty for one column. */
  sidebar: readonly string[];
}

/**
 * The templates' structures by renderer key. A key not listed draws as one plain column, so a template added to the
 * database before its structure is never a broken page.
 */
export const TEMPLATE_STYLES: Record<string, TemplateStyle> = {
  high_school: { header: 'center', headingMark: 'rule', headingInAccent: false, nameInAccent: false, sidebar: [] },
  modern_professional: { header: 'band', headingMark: 'rule', headingInAccent: true, nameInAccent: false, sidebar: [] },
  classic: { header: 'center', headingMark: 'rule', headingInAccent: false, nameInAccent: false, sidebar: [] },
  executive: { header: 'left', headingMark: 'rule', headingInAccent: true, nameInAccent: true, sidebar: [] },
  clinical: { header: 'left', headingMark: 'bar', headingInAccent: true, nameInAccent: false, sidebar: [] },
  two_column: {
    header: 'left',
    headingMark: 'rule',
    headingInAccent: true,
    nameInAccent: true,
    sidebar: ['skills', 'certifications', 'education'],
  },
  compact: { header: 'left', headingMark: 'none', headingInAccent: true, nameInAccent: false, sidebar: [] },
  technical: { header: 'left', headingMark: 'bar', headingInAccent: false, nameInAccent: false, sidebar: [] },
};

const PLAIN: TemplateStyle = {
  header: 'left',
  headingMark: 'rule',
  headingInAccent: false,
  nameInAccent: false,
  sidebar: [],
};

/** Sizes and spaces in points: what density, margins and fitting to one page change. */
export interface Metrics {
  /** Body text; never below MIN_BODY_POINTS. */
  body: number;
  heading: number;
  name: number;
  headline: number;
  /** The contacts line and dates. */
  small: number;
  /** Above each section, under each heading, under each entry. */
  sectionGap: number;
  headingGap: number;
  entryGap: number;
  /** Line height as a multiple of the type size. */
  leading: number;
  margins: { top: number; bottom: number; side: number };
}

/** The smallest body type a fitted resume may use: below it, a printed page is hard to read. */
export const MIN_BODY_POINTS = 9;

const SPACING: Record<Density, Pick<Metrics, 'body' | 'sectionGap' | 'headingGap' | 'entryGap' | 'leading'>> = {
  compact: { body: 9.5, sectionGap: 8, headingGap: 3, entryGap: 4, leading: 1.1 },
  standard: { body: 10, sectionGap: 12, headingGap: 4, entryGap: 6, leading: 1.16 },
  relaxed: { body: 10.5, sectionGap: 16, headingGap: 6, entryGap: 9, leading: 1.3 },
};
const PAGE_MARGINS: Record<Margins, Metrics['margins']> = {
  narrow: { top: 32, bottom: 40, side: 36 },
  standard: { top: 48, bottom: 54, side: 48 },
  wide: { top: 60, bottom: 64, side: 64 },
};

/** The page sizes in points. */
export const PAGE_POINTS: Record<PaperSize, { width: number; height: number; name: string }> = {
  A4: { width: 595.28, height: 841.89, name: 'A4' },
  LETTER: { width: 612, height: 792, name: 'US Letter' },
};

/** The metrics of a density and margins, with the body type at `body` points when given (fitting to a page). */
export function metricsFor(density: Density, margins: Margins, body?: number): Metrics {
  const spacing = SPACING[density];
  const size = Math.max(MIN_BODY_POINTS, body ?? spacing.body);
  return {
    ...spacing,
    body: size,
    heading: size + 1,
    name: size * 1.8,
    headline: size + 1,
    small: Math.max(MIN_BODY_POINTS, size - 1),
    margins: PAGE_MARGINS[margins],
  };
}

export interface ResumeLook {
  template: TemplateStyle;
  font: ResumeFont;
  /** "#rrggbb": headings, the band's tint, the bar. */
  accent: string;
  headingUppercase: boolean;
  pageSize: PaperSize;
  pageNumbers: boolean;
  fitOnePage: boolean;
  density: Density;
  margins: Margins;
  metrics: Metrics;
}

/** The look of a draft: its template's structure and its design controls. */
export function lookFor(
  rendererKey: string,
  design: DesignControls & { font_family: string; heading_style: { text_transform: string } },
): ResumeLook {
  const resolved = resolveDesign(design);
  return {
    template: TEMPLATE_STYLES[rendererKey] ?? PLAIN,
    font: resolved.font,
    accent: resolved.accent,
    headingUppercase: design.heading_style.text_transform === 'uppercase',
    pageSize: resolved.pageSize,
    pageNumbers: resolved.pageNumbers,
    fitOnePage: resolved.fitOnePage,
    density: resolved.density,
    margins: resolved.margins,
    metrics: metricsFor(resolved.density, resolved.margins),
  };
}

/** A plain look (one column, standard spacing, A4): tests and callers without a draft start from it. */
export const plainLook = (changes: Partial<ResumeLook> = {}): ResumeLook => ({
  ...lookFor('', { font_family: 'sans-serif', heading_style: { text_transform: 'none' } }),
  ...changes,
});

/**
 * The ways a resume is tightened to fit one page, gentlest first: the chosen look, compact spacing, narrow margins,
 * then smaller type in steps down to MIN_BODY_POINTS. The first that fits is the one drawn.
 */
export function fittingSteps(look: ResumeLook): ResumeLook[] {
  const steps: ResumeLook[] = [look];
  const add = (density: Density, margins: Margins, body?: number) => {
    const metrics = metricsFor(density, margins, body);
    const last = steps.at(-1)!.metrics;
    if (JSON.stringify(metrics) !== JSON.stringify(last)) steps.push({ ...look, density, margins, metrics });
  };
  add('compact', look.margins);
  add('compact', look.margins === 'wide' ? 'standard' : 'narrow');
  add('compact', 'narrow');
  for (const body of [9.25, MIN_BODY_POINTS]) add('compact', 'narrow', body);
  return steps;
}

/** Colour as Word writes it: hex without the '#', upper case. */
export const wordColour = (hex: string) => hex.replace('#', '').toUpperCase();

/** A pale tint of the accent (the band behind the header, the side column): the accent mixed with white. */
export function tint(hex: string, share = 0.1): string {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) => Math.round(255 - (255 - channel(at)) * share));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** The side column's share of the width between the margins (the two-column template). */
export const SIDE_SHARE = 0.3;
// A generous guess of a character's width as a share of the type size, and of the header's height in points.
const CHAR_WIDTH_SHARE = 0.55;
const HEADER_POINTS = 80;

/** A side section's content, enough to guess its height: its heading and its lines of text. */
export interface SideContent {
  lines: string[];
  /** Extra space under entries, one per entry. */
  entries: number;
}

/**
 * How many of the side column's sections (in order) fit beside the main column on the first page. The column is
 * drawn before the main one so text extraction reads it whole; sections that would run onto a second page would be
 * read after the first page's main column, so they move to the main column instead.
 */
export function sideSectionsThatFit(look: ResumeLook, sections: SideContent[]): number {
  const m = look.metrics;
  const page = PAGE_POINTS[look.pageSize];
  const width = (page.width - 2 * m.margins.side) * SIDE_SHARE - 16;
  const perLine = Math.max(8, Math.floor(width / (m.body * CHAR_WIDTH_SHARE)));
  let room = page.height - m.margins.top - m.margins.bottom - HEADER_POINTS;
  for (let index = 0; index < sections.length; index += 1) {
    const section = sections[index]!;
    const lines = section.lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
    room -= m.sectionGap + m.heading * m.leading + m.headingGap + 4 + lines * m.body * m.leading;
    room -= section.entries * m.entryGap;
    if (room < 0) return index;
  }
  return sections.length;
}
