/** Hero: headline, sub-line, the four statistics and the main call to action. */
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@hirestride/shared/product';
import { useStartLink } from './useStartLink';

export const landingStats = [
  { value: '1.5K+', label: 'Resumes Generated' },
  { value: '500+', label: 'Cover Letters Created' },
  { value: '1.2K+', label: 'Job Matches Recommended' },
  { value: '98%', label: 'User Satisfaction' },
];

export function Hero() {
  const start = useStartLink();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-6 pt-16 pb-20 text-center sm:pt-24">
      <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        Unlock Your Career Superpowers with <span className="text-brand-600">{PRODUCT_NAME}</span>
      </h1>
      <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600">Supercharge your job hunt in minutes—not weeks.</p>
      <Link
        to={start}
        className="mt-10 inline-block rounded-xl bg-brand-600 px-7 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700"
      >
        Get Started For Free
      </Link>
      <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
        {landingStats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-700" data-testid="stat-value">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
