/** One contact or interview in its list: shown, edited in place, or deleted after an inline "Are you sure?". */
import { useState } from 'react';
import { itemToForm } from '../../../components/form-fields';
import type { RecordConfig } from './record-config';
import { RecordForm } from './RecordForm';
import { EditButton, smallButton } from '../../../components/edit-parts';
import { useEditFocus } from './useEditFocus';

interface Props<Item extends { id: number }, Payload> {
  config: RecordConfig<Item, Payload>;
  item: Item;
  onUpdate(payload: Payload): Promise<unknown>;
  onDelete(): Promise<void>;
}

export function RecordItem<Item extends { id: number }, Payload>({
  config,
  item,
  onUpdate,
  onDelete,
}: Props<Item, Payload>) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { panelRef, buttonRef } = useEditFocus(editing);
  // After "Keep", back to the Delete button that asked.
  const { buttonRef: deleteRef } = useEditFocus<HTMLDivElement>(confirming);
  const name = config.name(item);

  if (editing) {
    return (
      <li>
        <RecordForm
          config={config}
          initial={itemToForm(config.fields, item as Item & Record<string, unknown>)}
          title={`Edit ${name}`}
          name={name}
          formRef={panelRef}
          onSave={onUpdate}
          onClose={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-40">{config.render(item)}</div>
        {!confirming && (
          <div className="flex gap-1">
            <EditButton name={`Edit ${name}`} buttonRef={buttonRef} onClick={() => setEditing(true)} />
            <button
              ref={deleteRef}
              type="button"
              aria-label={`Delete ${name}`}
              className={smallButton.quietDanger}
              onClick={() => setConfirming(true)}
            >
              Delete
            </button>
          </div>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={`Confirm deleting ${name}`}
          className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3"
        >
          <span className="mr-auto text-sm font-medium text-red-900">Delete this {config.noun}?</span>
          <button
            type="button"
            className={smallButton.confirm}
            onClick={async () => {
              setConfirming(false);
              await onDelete();
            }}
          >
            Yes, delete
          </button>
          <button
            type="button"
            // The safe choice takes the focus: a second Enter keeps the record.
            autoFocus
            className={smallButton.outline}
            onClick={() => setConfirming(false)}
          >
            Keep
          </button>
        </div>
      )}
    </li>
  );
}
