/** A save in progress and how it failed: what every form on the job page shares. */
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { saveErrors, type SaveErrors } from '../../../lib/save-errors';

const NO_ERRORS: SaveErrors = { fields: {}, form: '' };

/**
 * `run(action)` resolves to whether the action succeeded; on failure the messages are kept for the form (its
 * `fieldNames`) and a toast says `failedToast`. The form's own state (what the user typed) is never touched.
 */
export function useSave(fieldNames: readonly string[], failedToast: string) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<SaveErrors>(NO_ERRORS);

  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    setErrors(NO_ERRORS);
    try {
      await action();
      return true;
    } catch (error) {
      setErrors(saveErrors(error, fieldNames));
      toast.error(failedToast, { id: failedToast });
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** A field's message goes once the user changes that field. */
  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current.fields) && !current.form) return current;
      const { [name]: _cleared, ...fields } = current.fields;
      return { fields, form: '' };
    });
  }, []);

  const reset = useCallback(() => setErrors(NO_ERRORS), []);

  return { saving, errors, run, clearError, reset };
}
