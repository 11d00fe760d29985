/** One letter in My Cover Letters: what it answers, who wrote it, its length; Open / Rename / Duplicate / Delete. */
import { Link } from 'react-router';
import type { CoverLetter } from '@hirestride/shared/cover-letters';
import { coverLettersApi } from '../../api/cover-letters';
import { paths } from '../../app/paths';
import { DocumentRow, editedOn } from '../../components/DocumentRow';

export function LetterRow({
  letter,
  onDuplicate,
  onDelete,
  onChanged,
}: {
  letter: CoverLetter;
  onDuplicate(): Promise<void>;
  onDelete(): Promise<void>;
  onChanged(): void;
}) {
  const answers = [letter.job_title, letter.job_company].filter(Boolean).join(' at ');
  const words = letter.body.split(/\s+/).filter((word) => word && !/^[-*•]+$/.test(word)).length;
  return (
    <DocumentRow
      name={letter.name}
      what="letter"
      openTo={paths.coverLetter(letter.id)}
      facts={
        <>
          <dt className="font-medium">For</dt>
          <dd className="break-words">
            {letter.job !== null ? (
              <Link to={paths.job(letter.job)} className="underline">
                {answers}
              </Link>
            ) : (
              answers || 'No job'
            )}
          </dd>
          <dt className="font-medium">Written by</dt>
          <dd>{letter.written_by || 'You'}</dd>
          <dt className="font-medium">Length</dt>
          <dd>{words === 1 ? '1 word' : `${words} words`}</dd>
          <dt className="font-medium">Edited</dt>
          <dd>{editedOn(letter.updated_at)}</dd>
        </>
      }
      rename={(name) => coverLettersApi.rename(letter.id, name)}
      onDuplicate={onDuplicate}
      onDelete={onDelete}
      onChanged={onChanged}
      deleteWarning={
        <p className="text-sm text-slate-600">
          The letter is deleted; your profile and the job are not touched. You can undo for a few seconds.
        </p>
      }
    />
  );
}
