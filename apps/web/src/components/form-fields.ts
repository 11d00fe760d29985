/** Field descriptions for the app's forms, and the conversions between form strings, items and payloads. */

export type FieldKind = 'text' | 'textarea' | 'date' | 'month' | 'decimal' | 'url' | 'email' | 'time' | 'select';

export interface FieldConfig {
  name: string;
  label: string;
  kind?: FieldKind;
  /** Shown as required; the server enforces it. */
  required?: boolean;
  maxLength?: number;
  help?: string;
  placeholder?: string;
  /** A select's choices (the first, with value '', is "not set"). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Values offered as you type; any text is allowed. */
  suggestions?: readonly string[];
  /** Rows of a textarea. */
  rows?: number;
  /** The whole width of a two-column form. */
  wide?: boolean;
}

export type FormValues = Record<string, string>;

export function emptyForm(fields: FieldConfig[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

/** An item's values as the inputs show them. */
export function itemToForm(fields: FieldConfig[], item: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item[field.name];
      if (value === null || value === undefined) return [field.name, ''];
      // A graduation month is stored as the first day of the month.
      if (field.kind === 'month') return [field.name, String(value).slice(0, 7)];
      return [field.name, String(value)];
    }),
  );
}

/** The payload the API takes: empty dates are null, a month is its first day, GPA a decimal or null. */
export function formToPayload(fields: FieldConfig[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? '';
      switch (field.kind) {
        case 'date':
        case 'time':
          return [field.name, value === '' ? null : value];
        case 'month':
          return [field.name, value === '' ? null : `${value}-01`];
        case 'decimal': {
          if (value.trim() === '') return [field.name, null];
          const number = Number.parseFloat(value);
          // Not a number: send it as typed so the server's message explains what is wrong.
          return [field.name, Number.isFinite(number) && /^\s*-?\d*\.?\d+\s*$/.test(value) ? number : value];
        }
        default:
          return [field.name, value];
      }
    }),
  );
}
