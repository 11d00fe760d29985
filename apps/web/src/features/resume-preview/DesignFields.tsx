/** The Design panel's fields: a choice of a few, any accent colour, and the line under the name. */
import { useEffect, useId, useRef, useState } from 'react';
import type { DesignJson } from '@hirestride/shared/resume';

export const smallLabel = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';

export function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className={smallLabel}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {options.map(([option, label]) => (
          <label
            key={option}
            className="cursor-pointer rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The line under the name: typed freely, saved when the field is left (not at every key). */
export function HeadlineField({ design, onChange }: { design: DesignJson; onChange: (design: DesignJson) => void }) {
  const header = design.section_styles.personal_info ?? {};
  const saved = header.headline ?? '';
  // Starts from what is saved; a change saved elsewhere remounts it (its key), so no effect copies it in.
  const [text, setText] = useState(saved);
  const commit = () => {
    const headline = text.trim();
    if (headline === saved) return;
    const personal_info = { ...header, headline: headline || undefined };
    onChange({ ...design, section_styles: { ...design.section_styles, personal_info } });
  };
  return (
    <label className="block">
      <span className={smallLabel}>Line under your name</span>
      <input
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        value={text}
        maxLength={120}
        placeholder="Your latest role’s title"
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}

// A colour picker reports every colour the pointer passes over: the last one is saved once the pointer rests.
const PICK_SETTLES_MS = 400;

/** Any accent colour, from the browser's colour picker. */
export function CustomColour({
  colour,
  label,
  onPick,
}: {
  colour: string;
  label: string;
  onPick: (colour: string) => void;
}) {
  const [value, setValue] = useState(colour);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <label className="flex items-center gap-1 text-sm text-slate-700">
      <input
        type="color"
        aria-label="Custom accent colour"
        className="h-7 w-9 cursor-pointer rounded border border-slate-300"
        value={value}
        onChange={(event) => {
          const picked = event.target.value;
          setValue(picked);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onPick(picked), PICK_SETTLES_MS);
        }}
      />
      {label}
    </label>
  );
}
