/** Zod field builders whose error messages match the original Django REST back end. */
import * as z from 'zod';
import { apiMessages } from './messages.js';

/** PostgreSQL cannot store U+0000 in text; Django REST framework refuses it with this message. */
export const hasNoNullCharacter = (value: string) => !value.includes('\u0000');

const textError = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? apiMessages.required : apiMessages.notAString;

const maxMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** A required text field: missing → "This field is required.", wrong type → "Not a valid string.". */
export function requiredText(options: { max: number; allowBlank?: boolean; trim?: boolean }) {
  let schema = z.string({ error: textError });
  if (options.trim ?? true) schema = schema.trim();
  if (!options.allowBlank) schema = schema.min(1, apiMessages.blank);
  return schema.max(options.max, maxMessage(options.max)).refine(hasNoNullCharacter, apiMessages.nullCharacter);
}

/** Optional text: missing or null is stored as ''. `trim: false` keeps the text exactly as sent. */
export function optionalText(max: number, options: { trim?: boolean } = {}) {
  let schema = z.string({ error: textError });
  if (options.trim ?? true) schema = schema.trim();
  return schema
    .max(max, maxMessage(max))
    .refine(hasNoNullCharacter, apiMessages.nullCharacter)
    .nullish()
    .transform((value) => value ?? '');
}

export const DATE_FORMAT_ERROR = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const requiredDate = z.string({ error: textError }).refine(isIsoDate, DATE_FORMAT_ERROR);

/** Optional date: missing, null or '' is null. */
export const optionalDate = z
  .union([z.string(), z.null()], { error: DATE_FORMAT_ERROR })
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), DATE_FORMAT_ERROR);
