/** Page counts for My Resumes: each version's A4 PDF drawn once per edit, and remembered on its row. */
import { layoutResume } from '@hirestride/resume-formats';
import type { Snippet } from '@hirestride/shared';
import { listSection } from '../content/library.js';
import type { Database } from '../db/client.js';
import { renderResumePdf } from './pdf/resume-pdf.js';
import { ResumesRepository, versionToApi, type VersionRow } from './repository.js';

/** Pages in a PDF as pdfkit writes it: one uncompressed `/Type /Page` dictionary per page. */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/**
 * Each row's page count: the stored one when it was drawn for the row's current edit, otherwise drawn now and
 * stored. A version that cannot be drawn counts as null rather than failing the list.
 */
export async function pageCounts(
  db: Database,
  userId: number,
  rows: VersionRow[],
): Promise<Map<number, number | null>> {
  const counts = new Map<number, number | null>();
  const stale = rows.filter((row) => row.pageCountAt?.getTime() !== row.updatedAt.getTime());
  for (const row of rows) if (!stale.includes(row)) counts.set(row.id, row.pageCount);
  if (stale.length === 0) return counts;
  const snippets = await listSection<Snippet>(db, 'snippets', userId);
  const byId = new Map(snippets.map((snippet) => [snippet.id, snippet]));
  const repository = new ResumesRepository(db);
  // One at a time: drawing is CPU work, and a list must not starve the other requests on this core.
  for (const row of stale) {
    try {
      const pdf = await renderResumePdf(layoutResume(versionToApi(row), byId), { size: 'A4', pageNumbers: false });
      const pages = countPdfPages(pdf);
      counts.set(row.id, pages);
      await repository.setPageCount(row.id, pages, row.updatedAt);
    } catch {
      counts.set(row.id, null);
    }
  }
  return counts;
}
