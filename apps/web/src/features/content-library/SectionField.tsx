/** One input of a list-section form, chosen by the field's kind. */
import { useId } from 'react';
import type { FieldConfig } from './section-form';

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ${error ? 'border-red-500' : 'border-slate-300'}`;

interface Props {
  field: FieldConfig;
  value: string;
  error?: string | undefined;
  onChange(name: string, value: string): void;
}

export function SectionField({ field, value, error, onChange }: Props) {
  const id = useId();
  const described = [field.help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': field.required || undefined,
    className: inputClass(error),
  };
  const type = field.kind === 'date' ? 'date' : field.kind === 'month' ? 'month' : 'text';
  return (
    <div className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>{field.label}</label>
        {field.required && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </div>
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
      {field.help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {field.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
