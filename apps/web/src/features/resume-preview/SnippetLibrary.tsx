/** The preview's right panel: the user's snippets, each draggable onto the resume. */
import { useDraggable } from '@dnd-kit/core';
import { useState } from 'react';
import type { Snippet } from '@hirestride/shared/content';
import { snippetPreview, type ResumeVersion, type SnippetSectionMap } from '@hirestride/shared/resume';
import { PlaceInMenu } from './PlaceInMenu';
import { SuggestMappings } from './SuggestMappings';

export const libraryId = (snippetId: number) => `library:${snippetId}`;

function LibrarySnippet({
  snippet,
  map,
  onMapChange,
}: {
  snippet: Snippet;
  map: SnippetSectionMap;
  onMapChange: (map: SnippetSectionMap) => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: libraryId(snippet.id),
    data: { type: 'library', snippetId: snippet.id },
  });
  const { title, excerpt } = snippetPreview(snippet);
  return (
    <li className="flex items-start gap-2">
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        data-testid="library-snippet"
        className={`min-w-0 flex-1 cursor-grab rounded-lg border border-slate-200 bg-white p-3 text-left text-sm shadow-sm hover:border-brand-300 ${isDragging ? 'opacity-40' : ''}`}
      >
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-slate-600"> — {excerpt}</span>
      </button>
      <PlaceInMenu snippetId={snippet.id} title={title} map={map} onChange={onMapChange} />
    </li>
  );
}

export function SnippetLibrary({
  snippets,
  failed,
  draft,
  onMapChange,
}: {
  snippets: Snippet[];
  failed: boolean;
  draft: ResumeVersion;
  onMapChange: (map: SnippetSectionMap) => void;
}) {
  const [suggesting, setSuggesting] = useState(false);
  return (
    <aside
      aria-label="Snippets"
      className="hidden rounded-2xl border border-slate-200 bg-slate-50 p-4 lg:block print:hidden"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Snippets</h2>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Drag a snippet onto Volunteer, Awards or Testimonials. With a keyboard: Space to pick up, arrows to move, Space
        to drop.
      </p>
      <button
        type="button"
        onClick={() => setSuggesting(true)}
        aria-expanded={suggesting}
        className="mt-3 w-full rounded-lg border border-brand-600 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Let AI Suggest Mappings
      </button>
      {suggesting && (
        <SuggestMappings
          draft={draft}
          snippets={new Map(snippets.map((snippet) => [snippet.id, snippet]))}
          onChange={onMapChange}
          onClose={() => setSuggesting(false)}
        />
      )}
      {failed && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Your snippets could not be loaded.
        </p>
      )}
      {snippets.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No snippets available</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {snippets.map((snippet) => (
            <LibrarySnippet
              key={snippet.id}
              snippet={snippet}
              map={draft.snippet_section_map}
              onMapChange={onMapChange}
            />
          ))}
        </ul>
      )}
    </aside>
  );
}
