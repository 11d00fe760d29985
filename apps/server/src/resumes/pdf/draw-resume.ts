/**
 * A resume drawn as its PDF with its pages counted, fitted to one page when its design asks: every file, page count
 * and check of a resume is drawn here, so they all report the same pages.
 */
import { fittingSteps, type ResumeLayout } from '@hirestride/resume-formats';
import { countPdfPages } from '../page-count.js';
import { renderResumePdf, type PdfOptions } from './resume-pdf.js';

export interface DrawnResume {
  pdf: Buffer;
  pages: number;
  /** The layout as drawn: its look holds the spacing and type that fitting chose. */
  layout: ResumeLayout;
  /**
   * Fitting to one page: not asked, fits as designed, fitted by tightening, or cannot fit (drawn as designed, since
   * at the tightest spacing and smallest readable type it still needs more than a page).
   */
  fit: 'not-asked' | 'fits' | 'fitted' | 'cannot';
}

export async function drawResume(layout: ResumeLayout, options: PdfOptions = {}): Promise<DrawnResume> {
  const first = await renderResumePdf(layout, options);
  const pages = countPdfPages(first);
  if (!layout.look.fitOnePage) return { pdf: first, pages, layout, fit: 'not-asked' };
  if (pages <= 1) return { pdf: first, pages, layout, fit: 'fits' };
  for (const look of fittingSteps(layout.look).slice(1)) {
    const tighter = { ...layout, look };
    const pdf = await renderResumePdf(tighter, options);
    const count = countPdfPages(pdf);
    if (count <= 1) return { pdf, pages: count, layout: tighter, fit: 'fitted' };
  }
  return { pdf: first, pages, layout, fit: 'cannot' };
}
