/** Why a save failed, split the way a form shows it: messages beside their fields, or one for the whole form. */
import { ApiError } from '../api/client';

export const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const GONE_MESSAGE = 'This no longer exists: it may have been deleted in another tab. Reload the page.';

export interface SaveErrors {
  /** Field name → the server's message, for the fields this form shows. */
  fields: Record<string, string>;
  /** A message for the form as a whole; '' when every reason sits beside a field. */
  form: string;
}

/** One sentence for a failure that has no field of its own. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return OFFLINE_MESSAGE;
  if (error.detail) return error.detail;
  const first = Object.values(error.fieldErrors)[0];
  if (first) return first;
  if (error.status === 404) return GONE_MESSAGE;
  return `The server could not save this (error ${error.status}). Please try again.`;
}

/** Splits a failure between the form's own fields and the form; a reason for a field the form lacks goes to the form. */
export function saveErrors(error: unknown, fieldNames: readonly string[]): SaveErrors {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fieldErrors))
      if (fieldNames.includes(name)) fields[name] = message;
  }
  return { fields, form: Object.keys(fields).length > 0 ? '' : failureMessage(error) };
}
