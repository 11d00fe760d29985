/** My Cover Letters (/my-cover-letters, /my-coverletters): every letter, with Open, Rename, Duplicate and Delete. */
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { CoverLetter } from '@hirestride/shared/cover-letters';
import { coverLetterQueries, coverLettersApi } from '../../api/cover-letters';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/Dialog';
import { ListStatus } from '../../components/DocumentRow';
import { failureMessage } from '../../lib/save-errors';
import { LetterRow } from './LetterRow';
import { useRefreshLetters } from './useRefreshLetters';

export function MyCoverLettersPage() {
  const list = useQuery(coverLetterQueries.list);
  const refresh = useRefreshLetters();

  const duplicate = async (letter: CoverLetter) => {
    try {
      const copy = await coverLettersApi.duplicate(letter.id);
      toast.success(`Made “${copy.name}”.`);
      refresh();
    } catch (error) {
      toast.error(`Could not duplicate “${letter.name}”: ${failureMessage(error)}`);
    }
  };

  /** Undo makes the letter again from the copy the list holds (a new id; a job that used it picks it up again). */
  const restore = async (letter: CoverLetter) => {
    try {
      await coverLettersApi.create({
        name: letter.name,
        job: letter.job,
        ...(letter.job === null && { title: letter.job_title ?? '', company: letter.job_company ?? '' }),
        tone: letter.tone,
        length: letter.length,
        body: letter.body,
        confirmed_claims: letter.confirmed_claims,
        written_by: letter.written_by,
      });
      toast.success(`Restored “${letter.name}”.`);
      refresh();
    } catch (error) {
      toast.error(`Could not restore “${letter.name}”: ${failureMessage(error)}`);
    }
  };

  const remove = async (letter: CoverLetter) => {
    await coverLettersApi.remove(letter.id);
    refresh();
    toast.success(
      (shown) => (
        <span className="flex flex-wrap items-center gap-2">
          <span>Deleted “{letter.name}”.</span>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-2 py-1 text-sm font-semibold text-brand-700"
            onClick={() => {
              toast.dismiss(shown.id);
              void restore(letter);
            }}
          >
            Undo
          </button>
        </span>
      ),
      { duration: 10_000 },
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">My Cover Letters</h1>
        <Link to={paths.coverLetterCrafter} className={buttonClass.primary}>
          New cover letter
        </Link>
      </div>
      <ListStatus pending={list.isPending} failed={list.isError} noun="letters" retry={() => void list.refetch()} />
      {list.data?.length === 0 && (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          <p className="font-semibold">No cover letters yet.</p>
          <p className="mt-1 text-sm">
            Choose a saved job (or paste a posting) and HireStride writes a first draft from your profile.
          </p>
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="mt-6 space-y-4" aria-label="Your cover letters">
          {list.data.map((letter) => (
            <LetterRow
              key={letter.id}
              letter={letter}
              onDuplicate={() => duplicate(letter)}
              onDelete={() => remove(letter)}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
