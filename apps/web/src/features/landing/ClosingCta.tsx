/** Closing call to action and the footer. */
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@hirestride/shared/product';
import { useStartLink } from './useStartLink';

export function ClosingCta() {
  const start = useStartLink();
  return (
    <section aria-labelledby="closing" className="bg-brand-900 px-6 py-20 text-center text-white">
      <h2 id="closing" className="text-3xl font-bold">
        Ready to Land Your Dream Job?
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-brand-100">
        Let {PRODUCT_NAME} help you craft the perfect resume and cover letter to stand out from the crowd.
      </p>
      <Link
        to={start}
        className="mt-8 inline-block rounded-xl bg-white px-7 py-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        Get Started
      </Link>
    </section>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-slate-200 px-6 py-8 text-center text-sm text-slate-600">
      © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
    </footer>
  );
}
