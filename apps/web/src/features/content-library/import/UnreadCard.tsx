/** "Lines we could not place": what the reader read but could not put in a section, each offered as a snippet. */
import { useRef, useState } from 'react';
import { addUnreadAsSnippet, snippetTitleFor, type UnreadDraft } from './draft';
import type { EditDraft } from './edit-draft';
import { ReviewCard } from './review-parts';

interface Props {
  unread: UnreadDraft[];
  edit: EditDraft;
}

export function UnreadCard({ unread, edit }: Props) {
  const [announced, setAnnounced] = useState('');
  const list = useRef<HTMLUListElement>(null);
  if (unread.length === 0 && !announced) return null;
  const add = (line: UnreadDraft, index: number) => {
    edit((draft) => addUnreadAsSnippet(draft, line.key));
    setAnnounced(`Added as a snippet titled “${snippetTitleFor(line.reason)}”.`);
    // The pressed button goes with its line: keep focus in the list, on the next line's button.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      next?.focus();
    });
  };
  return (
    <ReviewCard
      title="Lines we could not place"
      count={unread.length === 0 ? 'All placed' : `${unread.length} ${unread.length === 1 ? 'line' : 'lines'}`}
      help="These are not added unless you keep them as snippets, reusable text for your resumes."
    >
      <p role="status" className="sr-only">
        {announced}
      </p>
      {unread.length === 0 ? (
        <p className="text-sm text-slate-600">Every line is placed.</p>
      ) : (
        <ul ref={list} className="space-y-3">
          {unread.map((line, index) => (
            <li
              key={line.key}
              className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-slate-200 p-3"
            >
              <div className="min-w-0 flex-1 basis-64">
                <p className="break-words text-slate-900">{line.text}</p>
                <p className="mt-1 text-xs break-words text-slate-600">{line.reason}</p>
              </div>
              <button
                type="button"
                className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                onClick={() => add(line, index)}
              >
                Add as a snippet<span className="sr-only">: {line.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ReviewCard>
  );
}
