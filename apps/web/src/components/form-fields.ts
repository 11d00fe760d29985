/** Field descriptions for the app's forms, and the conversions between form strings, items and payloads. */
import { isoToMonthValue, monthValueToIso, PRESENT } from '../lib/month-year';

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
  /** A month field only: a checkbox with this label that leaves the date empty ("I currently work here"). */
  presentLabel?: string;
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
      // No end date on a role means it is ongoing: the box is ticked.
      if (field.presentLabel && (value === null || value === undefined)) return [field.name, PRESENT];
      if (value === null || value === undefined) return [field.name, ''];
      if (field.kind === 'month') return [field.name, isoToMonthValue(String(value))];
      return [field.name, String(value)];
    }),
  );
}

/**
 * The payload the API takes: empty dates are null, a month is its first day (or, unchanged, the `stored` item's own
 * date), GPA a decimal or null.
 */
export function formToPayload(
  fields: FieldConfig[],
  values: FormValues,
  stored?: Record<string, unknown> | null,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? '';
      switch (field.kind) {
        case 'date':
        case 'time':
          return [field.name, value === '' ? null : value];
        case 'month': {
          const before = stored?.[field.name];
          return [field.name, monthValueToIso(value, typeof before === 'string' ? before : null)];
        }
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
