/**
 * A content-library step: progress bar, then the form (two thirds) beside its side panel (one third). Its forms
 * report unsaved changes to the guard, which asks before a step link (or anything else) leaves the page.
 */
import type { ReactNode } from 'react';
import { UnsavedGuard } from '../../components/UnsavedGuard';
import type { Step } from './steps';
import { ProgressBar } from './ProgressBar';
import { PROFILE_LOAD_FAILED, useProfile } from '../../lib/useProfile';

export function StepLayout({
  step,
  title,
  side,
  children,
}: {
  step: Step['key'];
  title: string;
  side: ReactNode;
  children: ReactNode;
}) {
  const { counts, loadFailed } = useProfile();
  return (
    <UnsavedGuard>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <ProgressBar current={step} counts={counts} />
        {loadFailed && (
          <p role="alert" className="mb-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {PROFILE_LOAD_FAILED}
          </p>
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          <section
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2"
            aria-labelledby="step-title"
          >
            <h1 id="step-title" className="text-2xl font-bold text-slate-900">
              {title}
            </h1>
            {children}
          </section>
          <aside className="space-y-4 lg:col-span-1">{side}</aside>
        </div>
      </div>
    </UnsavedGuard>
  );
}

export function SidePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </div>
  );
}
