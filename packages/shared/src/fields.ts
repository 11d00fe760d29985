/** Zod field builders whose error messages match the original Django REST back end. */
import * as z from 'zod';
import { apiMessages } from './messages.js';

/** A required text field: missing → "This field is required.", wrong type → "Not a valid string.". */
export function requiredText(options: { max: number; allowBlank?: boolean; trim?: boolean }) {
  let schema = z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? apiMessages.required : apiMessages.notAString,
  });
  if (options.trim ?? true) schema = schema.trim();
  if (!options.allowBlank) schema = schema.min(1, apiMessages.blank);
  return schema.max(options.max, `Ensure this field has no more than ${options.max} characters.`);
}
