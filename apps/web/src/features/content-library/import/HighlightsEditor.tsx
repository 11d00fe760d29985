/** A role's lines (JSON Resume highlights) as a list to edit: change, remove or add one line at a time. */
import { useId } from 'react';
import { linkButton, smallInput } from './review-parts';

interface Props {
  role: string;
  lines: string[];
  onChange(lines: string[]): void;
}

export function HighlightsEditor({ role, lines, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Lines</legend>
      {lines.length === 0 && <p className="mt-1 text-sm text-slate-600">No lines were read for this role.</p>}
      <ol className="mt-1 space-y-2">
        {lines.map((line, index) => (
          <li key={index} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-2 text-slate-500">
              •
            </span>
            <textarea
              id={`${id}-${index}`}
              aria-label={`Line ${index + 1} of ${role}`}
              rows={2}
              value={line}
              onChange={(event) => onChange(lines.map((old, i) => (i === index ? event.target.value : old)))}
              // Grows with its text, so a long line is read whole on a phone instead of scrolled inside the box.
              className={`${smallInput} mt-0 min-w-0 flex-1 [field-sizing:content]`}
            />
            <button
              type="button"
              className={`${linkButton} mt-2 shrink-0`}
              aria-label={`Remove line ${index + 1} of ${role}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={`${linkButton} mt-2`} onClick={() => onChange([...lines, ''])}>
        + Add a line<span className="sr-only"> to {role}</span>
      </button>
    </fieldset>
  );
}
