/** Zod field builders whose error messages match the original Django REST back end. */
import * as z from 'zod';
import { apiMessages } from './messages.js';

/** PostgreSQL cannot store U+0000 in text; Django REST framework refuses it with this message. */
export const hasNoNullCharacter = (value: string) => !value.includes('\u0000');

/**
 * False for text with half of a UTF-16 surrogate pair (half an emoji, from a cut or a bad copy): it has no UTF-8 form,
 * so PostgreSQL refuses it in JSON and a text column would store U+FFFD instead of what was sent.
 */
export const isWellFormedText = (value: string) => !/\p{Cs}/u.test(value);

const textError = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? apiMessages.required : apiMessages.notAString;

const maxMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** A required text field: missing → "This field is required.", wrong type → "Not a valid string.". */
export function requiredText(options: { max: number; allowBlank?: boolean; trim?: boolean }) {
  let schema = z.string({ error: textError });
  if (options.trim ?? true) schema = schema.trim();
  if (!options.allowBlank) schema = schema.min(1, apiMessages.blank);
  return schema
    .max(options.max, maxMessage(options.max))
    .refine(hasNoNullCharacter, apiMessages.nullCharacter)
    .refine(isWellFormedText, apiMessages.brokenCharacter);
}

/** Optional text: missing or null is stored as ''. `trim: false` keeps the text exactly as sent. */
export function optionalText(max: number, options: { trim?: boolean } = {}) {
  let schema = z.string({ error: textError });
  if (options.trim ?? true) schema = schema.trim();
  return schema
    .max(max, maxMessage(max))
    .refine(hasNoNullCharacter, apiMessages.nullCharacter)
    .refine(isWellFormedText, apiMessages.brokenCharacter)
    .nullish()
    .transform((value) => value ?? '');
}

export const DATE_FORMAT_ERROR = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';

/**
 * The years a date in a career or a job search can have. Outside them is a typo ("0000", "0202"), and PostgreSQL
 * cannot store some of them at all (year 0).
 */
export const PLAUSIBLE_YEARS = { first: 1900, last: 2100 } as const;
export const DATE_RANGE_ERROR = `Enter a date between ${PLAUSIBLE_YEARS.first} and ${PLAUSIBLE_YEARS.last}.`;

/** True for a real calendar date written YYYY-MM-DD, whatever its year. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True for a YYYY-MM-DD date whose year is within PLAUSIBLE_YEARS (the format is checked by isIsoDate). */
export function isPlausibleDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= PLAUSIBLE_YEARS.first && year <= PLAUSIBLE_YEARS.last;
}

export const requiredDate = z
  .string({ error: textError })
  .refine(isIsoDate, { message: DATE_FORMAT_ERROR, abort: true })
  .refine(isPlausibleDate, DATE_RANGE_ERROR);

/** Optional date: missing, null or '' is null. */
export const optionalDate = z
  .union([z.string(), z.null()], { error: DATE_FORMAT_ERROR })
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), { message: DATE_FORMAT_ERROR, abort: true })
  .refine((value) => value === null || isPlausibleDate(value), DATE_RANGE_ERROR);
