/** Import your resume (/content-library/import): read a file or pasted text, review and edit it, add it to the library. */
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ChooseStep } from './ChooseStep';
import { draftFromResult, type Draft } from './draft';
import type { EditDraft } from './edit-draft';
import { ReviewStep } from './ReviewStep';
import { useReadResume } from './useReadResume';

interface Reviewing {
  draft: Draft;
  sourceName: string;
}

export function ResumeImportPage() {
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const reader = useReadResume((result, sourceName) => {
    setReviewing({ draft: draftFromResult(result), sourceName });
    window.scrollTo({ top: 0 });
  });
  const edit = useCallback<EditDraft>(
    (change) => setReviewing((current) => current && { ...current, draft: change(current.draft) }),
    [],
  );

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Import your resume</h1>
          <p className="mt-1 max-w-2xl text-slate-600">
            Start your library from the resume you already have: we read it, you check it, then it is added.
          </p>
        </div>
        <Link
          to={paths.profileProgress}
          className="shrink-0 rounded-lg px-1 py-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <span aria-hidden="true">← </span>Back to your library
        </Link>
      </header>
      {reviewing ? (
        <ReviewStep
          draft={reviewing.draft}
          sourceName={reviewing.sourceName}
          edit={edit}
          onStartOver={() => setReviewing(null)}
        />
      ) : (
        <ChooseStep reader={reader} />
      )}
    </div>
  );
}
