/** Edit-in-place pieces (the job page, its match card): cards, their headings, and the buttons every edit uses. */
import type { ReactNode, Ref } from 'react';
import { buttonClass } from './Dialog';

export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
export const cardHeading = 'text-lg font-semibold text-slate-900';

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
export const smallButton = {
  quiet: `inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${focusRing}`,
  outline: `inline-flex shrink-0 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70 ${focusRing}`,
  /** The chosen one of a set (the current stage). */
  selected: `inline-flex shrink-0 cursor-default items-center rounded-md border border-brand-600 bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white ${focusRing}`,
  quietDanger: `inline-flex shrink-0 items-center rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 ${focusRing}`,
  danger: `inline-flex shrink-0 items-center rounded-md border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 ${focusRing}`,
  confirm: `inline-flex shrink-0 items-center rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 ${focusRing}`,
};

/** A card with its heading (an h2 that names the region for assistive technology). */
export function Card({
  id,
  title,
  action,
  children,
  className = '',
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`${card} ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className={cardHeading}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** "Edit", named for what it edits ("Edit Salary") where many look alike. */
export function EditButton({
  name,
  onClick,
  buttonRef,
  children = 'Edit',
}: {
  name: string;
  onClick(): void;
  buttonRef?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}) {
  return (
    <button ref={buttonRef} type="button" aria-label={name} className={smallButton.quiet} onClick={onClick}>
      <svg aria-hidden="true" viewBox="0 0 20 20" width={14} height={14} fill="none" stroke="currentColor">
        <path d="M13.5 3.5l3 3L7 16H4v-3z" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      {children}
    </button>
  );
}

/** Save (disabled, with a spinner, while saving) and Cancel, named for what they save where several may be open. */
export function SaveCancel({
  name,
  saving,
  onCancel,
  saveLabel = 'Save',
}: {
  name: string;
  saving: boolean;
  onCancel(): void;
  saveLabel?: string;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <button
        type="submit"
        disabled={saving}
        aria-label={`${saveLabel} ${name}`}
        className={`${buttonClass.primary} inline-flex items-center gap-2`}
      >
        {saving && (
          <svg aria-hidden="true" viewBox="0 0 24 24" width={14} height={14} className="animate-spin">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.3" />
            <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" />
          </svg>
        )}
        {saveLabel}
      </button>
      <button type="button" aria-label={`Cancel editing ${name}`} className={buttonClass.secondary} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Why a form could not be saved, when the reason belongs to no one field. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-600">
      {message}
    </p>
  );
}

/** What a part of the page says while it loads, or when it could not be loaded. */
export function PartStatus({ loading, what, onRetry }: { loading: boolean; what: string; onRetry(): void }) {
  if (loading)
    return (
      <p role="status" className="mt-3 text-sm text-slate-500">
        Loading {what}…
      </p>
    );
  return (
    <p role="alert" className="mt-3 text-sm text-red-700">
      Could not load {what}.{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
