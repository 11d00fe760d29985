/**
 * The letter's files (PDF, Word, text) in the chosen page size; saved first, refused with the claims named. A letter
 * with nothing written in it is refused here, before anything is saved.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { coverLetterFiles } from '../../api/cover-letters';
import { downloadFile } from '../../api/download';
import { defaultPageSize, type PdfPageSize } from '../../api/resumes';
import { failureMessage } from '../../lib/save-errors';

const FILES = [
  { kind: 'pdf', label: 'PDF' },
  { kind: 'docx', label: 'Word' },
  { kind: 'text', label: 'Text' },
] as const;

/** `ready` saves the letter if it needs it and answers its id, or null when it could not be saved (it said why). */
export function LetterDownloads({ ready, empty }: { ready(): Promise<number | null>; empty: boolean }) {
  const [size, setSize] = useState<PdfPageSize>(defaultPageSize());
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (kind: (typeof FILES)[number]['kind']) => {
    if (busy) return;
    if (empty) {
      toast.error('Not downloaded: the letter is empty. Generate it, or write your own, first.');
      return;
    }
    setBusy(kind);
    try {
      const id = await ready();
      if (id === null) return;
      const url = kind === 'text' ? coverLetterFiles.text(id) : coverLetterFiles[kind](id, size);
      const name = await downloadFile(url, `cover-letter.${kind === 'text' ? 'txt' : kind}`);
      toast.success(`Downloaded ${name}.`);
    } catch (failure) {
      toast.error(`Not downloaded: ${failureMessage(failure)}`, { duration: 10_000 });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="letter-downloads" className="space-y-2">
      <h2 id="letter-downloads" className="text-sm font-semibold text-slate-800">
        Download
      </h2>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Page size
        <select
          value={size}
          onChange={(event) => setSize(event.target.value as PdfPageSize)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
        >
          <option value="A4">A4</option>
          <option value="LETTER">US Letter</option>
        </select>
      </label>
      <div className="flex flex-wrap gap-2">
        {FILES.map((file) => (
          <button
            key={file.kind}
            type="button"
            disabled={busy !== null}
            onClick={() => void download(file.kind)}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
          >
            {busy === file.kind ? 'Preparing…' : file.label}
          </button>
        ))}
      </div>
    </section>
  );
}
