/** One input of a form, chosen by the field's kind, in the shared field frame (label, help, error). */
import { useId } from 'react';
import { describedBy, FieldFrame, inputClass } from './FieldFrame';
import type { FieldConfig } from './form-fields';
import { MonthYearField } from './MonthYearField';

interface Props {
  field: FieldConfig;
  value: string;
  error?: string | undefined;
  onChange(name: string, value: string): void;
  labelClassName?: string | undefined;
}

const INPUT_TYPES: Partial<Record<NonNullable<FieldConfig['kind']>, string>> = {
  date: 'date',
  url: 'url',
  email: 'email',
  time: 'time',
};

export function FormField({ field, value, error, onChange, labelClassName }: Props) {
  const id = useId();
  if (field.kind === 'month') return <MonthYearField field={field} value={value} error={error} onChange={onChange} />;
  const listId = `${id}-suggestions`;
  const common = {
    id,
    name: field.name,
    value,
    'aria-required': field.required || undefined,
    ...describedBy(id, field.help, error),
    className: inputClass(error),
  };
  const change = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
  let control;
  if (field.kind === 'textarea') {
    control = (
      <textarea
        rows={field.rows ?? 4}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        {...common}
        onChange={change}
      />
    );
  } else if (field.kind === 'select') {
    control = (
      <select {...common} onChange={change}>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <>
        <input
          type={INPUT_TYPES[field.kind ?? 'text'] ?? 'text'}
          inputMode={field.kind === 'decimal' ? 'decimal' : undefined}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          list={field.suggestions ? listId : undefined}
          {...common}
          onChange={change}
        />
        {field.suggestions && (
          <datalist id={listId}>
            {field.suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        )}
      </>
    );
  }
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={field.help}
      error={error}
      labelClassName={labelClassName}
      className={field.kind === 'textarea' || field.wide ? 'sm:col-span-2' : undefined}
    >
      {control}
    </FieldFrame>
  );
}
