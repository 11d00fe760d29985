/**
 * The resume fonts in the preview: the Fontsource files the PDF embeds (regular, bold, italic, bold italic), served
 * with the app, and DejaVu Sans for the letters they lack. Only the resume renderers import this, so the CSS and the
 * font files load with the screens that draw a resume; the browser fetches a face only when it draws a letter in it.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/700-italic.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/400-italic.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans/700-italic.css';
import '@fontsource/source-serif-4/400.css';
import '@fontsource/source-serif-4/400-italic.css';
import '@fontsource/source-serif-4/700.css';
import '@fontsource/source-serif-4/700-italic.css';
import '@fontsource/noto-serif/400.css';
import '@fontsource/noto-serif/400-italic.css';
import '@fontsource/noto-serif/700.css';
import '@fontsource/noto-serif/700-italic.css';
import './resume-fonts.css';
import { RESUME_FONTS, type ResumeFont } from '@hirestride/shared/resume-design';

// The build names every face here "HireStride …" (resumeFontNames in vite.config.ts), so none replaces a system
// font the app's own font stack names.
const FALLBACK = ["'HireStride DejaVu Sans'", "'HireStride DejaVu Sans Upright'"];

/** A resume font as a CSS font-family: the font, DejaVu Sans for the letters it lacks, then the generic family. */
export function resumeFontStack(font: ResumeFont): string {
  const generic = RESUME_FONTS.find((known) => known.family === font)?.kind === 'serif' ? 'serif' : 'sans-serif';
  return [...(font === 'DejaVu Sans' ? [] : [`'HireStride ${font}'`]), ...FALLBACK, generic].join(', ');
}
