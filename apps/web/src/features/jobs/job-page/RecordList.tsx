/** A card listing a job's contacts or interviews, with an add form; every change is the server's answer. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { jobKeys } from '../../../api/jobs';
import { emptyForm } from '../../../components/form-fields';
import type { RecordConfig } from './record-config';
import { RecordForm } from './RecordForm';
import { RecordItem } from './RecordItem';
import { failureMessage } from '../../../lib/save-errors';
import { Card, PartStatus, smallButton } from '../../../components/edit-parts';
import { useEditFocus } from './useEditFocus';
import type { JobSync } from './useJob';

interface Props<Item extends { id: number }, Payload> {
  config: RecordConfig<Item, Payload>;
  jobId: number;
  sync: JobSync;
  /** Under the list, after its Add button (the interviews' Prepare link). */
  footer?: ReactNode;
}

export function RecordList<Item extends { id: number }, Payload>({
  config,
  jobId,
  sync,
  footer,
}: Props<Item, Payload>) {
  const queryClient = useQueryClient();
  const key = jobKeys.part(jobId, config.part);
  const query = useQuery({ queryKey: key, queryFn: () => config.api.list(jobId) });
  const [adding, setAdding] = useState(false);
  const { panelRef, buttonRef } = useEditFocus(adding);

  const setList = (update: (list: Item[]) => Item[]) => {
    queryClient.setQueryData<Item[]>(key, (list = []) => update(list));
    sync.changed();
  };
  const create = async (payload: Payload) => {
    const created = await config.api.create(jobId, payload);
    setList((list) => [...list, created]);
  };
  const update = async (id: number, payload: Payload) => {
    const updated = await config.api.update(jobId, id, payload);
    setList((list) => list.map((item) => (item.id === id ? updated : item)));
  };
  const remove = async (item: Item) => {
    try {
      await config.api.remove(jobId, item.id);
      setList((list) => list.filter((entry) => entry.id !== item.id));
      toast.success(`Deleted ${config.name(item)}.`);
      // The record's own buttons are gone: the focus goes on in the same card rather than back to the page's top.
      buttonRef.current?.focus();
    } catch (error) {
      toast.error(`Could not delete ${config.name(item)}. ${failureMessage(error)}`);
    }
  };

  const items = query.data ? (config.order?.(query.data) ?? query.data) : [];
  const headingId = `job-${config.part}`;
  return (
    <Card id={headingId} title={config.title}>
      {query.isPending || query.isError ? (
        <PartStatus loading={query.isPending} what={config.title.toLowerCase()} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{config.empty}</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-labelledby={headingId}>
          {items.map((item) => (
            <RecordItem
              key={item.id}
              config={config}
              item={item}
              onUpdate={(payload) => update(item.id, payload)}
              onDelete={() => remove(item)}
            />
          ))}
        </ul>
      )}
      <div className="mt-3">
        {adding ? (
          <RecordForm
            config={config}
            initial={emptyForm(config.fields)}
            title={config.addLabel}
            name={`new ${config.noun}`}
            formRef={panelRef}
            onSave={create}
            onClose={() => setAdding(false)}
          />
        ) : (
          <button ref={buttonRef} type="button" className={smallButton.outline} onClick={() => setAdding(true)}>
            <span aria-hidden="true">+&nbsp;</span>
            {config.addLabel}
          </button>
        )}
      </div>
      {footer}
    </Card>
  );
}
