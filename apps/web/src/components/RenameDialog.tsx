/** Renaming a document (a resume, a letter): a dialog with its name, the server's reason beside the field when it refuses. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { saveErrors } from '../lib/save-errors';
import { Dialog, DialogButtons } from './Dialog';
import { TextField } from './TextField';

export function RenameDialog({
  name: current,
  what,
  rename,
  onClose,
  onRenamed,
}: {
  name: string;
  /** "resume", "letter": the label says "Resume name". */
  what: string;
  rename(name: string): Promise<unknown>;
  onClose(): void;
  onRenamed(): void;
}) {
  const [name, setName] = useState(current);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (saving) return;
    if (!name.trim()) return setError(`Give the ${what} a name.`);
    setSaving(true);
    try {
      await rename(name);
      toast.success(`Renamed to “${name.trim()}”.`);
      onRenamed();
      onClose();
    } catch (failure) {
      const { fields, form } = saveErrors(failure, ['name']);
      setError(fields.name ?? form);
      setSaving(false);
    }
  };
  return (
    <Dialog
      title={`Rename “${current}”`}
      onCancel={onClose}
      onSubmit={() => void save()}
      actions={<DialogButtons onCancel={onClose} label="Save name" busyLabel="Saving…" busy={saving} />}
    >
      <TextField
        label={`${what[0]!.toUpperCase()}${what.slice(1)} name`}
        value={name}
        maxLength={120}
        autoFocus
        error={error || undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError('');
        }}
      />
    </Dialog>
  );
}
