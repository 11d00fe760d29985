/** One list section (experience, skills, education, certifications, snippets): the items, and an add/edit form. */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { SectionItem, SectionKey, SectionPayload } from '@hirestride/shared/content';
import { ApiError } from '../../api/client';
import { contentApi } from '../../api/content';
import { ItemList } from './ItemList';
import type { SectionConfig } from './section-configs';
import { FormField } from '../../components/FormField';
import { emptyForm, formToPayload, itemToForm, type FormValues } from '../../components/form-fields';
import { sectionKey } from '../../lib/useProfile';
import { ImproveTextField } from '../../components/writing/ImproveTextField';

type Item = { id: number } & Record<string, unknown>;

export const SAVE_ERROR = 'Could not save your changes. Please try again.';
export const DELETE_ERROR = 'Could not delete the item. Please try again.';

export function ListSection<K extends SectionKey>({
  config,
  items,
}: {
  config: SectionConfig<K>;
  items: SectionItem<K>[];
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => emptyForm(config.fields));
  const [editingId, setEditingId] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const key = sectionKey(config.section);

  const toAddMode = () => {
    setEditingId(null);
    setValues(emptyForm(config.fields));
    setFieldErrors({});
  };

  const startEdit = (item: Item) => {
    setEditingId(item.id);
    setValues(itemToForm(config.fields, item));
    setFieldErrors({});
  };

  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const payload = formToPayload(config.fields, values) as SectionPayload<K>;
    try {
      if (editingId === null) {
        const created = await contentApi.create(config.section, payload);
        queryClient.setQueryData<Item[]>(key, (list = []) => [...list, created as Item]);
      } else {
        const updated = await contentApi.update(config.section, editingId, payload);
        queryClient.setQueryData<Item[]>(key, (list = []) =>
          list.map((item) => (item.id === editingId ? (updated as Item) : item)),
        );
      }
      toAddMode();
    } catch (error) {
      // What the user typed stays in the form; the server's reasons go next to their fields.
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setFieldErrors(fields);
      toast.error(error instanceof ApiError && error.status === 400 ? (error.detail ?? SAVE_ERROR) : SAVE_ERROR);
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
          {config.fields.map((field) => {
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
    </>
  );
}
