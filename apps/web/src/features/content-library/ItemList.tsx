/** The saved items of a list section, each with Edit and Delete (Delete asks first). */
import { useState } from 'react';
import type { SectionConfig } from './section-configs';

type Item = { id: number } & Record<string, unknown>;

interface Props {
  config: SectionConfig;
  items: Item[];
  editingId: number | null;
  onEdit(item: Item): void;
  onDelete(item: Item): Promise<void>;
}

export function ItemList({ config, items, editingId, onEdit, onDelete }: Props) {
  const [confirming, setConfirming] = useState<number | null>(null);
  if (items.length === 0) {
    return (
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        You have no {config.plural} here yet. Add your first with the form below ({config.addLabel}).
      </p>
    );
  }
  return (
    <ul className="mt-6 space-y-3" aria-label={`Your ${config.plural}`}>
      {items.map((item) => {
        const summary = config.summary(item as never);
        const editing = item.id === editingId;
        return (
          <li
            key={item.id}
            data-testid="section-item"
            className={`rounded-xl border p-4 ${editing ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            {/* The text takes the line and the buttons wrap under it when both do not fit (a phone), rather than
                squeezing a title into a narrow column beside them. */}
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-[1_1_16rem]">
                <p className="font-medium break-words text-slate-900">{summary.title}</p>
                {summary.subtitle && <p className="text-sm text-slate-600">{summary.subtitle}</p>}
                {summary.detail && (
                  <p className="mt-1 line-clamp-2 text-sm break-words whitespace-pre-line text-slate-500">
                    {summary.detail}
                  </p>
                )}
              </div>
              {confirming === item.id ? (
                <div className="flex items-center gap-2" role="group" aria-label="Confirm delete">
                  <span className="text-sm text-slate-700">Delete this item?</span>
                  <button
                    type="button"
                    className="rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700"
                    onClick={async () => {
                      setConfirming(null);
                      await onDelete(item);
                    }}
                  >
                    Yes, delete
                  </button>
                  <button
                    type="button"
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                    onClick={() => setConfirming(null)}
                  >
                    Keep
                  </button>
                </div>
              ) : (
                <div className="flex gap-2">
                  <button
                    type="button"
                    aria-label={`Edit ${summary.title}`}
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                    onClick={() => onEdit(item)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${summary.title}`}
                    className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                    onClick={() => setConfirming(item.id)}
                  >
                    Delete
                  </button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
