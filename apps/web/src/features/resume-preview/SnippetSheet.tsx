/** Phones: the snippet panel is hidden, so a button opens the snippets as a sheet, each with its "Place in…" menu. */
import { useEffect, useRef, useState } from 'react';
import type { Snippet } from '@hirestride/shared/content';
import { snippetPreview, type SnippetSectionMap } from '@hirestride/shared/resume';
import { PlaceInMenu } from './PlaceInMenu';

export function SnippetSheet({
  snippets,
  map,
  onChange,
}: {
  snippets: Snippet[];
  map: SnippetSectionMap;
  onChange: (map: SnippetSectionMap) => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open) dialog?.showModal();
    else if (dialog?.open) dialog.close();
  }, [open]);
  return (
    <div className="lg:hidden print:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-4 z-10 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
      >
        Snippets ({snippets.length})
      </button>
      <dialog
        ref={ref}
        aria-labelledby="snippet-sheet-title"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => {
          if (event.target === ref.current) setOpen(false);
        }}
        className="mx-0 mt-auto mb-0 max-h-[75vh] w-full max-w-none rounded-t-2xl p-0 backdrop:bg-slate-900/40"
      >
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <h2 id="snippet-sheet-title" className="font-semibold text-slate-900">
            Snippets
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700"
          >
            Done
          </button>
        </div>
        {/* Drawn only while open: the panel beside the resume already says the same on wide screens. */}
        {!open ? null : snippets.length === 0 ? (
          <p className="p-4 text-sm text-slate-500">No snippets available</p>
        ) : (
          <ul className="divide-y divide-slate-100 overflow-y-auto p-2" aria-label="Snippets to place">
            {snippets.map((snippet) => {
              const { title, excerpt } = snippetPreview(snippet);
              return (
                <li key={snippet.id} className="flex items-start justify-between gap-3 p-2">
                  <p className="min-w-0 text-sm">
                    <span className="font-semibold text-slate-900">{title}</span>
                    <span className="text-slate-600"> — {excerpt}</span>
                  </p>
                  <PlaceInMenu snippetId={snippet.id} title={title} map={map} onChange={onChange} />
                </li>
              );
            })}
          </ul>
        )}
      </dialog>
    </div>
  );
}
