/** The form that adds or edits one contact or interview; what the user typed stays until the server has it. */
import { useState, type RefObject } from 'react';
import { FormField } from '../../../components/FormField';
import { formToPayload, type FormValues } from '../../../components/form-fields';
import type { RecordConfig } from './record-config';
import { FormError, SaveCancel } from '../../../components/edit-parts';
import { useUnsaved } from '../../../components/UnsavedGuard';
import { useSave } from './useSave';

interface Props<Item extends { id: number }, Payload> {
  config: RecordConfig<Item, Payload>;
  /** The values the inputs start with. */
  initial: FormValues;
  /** The form's heading, h3: "Add contact", "Edit contact Sam Lee". */
  title: string;
  /** Names the record in the buttons: "new contact", "contact Sam Lee". */
  name: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Sends the payload; rejects when the server refused it. */
  onSave(payload: Payload): Promise<unknown>;
  /** Closes the form: after a save, or when the user cancels. */
  onClose(): void;
}

export function RecordForm<Item extends { id: number }, Payload>({
  config,
  initial,
  title,
  name,
  formRef,
  onSave,
  onClose,
}: Props<Item, Payload>) {
  const [values, setValues] = useState(initial);
  const fieldNames = config.fields.map((field) => field.name);
  const noun = config.noun.charAt(0).toUpperCase() + config.noun.slice(1);
  const { saving, errors, run, clearError } = useSave(fieldNames, `${noun} was not saved.`);
  useUnsaved(fieldNames.some((field) => (values[field] ?? '') !== (initial[field] ?? '')));

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const save = async () => {
    if (saving) return;
    if (await run(() => onSave(formToPayload(config.fields, values) as Payload))) onClose();
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={title}
      className="rounded-xl border border-brand-100 bg-brand-50/40 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div className="mt-3 flex flex-col gap-3">
        {config.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors.fields[field.name]}
            onChange={change}
          />
        ))}
      </div>
      <FormError message={errors.form} />
      <SaveCancel name={name} saving={saving} onCancel={onClose} />
    </form>
  );
}
