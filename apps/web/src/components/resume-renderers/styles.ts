/** Turns design_json into inline styles (font, headings, per-section styles). */
import type { CSSProperties } from 'react';
import { sectionHeading } from '@hirestride/resume-formats/resume-layout';
import type { DesignJson, SectionStyle } from '@hirestride/shared/resume';

export function sectionStyle(design: DesignJson, key: string): SectionStyle {
  return design.section_styles[key] ?? {};
}

export function headingCss(design: DesignJson): CSSProperties {
  const h = design.heading_style;
  return {
    fontSize: h.font_size,
    fontWeight: h.font_weight,
    marginBottom: h.margin_bottom,
    textTransform: h.text_transform,
    borderBottom: h.border_bottom,
  };
}

export function bodyCss(style: SectionStyle): CSSProperties {
  return {
    textAlign: style.alignment,
    fontSize: style.font_size,
    fontWeight: style.font_weight,
    fontStyle: style.font_style,
  };
}

/** The same heading the PDF and the text export use (packages/resume-formats). */
export const headingText = sectionHeading;
