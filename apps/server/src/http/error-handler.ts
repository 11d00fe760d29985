/** Central error handler: turns every failure into the API's error body and hides 5xx internals. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from '@hirestride/shared';
import { addFieldError, HttpError, validationError, type FieldErrors } from './errors.js';

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

/** True when the error (or any error it wraps: the ORM wraps the driver's) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 6;
    depth += 1
  ) {
    if (current.code && UNAVAILABLE_CODES.has(current.code)) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|ECONNREFUSED/i.test(
        current.message ?? '',
      )
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
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
