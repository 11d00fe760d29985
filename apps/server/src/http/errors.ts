/** The API's error model: every 4xx/5xx body has `detail`; validation adds DRF-style field errors. */
import { apiMessages, jobMessages } from '@hirestride/shared';

export type FieldErrors = Record<string, string[]>;

/** An error whose status and body are safe to show to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } & Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.detail);
  }
}

/** 400 with field errors; `detail` repeats the first message so clients that show one line show the right one. */
export function validationError(fields: FieldErrors): HttpError {
  const first = Object.values(fields).find((list) => list.length > 0)?.[0] ?? apiMessages.validation;
  return new HttpError(400, { detail: first, ...fields });
}

export const notFound = () => new HttpError(404, { detail: apiMessages.notFound });
export const notAuthenticated = () => new HttpError(401, { detail: apiMessages.notAuthenticated });

/** Adds a message to a field-error map (a field may collect several). */
export function addFieldError(fields: FieldErrors, field: string, message: string): void {
  (fields[field] ??= []).push(message);
}

/** 400 for a field naming an id the caller has no such object for (DRF's wording); another user's id reads the same. */
export const unknownId = (field: string, value: unknown) =>
  validationError({ [field]: [jobMessages.invalidPk(value)] });
