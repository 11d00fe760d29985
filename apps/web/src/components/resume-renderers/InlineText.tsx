/** Text that becomes an input on click: Enter or leaving commits, Escape cancels; unchanged text is not saved. */
import { useRef, useState } from 'react';

interface Props {
  value: string;
  label: string;
  onCommit(value: string): void;
  className?: string;
}

export function InlineText({ value, label, onCommit, className = '' }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  // Removing the focused input can fire blur after Enter or Escape: finish once.
  const finished = useRef(false);
  if (draft === null) {
    return (
      <button
        type="button"
        aria-label={`Edit ${label}: ${value || 'empty'}`}
        onClick={() => {
          finished.current = false;
          setDraft(value);
        }}
        className={`rounded px-0.5 text-left hover:bg-amber-50 hover:outline hover:outline-1 hover:outline-amber-300 ${className}`}
      >
        {value || <span className="text-slate-500 italic">Add {label.toLowerCase()}</span>}
      </button>
    );
  }
  const finish = (commit: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const next = draft.trim();
    setDraft(null);
    if (commit && next !== value) onCommit(next);
  };
  return (
    <input
      autoFocus
      aria-label={label}
      value={draft}
      maxLength={200}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      }}
      className={`rounded border border-amber-400 bg-white px-1 ${className}`}
    />
  );
}
