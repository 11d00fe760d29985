/**
 * A resume's file downloads, drawn by the server from one layout: PDF (A4 or US Letter, optional page numbers),
 * Word and plain text. A failed download says why in a toast; the resume itself is never touched by an export.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { downloadFile } from '../api/download';
import { defaultPageSize, resumeFiles, type PdfPageSize } from '../api/resumes';
import { failureMessage } from '../lib/save-errors';

const button =
  'inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-wait disabled:opacity-70';
const secondary = `${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-100`;

type Kind = 'pdf' | 'docx' | 'text';
const kindNames: Record<Kind, string> = { pdf: 'PDF', docx: 'Word file', text: 'text file' };

/**
 * Page size and page numbers are the menu's own unless the screen controls them: the resume preview keeps them in
 * the resume's design, Review and Publish checks the chosen size.
 */
export function ExportMenu({
  versionId,
  size: controlledSize,
  onSizeChange,
  pageNumbers: controlledNumbers,
  onPageNumbersChange,
}: {
  versionId: number;
  size?: PdfPageSize;
  onSizeChange?: (size: PdfPageSize) => void;
  pageNumbers?: boolean;
  onPageNumbersChange?: (pageNumbers: boolean) => void;
}) {
  const [ownSize, setOwnSize] = useState<PdfPageSize>(() => defaultPageSize());
  const size = controlledSize ?? ownSize;
  const setSize = onSizeChange ?? setOwnSize;
  const [ownNumbers, setOwnNumbers] = useState(false);
  const pageNumbers = controlledNumbers ?? ownNumbers;
  const setPageNumbers = onPageNumbersChange ?? setOwnNumbers;
  const [busy, setBusy] = useState<Kind | null>(null);
  const urls: Record<Kind, string> = {
    pdf: resumeFiles.pdf(versionId, size, pageNumbers),
    docx: resumeFiles.docx(versionId, size),
    text: resumeFiles.text(versionId),
  };
  const download = async (kind: Kind) => {
    if (busy) return;
    setBusy(kind);
    try {
      await downloadFile(urls[kind], `resume.${kind === 'text' ? 'txt' : kind}`);
    } catch (error) {
      toast.error(`The ${kindNames[kind]} could not be made: ${failureMessage(error)} Your resume is unchanged.`);
    } finally {
      setBusy(null);
    }
  };
  const downloadButton = (kind: Kind, label: string, className: string) => (
    <button type="button" className={className} disabled={busy !== null} onClick={() => void download(kind)}>
      {busy === kind ? 'Preparing…' : label}
    </button>
  );
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
      {downloadButton('text', 'Download text', secondary)}
      {downloadButton('docx', 'Download Word', secondary)}
      {downloadButton('pdf', 'Download PDF', `${button} bg-brand-600 text-white hover:bg-brand-700`)}
    </div>
  );
}
