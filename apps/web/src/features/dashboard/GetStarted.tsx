/** A new user's one next step: bring in the resume they already have, or build the library step by step. */
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export function GetStarted() {
  return (
    <div className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-5" data-testid="get-started">
      <h2 className="text-lg font-semibold text-slate-900">Start with your content library</h2>
      <p className="mt-1 text-sm text-slate-700">
        Your resumes, cover letters and job matches are all made from it. The quickest way in is a resume you already
        have: we read it and you check what we found.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link
          to={paths.contentLibrary.import}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
        >
          Import your resume
        </Link>
        <Link
          to={paths.profileProgress}
          className="rounded-lg border border-brand-600 bg-white px-5 py-2.5 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Build your library step by step
        </Link>
      </div>
    </div>
  );
}
