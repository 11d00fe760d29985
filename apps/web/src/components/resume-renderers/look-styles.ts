/** The PDF's look as CSS (packages/resume-formats lookFor): the same sizes in points, colours, marks and margins. */
import type { CSSProperties } from 'react';
import { PAGE_POINTS, tint, type ResumeLook } from '@hirestride/resume-formats/resume-look';

const INK = '#0f172a';

/** The page: type size and margins in points, the paper's width as its widest. */
export function pageCss(look: ResumeLook): CSSProperties {
  const m = look.metrics;
  return {
    fontSize: `${m.body}pt`,
    lineHeight: m.leading,
    maxWidth: `${PAGE_POINTS[look.pageSize].width}pt`,
    // The margins scale down on a phone (see styles.css), where the paper's own would leave little room for text.
    ['--page-margin-top' as string]: `${m.margins.top}pt`,
    ['--page-margin-side' as string]: `${m.margins.side}pt`,
    ['--page-margin-bottom' as string]: `${m.margins.bottom}pt`,
  };
}

/** The band behind the header (modern_professional): the accent's tint, reaching the page's edges. */
export const bandCss = (look: ResumeLook): CSSProperties => ({ backgroundColor: tint(look.accent, 0.1) });

export function nameCss(look: ResumeLook): CSSProperties {
  return {
    fontSize: `${look.metrics.name}pt`,
    lineHeight: 1.15,
    fontWeight: 700,
    color: look.template.nameInAccent ? look.accent : INK,
  };
}

/** A section heading: its size, colour and mark (a rule under it, a bar beside it, or none). */
export function headingCss(look: ResumeLook): CSSProperties {
  const colour = look.template.headingInAccent ? look.accent : INK;
  const mark = look.template.headingMark;
  return {
    fontSize: `${look.metrics.heading}pt`,
    fontWeight: 700,
    color: colour,
    textTransform: look.headingUppercase ? 'uppercase' : 'none',
    marginBottom: `${look.metrics.headingGap}pt`,
    ...(mark === 'rule'
      ? {
          borderBottom: `0.75pt solid ${look.accent}`,
          paddingBottom: '2pt',
        }
      : mark === 'bar'
        ? { borderLeft: `3pt solid ${look.accent}`, paddingLeft: '6pt' }
        : {}),
  };
}

export const sectionGapCss = (look: ResumeLook): CSSProperties => ({ marginTop: `${look.metrics.sectionGap}pt` });
export const entryGapCss = (look: ResumeLook): CSSProperties => ({ marginBottom: `${look.metrics.entryGap}pt` });
