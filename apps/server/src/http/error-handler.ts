/** Central error handler: turns every failure into the API's error body and hides 5xx internals. */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from '@hirestride/shared';
import { WorkBusyError, WorkPoolClosedError } from '../work/errors.js';
import { DEADLOCK_DETECTED, FOREIGN_KEY_VIOLATION, hasSqlState } from '../db/errors.js';
import { addFieldError, HttpError, notAuthenticated, notFound, validationError, type FieldErrors } from './errors.js';

const FASTIFY_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: apiMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: apiMessages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: apiMessages.tooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: apiMessages.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: apiMessages.malformedJson },
};

/** Errors that mean the database is unreachable rather than that the request was wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

type ChainedError = { code?: string; message?: string; cause?: unknown };

/** The error and the errors it wraps (the ORM wraps the driver's), outermost first. */
function* causeChain(error: unknown): Generator<ChainedError> {
  let current = error as ChainedError | undefined;
  for (let depth = 0; current && depth < 6; depth += 1) {
    yield current;
    current = current.cause as ChainedError | undefined;
  }
}

/** True when the error (or any error it wraps) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causeChain(error)) {
    if (current.code && UNAVAILABLE_CODES.has(current.code)) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|ECONNREFUSED/i.test(
        current.message ?? '',
      )
    )
      return true;
  }
  return false;
}

/**
 * PostgreSQL refuses U+0000 in text (22021) and in jsonb (22P05). The schemas refuse it in text fields; this catches
 * what they cannot see (text nested in a resume's JSON) so it is a 400 rather than a 500.
 */
function isUnstorableText(error: unknown): boolean {
  return hasSqlState(error, '22021') || hasSqlState(error, '22P05');
}

export interface ErrorHandlerOptions {
  /** Whether the account is gone, once a deletion of it under way has finished (UsersRepository.isGone). */
  accountGone(userId: number): Promise<boolean>;
}

/**
 * A write that failed because its account was deleted at that moment is a 401, as the next request would be: its row
 * pointed at the deleted user (a foreign key), or PostgreSQL ended it to let the deletion finish (a deadlock). Null
 * when the account is still there: a row the write pointed at went (404), or a deadlock of two other writes (503).
 */
async function raceAnswer(error: unknown, request: FastifyRequest, options: ErrorHandlerOptions) {
  const foreignKey = hasSqlState(error, FOREIGN_KEY_VIOLATION);
  if (!foreignKey && !hasSqlState(error, DEADLOCK_DETECTED)) return null;
  if (request.user && (await options.accountGone(request.user.id))) return notAuthenticated();
  if (foreignKey) return notFound();
  return new HttpError(503, { detail: apiMessages.unavailable }, { 'retry-after': '1' });
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    // The work pool's refusals (src/work): 503 when it is full or closing, 429 when this user has too much waiting.
    if (error instanceof WorkBusyError || error instanceof WorkPoolClosedError) {
      const status = error instanceof WorkBusyError && error.scope === 'user' ? 429 : 503;
      request.log.warn({ event: 'work_refused', reason: error.name, status }, 'heavy work refused');
      return reply.code(status).header('retry-after', String(error.retryAfterSeconds)).send({ detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean)[0];
        if (field) addFieldError(fields, field, issue.message ?? apiMessages.invalidInput);
        else addFieldError(fields, 'non_field_errors', 'Invalid data. Expected a JSON object.');
      }
      const invalid = validationError(fields);
      return reply.code(400).send(invalid.body);
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: known.detail });
    if (isUnstorableText(error)) {
      return reply.code(400).send({ detail: apiMessages.nullCharacter });
    }
    const raced = await raceAnswer(error, request, options).catch(() => null);
    if (raced) return reply.code(raced.statusCode).headers(raced.headers).send(raced.body);
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ detail: apiMessages.unavailable });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ detail: apiMessages.serverError });
    }
    if (status === 429) return reply.code(429).send({ detail: apiMessages.throttled });
    return reply.code(status).send({ detail: status === 404 ? apiMessages.notFound : apiMessages.invalidInput });
  });
}
