/**
 * Versions of editable objects (letters, resumes, jobs, practice answers, About You): each answer carries the version
 * as an ETag and in the body; a save sent with `If-Match` changes the object only if it is still that version, and
 * is otherwise a 412 with the current copy, so one tab's save never silently replaces another's. A save without
 * `If-Match` changes it whatever its version, as API clients written against the original contract expect
 * (decision 020).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@hirestride/shared';
import { HttpError, validationError } from './errors.js';

/** The ETag of a version: a strong tag of its number. */
export const versionTag = (version: number) => `"${version}"`;

/** The version a save was made from (its If-Match), or undefined when it names none (or `*`); a 400 when garbled. */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(value);
  if (!match) throw validationError({ non_field_errors: [apiMessages.badIfMatch] });
  return Number(match[1]);
}

/** Marks an answer with the object's version. */
export function tagVersion<T extends { version: number }>(reply: FastifyReply, answer: T): T {
  reply.header('etag', versionTag(answer.version));
  return answer;
}

/** 412: the object changed since the version the save was made from; `current` is the object as it is now. */
export function changedElsewhere(current: { version: number }): HttpError {
  return new HttpError(
    412,
    { detail: apiMessages.changedElsewhere, code: 'changed_elsewhere', current },
    { etag: versionTag(current.version) },
  );
}
