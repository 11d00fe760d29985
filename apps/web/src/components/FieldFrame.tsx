/** The frame every form field shares: label (with a required mark), the control, help text and error, wired for screen readers. */
import type { ReactNode } from 'react';
import { apiMessages } from '@hirestride/shared/messages';

export const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ${error ? 'border-red-500' : 'border-slate-300'}`;

/** The aria attributes a control inside the frame needs. */
export function describedBy(id: string, help?: string, error?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  };
}

interface Props {
  id: string;
  label: string;
  required?: boolean | undefined;
  help?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** In place of the usual small label, where the field is where a form starts. */
  labelClassName?: string | undefined;
  children: ReactNode;
}

/**
 * The error as the field shows it: the API's "This field may not be blank." names its field here ("Enter the job
 * title."), so two empty fields do not say the same sentence twice.
 */
export function fieldError(label: string, error: string): string {
  if (error !== apiMessages.blank) return error;
  const [first = '', ...rest] = label.trim().split(/\s+/);
  // "Job title" reads "job title"; a name or an acronym ("LinkedIn URL", "GPA") keeps its capitals.
  const named = /^[A-Z][a-z]+$/.test(first) ? [first.toLowerCase(), ...rest].join(' ') : label.trim();
  return `Enter the ${named}.`;
}

export function FieldFrame({ id, label, required, help, error, className, labelClassName, children }: Props) {
  return (
    <div className={className}>
      <div className={`flex gap-1 ${labelClassName ?? 'text-sm font-medium text-slate-800'}`}>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </div>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {fieldError(label, error)}
        </p>
      )}
    </div>
  );
}
