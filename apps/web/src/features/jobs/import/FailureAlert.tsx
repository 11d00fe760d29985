/** A refused file or import, at the top of the screen: the server's sentence, and the rows or choices it names. */
import type { Ref } from 'react';
import { buttonClass } from '../../../components/Dialog';
import type { ImportFailure } from './import-errors';
import { noFocusRing } from './import-styles';
import { RowErrorList } from './RowProblems';

interface Props {
  failure: ImportFailure;
  title: string;
  onRetry?: (() => void) | undefined;
  ref?: Ref<HTMLDivElement>;
}

export function FailureAlert({ failure, title, onRetry, ref }: Props) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      style={noFocusRing}
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 shadow-sm sm:p-5"
    >
      <p className="font-semibold break-words">{title}</p>
      <p className="mt-1">{failure.message}</p>
      {failure.problems.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {failure.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {failure.rows.length > 0 && (
        <div className="mt-3">
          <RowErrorList rows={failure.rows} label="Rows that cannot be imported" tone="alert" />
        </div>
      )}
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-3`}>
          Try again
        </button>
      )}
    </div>
  );
}
