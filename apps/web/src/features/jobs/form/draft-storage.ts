/** The new-job form's unsaved values, kept in the tab's session storage so a reload or a slip never loses a paste. */
import type { FormValues } from '../../../components/form-fields';

const KEY = 'hirestride:new-job-draft';

export function loadDraft(): FormValues | null {
  try {
    const text = sessionStorage.getItem(KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    if (!value || typeof value !== 'object') return null;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as FormValues;
  } catch {
    return null;
  }
}

export function saveDraft(values: FormValues): void {
  try {
    if (Object.values(values).some((value) => value.trim() !== '')) sessionStorage.setItem(KEY, JSON.stringify(values));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or unavailable: the form still holds the values.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
