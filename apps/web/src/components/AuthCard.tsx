/** The frame of the sign-in screens. */
import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { useHydrated } from '../app/useHydrated';
import { TextField } from './TextField';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex justify-center px-4 py-12 sm:py-16">
      <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </section>
    </main>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
      {message}
    </p>
  );
}

/** Good news for the whole form ("Password reset — sign in with…"), announced politely. */
export function FormNotice({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? 'mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800' : 'sr-only'}>
      {message}
    </p>
  );
}

/** Disabled until the page is live too: a pre-rendered form must not submit itself natively (decision 004). */
export function SubmitButton({ busy, children, busyText }: { busy: boolean; children: ReactNode; busyText: string }) {
  const live = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !live}
      className="w-full rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyText : children}
    </button>
  );
}

/** The address a person signs in with, as every sign-in form asks for it. */
export const EmailField = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof TextField>, 'label' | 'type'>>(
  function EmailField(props, ref) {
    return <TextField ref={ref} label="Email" type="email" autoComplete="email" required {...props} />;
  },
);
