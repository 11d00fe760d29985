/**
 * What an editor shows when its save was refused because the same thing was saved elsewhere (another tab or device)
 * since it was opened: nothing of either is lost until the user chooses which version to keep.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from './Dialog';

export interface ChangedElsewhereProps {
  /** What was changed, as the sentence names it: "This resume", "This letter", "About You". */
  what: string;
  /** The other version's words that differ, to read before choosing. */
  theirs: ReactNode;
  /** Saves the user's own version over the other one. */
  onKeepMine(): void;
  /** Drops the user's changes and shows the other version. */
  onUseTheirs(): void;
  busy?: boolean;
}

export function ChangedElsewhere({ what, theirs, onKeepMine, onUseTheirs, busy = false }: ChangedElsewhereProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Said at once and where the keyboard is: the user's last save did not happen.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="alert"
      aria-labelledby="changed-elsewhere-heading"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="changed-elsewhere-heading" ref={heading} tabIndex={-1} className="text-base font-semibold">
        {what} was changed in another tab or on another device
      </h2>
      <p className="mt-1">
        Your latest changes are not saved yet, and they are still here. Choose which version to keep.
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium underline">See the other version</summary>
        <div className="mt-2 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded border border-amber-200 bg-white p-3 text-slate-800">
          {theirs}
        </div>
      </details>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass.primary} onClick={onKeepMine} disabled={busy}>
          Keep my version
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onUseTheirs} disabled={busy}>
          Use the other version
        </button>
      </div>
    </section>
  );
}
