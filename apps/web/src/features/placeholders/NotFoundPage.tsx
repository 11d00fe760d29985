/** Any path not listed. */
import { Link } from 'react-router';
import { PageWrapper } from '../../components/PageWrapper';

export function NotFoundPage() {
  return (
    <PageWrapper>
      <section className="mt-16 text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-3 text-slate-600">Sorry, we couldn’t find the page you’re looking for.</p>
        <Link
          to="/"
          className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Go back home
        </Link>
      </section>
    </PageWrapper>
  );
}
