/** 'Your Profile Progress' (/content-library): where to start or continue, and what is complete. */
import { useDisclosure } from '../../components/useDisclosure';
import { Link } from 'react-router';
import { PROFILE_SECTIONS, sectionsDone } from '@hirestride/shared/progress';
import { paths } from '../../app/paths';
import { steps } from './steps';
import { useProfile } from '../../lib/useProfile';
import { WalkingTriangle } from './WalkingTriangle';

const primary = 'inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';
const secondary =
  'inline-block rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100';

export function ProfileProgressPage() {
  const { counts, personalInfo, isLoading } = useProfile();
  const { open: showCompleted, panelId: listId, buttonProps } = useDisclosure(true);
  const done = sectionsDone(counts);
  const sections = PROFILE_SECTIONS.map((key) => ({
    key,
    done: done[key],
    step: steps.find((step) => step.key === key)!,
  }));
  const completed = sections.filter((section) => section.done);
  const firstIncomplete = sections.find((section) => !section.done);
  const fullName = personalInfo ? `${personalInfo.first_name} ${personalInfo.last_name}`.trim() : '';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Your Profile Progress</h1>
      {fullName && <p className="mt-1 text-slate-600">{fullName}</p>}
      {isLoading ? (
        <WalkingTriangle />
      ) : (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm text-slate-600">
            {completed.length} of {sections.length} sections complete
          </p>
          <div className="mt-2 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="h-2 rounded-full bg-emerald-500"
              style={{ width: `${(completed.length / sections.length) * 100}%` }}
            />
          </div>
          <div className="mt-6">
            {completed.length === 0 ? (
              // Reading the resume they have is the quickest start; typing it in stays one click away.
              <>
                <div className="flex flex-wrap items-center gap-3">
                  <Link to={paths.contentLibrary.import} className={primary}>
                    Import your resume
                  </Link>
                  <Link to={paths.contentLibrary.header} className={secondary}>
                    Start Profile
                  </Link>
                </div>
                <p className="mt-3 text-sm text-slate-600">
                  Import reads a PDF, a Word document or your LinkedIn export; you check everything before it is saved.
                  Or start typing your profile section by section.
                </p>
              </>
            ) : firstIncomplete ? (
              <Link to={firstIncomplete.step.path} className={primary}>
                Continue to {firstIncomplete.step.sectionLabel}
              </Link>
            ) : (
              <Link to={paths.contentLibrary.review} className={primary}>
                Review Profile
              </Link>
            )}
            {completed.length > 0 && (
              <p className="mt-3 text-sm text-slate-600">
                Have a resume file?{' '}
                <Link to={paths.contentLibrary.import} className="font-semibold text-brand-700 hover:underline">
                  Import your resume
                </Link>{' '}
                to add what is not here yet.
              </p>
            )}
          </div>
          {completed.length > 0 && (
            <div className="mt-6 border-t border-slate-200 pt-4">
              <button {...buttonProps} className="text-sm font-semibold text-slate-800">
                Completed sections ({completed.length}) {showCompleted ? '▾' : '▸'}
              </button>
              <ul id={listId} hidden={!showCompleted} className="mt-3 space-y-2" aria-label="Completed sections">
                {completed.map((section) => (
                  <li key={section.key} className="flex items-center justify-between text-sm">
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className="text-emerald-600">
                        ✓
                      </span>
                      {section.step.sectionLabel}
                    </span>
                    <Link
                      to={section.step.path}
                      className="font-semibold text-brand-700 hover:underline"
                      aria-label={`Edit ${section.step.sectionLabel}`}
                    >
                      Edit
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
