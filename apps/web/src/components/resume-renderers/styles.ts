/** Turns design_json's per-section styles into inline styles; the look's own (headings, sizes) are in look-styles. */
import type { CSSProperties } from 'react';
import { sectionHeading } from '@hirestride/resume-formats/resume-layout';
import type { DesignJson, SectionStyle } from '@hirestride/shared/resume';

export function sectionStyle(design: DesignJson, key: string): SectionStyle {
  return design.section_styles[key] ?? {};
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
