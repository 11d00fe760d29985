/** Counting a resume's pages, for My Resumes: the pool's `resumePageCount` task draws the PDF and counts here. */

/** Pages in a PDF as pdfkit writes it: one uncompressed `/Type /Page` dictionary per page. */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}
