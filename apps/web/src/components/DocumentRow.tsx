/** One document in a "My …" list (a resume, a letter): its name and facts, and Open / Rename / Duplicate / Delete. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../lib/save-errors';
import { Dialog, DialogButtons } from './Dialog';
import { RenameDialog } from './RenameDialog';

const action =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100';

/** "23 Nov 2026", as the lists show when a document was last edited. */
export const editedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

interface Props {
  name: string;
  /** "resume", "letter": the rename field's label and the delete button say it. */
  what: string;
  openTo: string;
  /** The facts under the name, as <dt>/<dd> pairs. */
  facts: ReactNode;
  rename(name: string): Promise<unknown>;
  onDuplicate(): Promise<void>;
  /** Rejects when the delete failed; the dialog then stays open with the reason. */
  onDelete(): Promise<void>;
  onChanged(): void;
  /** What the delete dialog says happens. */
  deleteWarning: ReactNode;
}

export function DocumentRow({
  name,
  what,
  openTo,
  facts,
  rename,
  onDuplicate,
  onDelete,
  onChanged,
  deleteWarning,
}: Props) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    setDialog(null);
    setError('');
  };
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onDelete();
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link to={openTo} className="hover:underline focus-visible:underline">
              {name}
            </Link>
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">{facts}</dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={openTo} className={action}>
            Open<span className="sr-only"> {name}</span>
          </Link>
          <button type="button" className={action} onClick={() => setDialog('rename')}>
            Rename<span className="sr-only"> {name}</span>
          </button>
          <button type="button" className={action} onClick={() => void onDuplicate()}>
            Duplicate<span className="sr-only"> {name}</span>
          </button>
          <button
            type="button"
            className={`${action} border-red-200 text-red-700 hover:bg-red-50`}
            onClick={() => setDialog('delete')}
          >
            Delete<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
      {dialog === 'rename' && (
        <RenameDialog name={name} what={what} rename={rename} onClose={close} onRenamed={onChanged} />
      )}
      {dialog === 'delete' && (
        <Dialog
          title={`Delete “${name}”?`}
          onCancel={close}
          onSubmit={() => void remove()}
          actions={<DialogButtons onCancel={close} label={`Delete ${what}`} busyLabel="Deleting…" busy={busy} danger />}
        >
          {deleteWarning}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </li>
  );
}

/** A "My …" list's loading and failure states, the same on every list. */
export function ListStatus({
  pending,
  failed,
  noun,
  retry,
}: {
  pending: boolean;
  failed: boolean;
  /** "resumes", "letters". */
  noun: string;
  retry(): void;
}) {
  if (pending)
    return (
      <p role="status" className="mt-6 text-slate-600">
        Loading your {noun}…
      </p>
    );
  if (failed)
    return (
      <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
        Your {noun} could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={retry}>
          Try again
        </button>
      </div>
    );
  return null;
}
