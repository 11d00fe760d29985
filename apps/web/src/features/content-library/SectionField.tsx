/** One input of a list-section form, chosen by the field's kind. */
import { useId } from 'react';
import { describedBy, FieldFrame, inputClass } from '../../components/FieldFrame';
import type { FieldConfig } from './section-form';

interface Props {
  field: FieldConfig;
  value: string;
  error?: string | undefined;
  onChange(name: string, value: string): void;
}

export function SectionField({ field, value, error, onChange }: Props) {
  const id = useId();
  const common = {
    id,
    name: field.name,
    value,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    'aria-required': field.required || undefined,
    ...describedBy(id, field.help, error),
    className: inputClass(error),
  };
  const type = field.kind === 'date' ? 'date' : field.kind === 'month' ? 'month' : 'text';
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={field.help}
      error={error}
      className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}
    >
      {field.kind === 'textarea' ? (
        <textarea rows={4} {...common} onChange={(event) => onChange(field.name, event.target.value)} />
      ) : (
        <input
          type={type}
          inputMode={field.kind === 'decimal' ? 'decimal' : undefined}
          {...common}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
