/** One list section (experience, skills, education, certifications, snippets): the items, and an add/edit form. */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { SectionItem, SectionKey, SectionPayload } from '@hirestride/shared/content';
import { ApiError } from '../../api/client';
import { contentApi } from '../../api/content';
import { addInOrder, listInWords, planBatch, skippedSentence, unsentText } from './batch-add';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { ItemList } from './ItemList';
import type { SectionConfig } from './section-configs';
import { FormField } from '../../components/FormField';
import { emptyForm, formToPayload, itemToForm, type FormValues } from '../../components/form-fields';
import { useUnsaved } from '../../components/UnsavedGuard';
import { monthValueProblem } from '../../lib/month-year';
import { sectionKey } from '../../lib/useProfile';
import { ImproveTextField } from '../../components/writing/ImproveTextField';

type Item = { id: number } & Record<string, unknown>;
type Notice = { tone: 'status' | 'alert'; text: string };

export const SAVE_ERROR = 'Could not save your changes. Please try again.';
export const DELETE_ERROR = 'Could not delete the item. Please try again.';

const reasonOf = (error: unknown) => (error instanceof ApiError && error.status === 400 ? error.detail : undefined);

export function ListSection<K extends SectionKey>({
  config,
  items,
}: {
  config: SectionConfig<K>;
  items: SectionItem<K>[];
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => emptyForm(config.fields));
  // What the form held when it was last loaded or saved: anything else is an unsaved change.
  const [baseline, setBaseline] = useState<FormValues>(values);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingEdit, setPendingEdit] = useState<Item | null>(null);
  const key = sectionKey(config.section);
  const batch = editingId === null ? config.batch : undefined;

  // Leaving the step (a step link, the side menu, Back, closing the tab) with unsaved changes asks first:
  // the content library asks rather than keeping drafts, like the job page and the cover letter crafter.
  const dirty = config.fields.some((field) => (values[field.name] ?? '') !== (baseline[field.name] ?? ''));
  useUnsaved(dirty);

  const load = (next: FormValues, id: number | null) => {
    setEditingId(id);
    setValues(next);
    setBaseline(next);
    setFieldErrors({});
  };
  const toAddMode = () => load(emptyForm(config.fields), null);
  const edit = (item: Item) => {
    setNotice(null);
    load(itemToForm(config.fields, item), item.id);
  };
  const startEdit = (item: Item) => (dirty && item.id !== editingId ? setPendingEdit(item) : edit(item));

  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const append = (created: unknown) => queryClient.setQueryData<Item[]>(key, (list = []) => [...list, created as Item]);

  /** Several entries typed in the batch field: one POST each, in order; what fails stays in the field. */
  const addBatch = async (field: string, typed: string) => {
    const plan = planBatch(
      typed,
      items.map((item) => String((item as Record<string, unknown>)[field] ?? '')),
    );
    const skipped = skippedSentence(plan);
    if (plan.toAdd.length === 0) {
      setNotice({ tone: 'status', text: `Nothing new to add. ${skipped}` });
      return;
    }
    const result = await addInOrder(plan.toAdd, async (entry) =>
      append(
        await contentApi.create(
          config.section,
          formToPayload(config.fields, { ...values, [field]: entry }) as SectionPayload<K>,
        ),
      ),
    );
    const added = result.added.length > 0 ? `Added ${listInWords(result.added)}.` : '';
    if (result.unsent.length === 0) {
      toAddMode();
      setNotice({ tone: 'status', text: [added, skipped].filter(Boolean).join(' ') });
      return;
    }
    const reason = reasonOf(result.error);
    const rest = result.unsent.length - 1;
    setValues((current) => ({ ...current, [field]: unsentText(result.unsent, typed) }));
    setFieldErrors(result.error instanceof ApiError ? result.error.fieldErrors : {});
    setNotice({
      tone: 'alert',
      text: [
        added,
        `Could not save ${result.unsent[0]}${reason ? ` (${reason})` : ''}.`,
        rest > 0 ? `It and the ${rest} after it are still in the field.` : 'It is still in the field.',
        skipped,
      ]
        .filter(Boolean)
        .join(' '),
    });
    toast.error(reason ?? SAVE_ERROR);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A month without a year (or the reverse) cannot be sent: say so beside the field instead.
    const problems = Object.fromEntries(
      config.fields
        .filter((field) => field.kind === 'month')
        .map((field) => [field.name, monthValueProblem(values[field.name] ?? '')] as const)
        .filter((entry): entry is [string, string] => entry[1] !== null),
    );
    if (Object.keys(problems).length > 0) {
      setFieldErrors(problems);
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const typed = batch ? (values[batch.field] ?? '') : '';
      if (batch && typed.trim() !== '') {
        await addBatch(batch.field, typed);
      } else if (editingId === null) {
        append(await contentApi.create(config.section, formToPayload(config.fields, values) as SectionPayload<K>));
        toAddMode();
      } else {
        const stored = (items as Item[]).find((item) => item.id === editingId);
        const payload = formToPayload(config.fields, values, stored) as SectionPayload<K>;
        const updated = await contentApi.update(config.section, editingId, payload);
        queryClient.setQueryData<Item[]>(key, (list = []) =>
          list.map((item) => (item.id === editingId ? (updated as Item) : item)),
        );
        toAddMode();
      }
    } catch (error) {
      // What the user typed stays in the form; the server's reasons go next to their fields.
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setFieldErrors(fields);
      toast.error(reasonOf(error) ?? SAVE_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (item: Item) => {
    try {
      await contentApi.remove(config.section, item.id);
      queryClient.setQueryData<Item[]>(key, (list = []) => list.filter((entry) => entry.id !== item.id));
      if (editingId === item.id) toAddMode();
      toast.success('Deleted.');
    } catch {
      toast.error(DELETE_ERROR);
    }
  };

  return (
    <>
      <ItemList config={config} items={items as Item[]} editingId={editingId} onEdit={startEdit} onDelete={onDelete} />
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4"
        aria-labelledby="section-form-title"
      >
        <h2 id="section-form-title" className="text-base font-semibold text-slate-900">
          {editingId === null ? config.addLabel : 'Edit item'}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {config.fields.map((configured) => {
            // The batch field is a text area while adding, so that one entry per line can be typed or pasted.
            const field =
              configured.name === batch?.field
                ? { ...configured, kind: 'textarea' as const, rows: 3, help: batch.help }
                : configured;
            const input = (
              <FormField
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={fieldErrors[field.name]}
                onChange={onChange}
              />
            );
            if (field.name !== config.improveLines) return input;
            return (
              <ImproveTextField
                key={field.name}
                className="sm:col-span-2"
                text={values[field.name] ?? ''}
                onChange={(next) => onChange(field.name, next)}
              >
                {input}
              </ImproveTextField>
            );
          })}
        </div>
        {fieldErrors.non_field_errors && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {fieldErrors.non_field_errors}
          </p>
        )}
        {notice?.tone === 'alert' && (
          <p role="alert" className="mt-3 text-sm text-red-700" data-testid="batch-notice">
            {notice.text}
          </p>
        )}
        <p role="status" className="mt-3 text-sm text-emerald-800 empty:hidden" data-testid="batch-status">
          {notice?.tone === 'status' ? notice.text : ''}
        </p>
        <div className="mt-4 flex gap-3">
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {editingId === null ? config.addLabel : 'Save Changes'}
          </button>
          {editingId !== null && (
            <button
              type="button"
              onClick={toAddMode}
              className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              Cancel
            </button>
          )}
        </div>
      </form>
      {pendingEdit && (
        <DiscardChangesDialog
          onKeep={() => setPendingEdit(null)}
          onDiscard={() => {
            edit(pendingEdit);
            setPendingEdit(null);
          }}
        />
      )}
    </>
  );
}
