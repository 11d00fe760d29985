/**
 * A month-and-year date: a month select and a four-digit year box, grouped under the field's label, with an optional
 * "I currently work here" box that leaves the date empty.
 *
 * Why not <input type="month">: desktop Firefox and Safari show it as a bare text box that wants "2024-03" typed, and
 * where it is supported its segmented spinner is awkward with a keyboard and read inconsistently by screen readers. A
 * native select opens the phone's own picker, takes type-ahead ("Ma" → March) and is announced everywhere; the year is
 * quicker typed than picked, on a numeric keypad.
 */
import { useId, useRef } from 'react';
import { describedBy, inputClass } from './FieldFrame';
import type { FieldConfig } from './form-fields';
import { joinMonthValue, MONTH_NAMES, PRESENT, splitMonthValue } from '../lib/month-year';

interface Props {
  field: FieldConfig;
  value: string;
  error?: string | undefined;
  onChange(name: string, value: string): void;
}

export function MonthYearField({ field, value, error, onChange }: Props) {
  const id = useId();
  const present = value === PRESENT;
  // Ticking the box by mistake and unticking it brings back the date that was there.
  const beforePresent = useRef('');
  const { month, year } = splitMonthValue(value);
  const described = describedBy(id, field.help, error);
  const set = (next: { month?: string; year?: string }) =>
    onChange(field.name, joinMonthValue({ month, year, ...next }));

  return (
    <fieldset className={field.wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <legend className="flex gap-1 text-sm font-medium text-slate-800">
        {field.label}
        {field.required && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </legend>
      {!present && (
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-month`} className="sr-only">
              Month
            </label>
            <select
              id={`${id}-month`}
              value={month}
              aria-required={field.required || undefined}
              {...described}
              className={`${inputClass(error)} h-11`}
              onChange={(event) => set({ month: event.target.value })}
            >
              <option value="">Month</option>
              {MONTH_NAMES.map((name, index) => (
                <option key={name} value={String(index + 1).padStart(2, '0')}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="w-24 shrink-0">
            <label htmlFor={`${id}-year`} className="sr-only">
              Year
            </label>
            <input
              id={`${id}-year`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              placeholder="Year"
              value={year}
              aria-required={field.required || undefined}
              {...described}
              className={`${inputClass(error)} h-11`}
              onChange={(event) => set({ year: event.target.value })}
            />
          </div>
        </div>
      )}
      {field.presentLabel && (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={present}
            className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
            onChange={(event) => {
              if (event.target.checked) beforePresent.current = value;
              onChange(field.name, event.target.checked ? PRESENT : beforePresent.current);
            }}
          />
          {field.presentLabel}
        </label>
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
    </fieldset>
  );
}
