/** The 'Coming Soon' screen, headed with its section's name. Back goes back in history, or to /dashboard. */
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { PageWrapper } from '../../components/PageWrapper';

export function ComingSoonPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router marks the first entry of a session with the key 'default': there is nothing to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <PageWrapper>
      <section className="mx-auto mt-12 max-w-xl rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <div
          aria-hidden="true"
          className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-brand-50"
        >
          <svg viewBox="0 0 24 24" width={32} height={32} className="text-brand-600">
            <path d="M12 6v6l4 2" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </div>
        <h1 className="text-2xl font-bold text-slate-900">{title} Coming Soon</h1>
        <p className="mt-3 text-slate-600">This feature is under development. Check back soon!</p>
        <button
          type="button"
          onClick={() => (hasHistory ? navigate(-1) : navigate(paths.dashboard))}
          className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Back
        </button>
      </section>
    </PageWrapper>
  );
}
