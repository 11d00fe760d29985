/** Renaming a resume: a dialog with its name, the server's reason beside the field when it refuses. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ResumeSummary } from '@hirestride/shared/resume';
import { resumesApi } from '../../api/resumes';
import { Dialog, DialogButtons } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { saveErrors } from '../jobs/job-page/save-errors';

export function RenameDialog({
  resume,
  onClose,
  onRenamed,
}: {
  resume: ResumeSummary;
  onClose(): void;
  onRenamed(): void;
}) {
  const [name, setName] = useState(resume.name);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (saving) return;
    if (!name.trim()) return setError('Give the resume a name.');
    setSaving(true);
    try {
      // The name rides on the version's save, so read the version first: nothing else in it changes.
      const version = await resumesApi.get(resume.id);
      await resumesApi.save({ ...version, name });
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
      title={`Rename “${resume.name}”`}
      onCancel={onClose}
      onSubmit={() => void save()}
      actions={<DialogButtons onCancel={onClose} label="Save name" busyLabel="Saving…" busy={saving} />}
    >
      <TextField
        label="Resume name"
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
