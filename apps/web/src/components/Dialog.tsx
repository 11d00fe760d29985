/** A modal dialog on the native <dialog>: focus stays inside, Escape and the Cancel path close it, focus returns after. */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

interface Props {
  title: string;
  /** Closing without choosing: Escape, the backdrop or a Cancel button. */
  onCancel(): void;
  /** The form's submit; the dialog stays open until the caller closes it (by no longer rendering it). */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
  /** The buttons, inside the form. */
  actions: ReactNode;
}

export function Dialog({ title, onCancel, onSubmit, children, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <form
        noValidate
        className="space-y-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap justify-end gap-2 pt-2">{actions}</div>
      </form>
    </dialog>
  );
}

export const buttonClass = {
  primary:
    'rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70',
  secondary:
    'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100',
  danger: 'rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700',
};

/** A dialog's Cancel and submit buttons; the submit says it is busy and cannot be pressed twice. */
export function DialogButtons({
  onCancel,
  label,
  busyLabel,
  busy,
  danger = false,
}: {
  onCancel(): void;
  label: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <>
      <button type="button" className={buttonClass.secondary} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" disabled={busy} className={danger ? buttonClass.danger : buttonClass.primary}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
