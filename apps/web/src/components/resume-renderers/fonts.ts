/** The CSS font stack of a resume font: the font, then DejaVu Sans (the PDF's fallback), then the system's kind. */
import { RESUME_FONTS, type ResumeFont } from '@hirestride/shared/resume-design';

export function resumeFontStack(font: ResumeFont): string {
  const kind = RESUME_FONTS.find((known) => known.family === font)?.kind ?? 'sans';
  return `"${font}", "DejaVu Sans", ${kind === 'serif' ? 'serif' : 'sans-serif'}`;
}
