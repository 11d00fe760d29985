/** Asks before an Edit click replaces a form that has unsaved changes. */
import { buttonClass, Dialog } from '../../components/Dialog';

export function DiscardChangesDialog({ onKeep, onDiscard }: { onKeep(): void; onDiscard(): void }) {
  return (
    <Dialog
      title="Discard your unsaved changes?"
      onCancel={onKeep}
      onSubmit={onDiscard}
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onKeep}>
            Keep editing
          </button>
          <button type="submit" className={buttonClass.danger}>
            Discard
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        The form below has changes that are not saved yet. Editing another item replaces them.
      </p>
    </Dialog>
  );
}
