/** Landing page (/): the marketing hero. */
import { PRODUCT_NAME } from '@hirestride/shared/product';

export function LandingPage() {
  return (
    <main className="mx-auto max-w-4xl px-6 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Unlock Your Career Superpowers with <span className="text-brand-600">{PRODUCT_NAME}</span>
      </h1>
      <p className="mt-6 text-lg text-slate-600">Supercharge your job hunt in minutes—not weeks.</p>
    </main>
  );
}
