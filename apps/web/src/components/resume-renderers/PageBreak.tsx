/**
 * What the drawn PDF says about the page, for the preview to follow: where each page starts (marked in the preview)
 * and the spacing and type it was drawn with (tighter when fitted to one page). They come from the file itself (the
 * resume check's read-back), so the preview shows the pages the PDF has, not a guess of them.
 */
import { createContext, useContext } from 'react';
import type { Density, Margins } from '@hirestride/shared/resume-design';

export interface PageStart {
  page: number;
  section: string;
  /** The entry that starts the page; null when the section's heading does. */
  entry: number | null;
}

export interface DrawnFile {
  pageStarts: readonly PageStart[];
  /** The spacing and body type the file was drawn with, when fitting changed them; null to follow the design. */
  drawn: { density: Density; margins: Margins; body: number } | null;
}

const DrawnFileContext = createContext<DrawnFile>({ pageStarts: [], drawn: null });
export const DrawnFileProvider = DrawnFileContext.Provider;
export const useDrawnFile = () => useContext(DrawnFileContext);

/** The page that starts at this section's heading (entry null) or at this entry, if one does. */
export function usePageStart(section: string, entry: number | null): number | null {
  return useDrawnFile().pageStarts.find((start) => start.section === section && start.entry === entry)?.page ?? null;
}

export function PageBreak({ page }: { page: number }) {
  return (
    <div
      role="separator"
      aria-label={`Page ${page} of the PDF starts here`}
      data-page-break={page}
      className="resume-page-break my-3 flex items-center gap-2 text-[11px] font-semibold tracking-wide text-slate-500 uppercase print:hidden"
    >
      <span className="h-px flex-1 border-t border-dashed border-slate-400" />
      Page {page}
      <span className="h-px flex-1 border-t border-dashed border-slate-400" />
    </div>
  );
}

/** The marker before a section's heading or an entry, when the PDF's page starts there. */
export function BreakBefore({ section, entry }: { section: string; entry: number | null }) {
  const page = usePageStart(section, entry);
  return page === null ? null : <PageBreak page={page} />;
}
