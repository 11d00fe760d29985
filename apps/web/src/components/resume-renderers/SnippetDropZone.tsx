/** A snippet-accepting section on the editable resume: a drop zone whose snippets can be reordered and removed. */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Snippet } from '@hirestride/shared/content';
import type { SnippetSection } from '@hirestride/shared/resume';

export const zoneId = (section: SnippetSection) => `zone:${section}`;
export const placedId = (section: SnippetSection, snippetId: number) => `placed:${section}:${snippetId}`;

function PlacedSnippet({
  section,
  snippet,
  onRemove,
}: {
  section: SnippetSection;
  snippet: Snippet;
  onRemove?: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: placedId(section, snippet.id),
    data: { type: 'placed', section, snippetId: snippet.id },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`resume-entry group flex items-start gap-2 rounded ${isDragging ? 'opacity-40' : ''}`}
      data-testid={`placed-${section}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Move ${snippet.title || '(Untitled)'}`}
        className="mt-0.5 cursor-grab rounded px-1 text-slate-400 hover:bg-slate-100 print:hidden"
      >
        ⋮⋮
      </button>
      <div className="min-w-0 flex-1">
        {snippet.title && <p className="font-semibold">{snippet.title}</p>}
        <p className="break-words whitespace-pre-line">{snippet.content}</p>
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${snippet.title || '(Untitled)'} from ${section}`}
          className="rounded px-1.5 text-slate-400 hover:bg-red-50 hover:text-red-700 print:hidden"
        >
          ×
        </button>
      )}
    </li>
  );
}

interface Props {
  section: SnippetSection;
  snippets: Snippet[];
  onRemove?: (snippetId: number) => void;
}

export function SnippetDropZone({ section, snippets, onRemove }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(section), data: { type: 'zone', section } });
  return (
    <div
      ref={setNodeRef}
      data-testid={`zone-${section}`}
      className={`min-h-12 rounded-md border-2 border-dashed p-2 transition-colors print:border-0 print:p-0 ${isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
    >
      <SortableContext
        items={snippets.map((snippet) => placedId(section, snippet.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul className="space-y-2">
          {snippets.map((snippet) => (
            <PlacedSnippet
              key={snippet.id}
              section={section}
              snippet={snippet}
              onRemove={onRemove && (() => onRemove(snippet.id))}
            />
          ))}
        </ul>
      </SortableContext>
      {snippets.length === 0 && <p className="text-center text-xs text-slate-500 print:hidden">Drag snippets here</p>}
    </div>
  );
}
