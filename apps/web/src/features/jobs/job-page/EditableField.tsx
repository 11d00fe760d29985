/** One value edited in place: shown as text with an Edit button; the button turns it into its input, Save sends it. */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormField } from '../../../components/FormField';
import type { FieldConfig } from '../../../components/form-fields';
import { addPrompt, displayValue } from './field-display';
import { EditButton, SaveCancel } from '../../../components/edit-parts';
import { useUnsaved } from '../../../components/UnsavedGuard';
import { useEditFocus } from './useEditFocus';
import { useSave } from './useSave';

interface Props {
  field: FieldConfig;
  /** The saved value as the input holds it ('' for none). */
  value: string;
  /** Sends the new value; rejects when the server refused it. */
  onSave(value: string): Promise<unknown>;
  /** How the saved value reads; its text (a choice's label, a date written out) by default. */
  renderValue?(value: string): ReactNode;
  /** Hidden where a heading or the value itself already says what it is (the title, the posting). */
  showLabel?: boolean;
  /** The Edit button right after the value rather than at the far edge (the page's head). */
  inline?: boolean;
  className?: string;
}

export function EditableField({
  field,
  value,
  onSave,
  renderValue,
  showLabel = true,
  inline = false,
  className = '',
}: Props) {
  // null while not editing; otherwise what the user has typed, kept whatever the server answers.
  const [draft, setDraft] = useState<string | null>(null);
  const { saving, errors, run, clearError, reset } = useSave([field.name], `${field.label} was not saved.`);
  const { panelRef, buttonRef } = useEditFocus(draft !== null);
  useUnsaved(draft !== null && draft !== value);

  const close = () => {
    setDraft(null);
    reset();
  };
  const save = async () => {
    if (draft === null || saving) return;
    if (draft === value) return close();
    if (await run(() => onSave(draft))) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      // Enter alone starts a new line in a textarea; with Ctrl or ⌘ it saves, as in most editors.
      event.preventDefault();
      void save();
    }
  };

  if (draft !== null) {
    const error = errors.fields[field.name] || errors.form || undefined;
    return (
      <form
        ref={panelRef}
        noValidate
        className={className}
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField
          field={field}
          value={draft}
          error={error}
          onChange={(_name, next) => {
            setDraft(next);
            clearError(field.name);
          }}
        />
        {field.kind === 'textarea' && field.maxLength !== undefined && (
          <p className="mt-1 text-xs text-slate-500">
            {draft.length.toLocaleString()} of {field.maxLength.toLocaleString()} characters
          </p>
        )}
        <SaveCancel name={field.label} saving={saving} onCancel={close} />
      </form>
    );
  }

  const shown = displayValue(field, value);
  return (
    <div className={`flex items-start gap-3 ${inline ? '' : 'justify-between'} ${className}`}>
      <div className={`min-w-0 ${inline ? '' : 'flex-1'}`}>
        {showLabel && <p className="text-sm font-medium text-slate-500">{field.label}</p>}
        {shown === '' ? (
          <p className="text-slate-500 italic">{addPrompt(field.label)}</p>
        ) : renderValue ? (
          renderValue(value)
        ) : (
          <p className="break-words whitespace-pre-wrap text-slate-900">{shown}</p>
        )}
      </div>
      <EditButton name={`Edit ${field.label}`} buttonRef={buttonRef} onClick={() => setDraft(value)} />
    </div>
  );
}
