/** Manage Subscription (/manage-subscription): there is no paid plan, and the page says so plainly. */
import { Link } from 'react-router';
import { paths } from '../../app/paths';

const INCLUDED = [
  'The content library, and as many resumes as you like from every template, as PDF, Word or text',
  'Cover letters written from your profile, with every claim checked against it',
  'The job tracker, match scores for every saved posting, and job trends',
  'Interview practice with all the question banks, and the Learning Hub',
  'Exporting all your data, or deleting your account, at any time',
];

export function ManageSubscriptionPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Manage Subscription</h1>
        <p className="mt-1 text-slate-600">HireStride has no paid plan.</p>
      </header>
      <section
        aria-labelledby="plan-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your plan</p>
        <h2 id="plan-heading" className="mt-1 text-xl font-bold text-slate-900">
          Free — every feature included
        </h2>
        <ul className="mt-4 space-y-2 text-slate-700">
          {INCLUDED.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-green-700">
                ✓
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          There is nothing to pay, so there is nothing to cancel or renew, and no card on file. To stop using
          HireStride, you can{' '}
          <Link to={paths.accountSettings} className="font-semibold text-brand-700 underline">
            export your data and delete your account
          </Link>{' '}
          in Account Settings.
        </p>
      </section>
    </div>
  );
}
