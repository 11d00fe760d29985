/** The preview's file downloads: a PDF drawn by the server (A4 or US Letter, optional page numbers) and plain text. */
import { useState } from 'react';
import { defaultPageSize, resumeFiles, type PdfPageSize } from '../../api/resumes';

const link =
  'inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

export function ExportMenu({ versionId }: { versionId: number }) {
  const [size, setSize] = useState<PdfPageSize>(() => defaultPageSize());
  const [pageNumbers, setPageNumbers] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-1 text-sm text-slate-700">
        <span>Page size</span>
        <select
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          value={size}
          onChange={(event) => setSize(event.target.value as PdfPageSize)}
        >
          <option value="A4">A4</option>
          <option value="LETTER">US Letter</option>
        </select>
      </label>
      <label className="flex items-center gap-1 text-sm text-slate-700">
        <input type="checkbox" checked={pageNumbers} onChange={(event) => setPageNumbers(event.target.checked)} />
        Page numbers
      </label>
      <a
        className={`${link} border border-slate-300 bg-white text-slate-700 hover:bg-slate-100`}
        href={resumeFiles.text(versionId)}
        download
      >
        Download text
      </a>
      <a
        className={`${link} bg-brand-600 text-white hover:bg-brand-700`}
        href={resumeFiles.pdf(versionId, size, pageNumbers)}
        download
      >
        Download PDF
      </a>
    </div>
  );
}
