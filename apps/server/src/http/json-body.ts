/** The JSON body parser: Fastify's own (with its prototype-poisoning guard), refusing text that has no UTF-8 form. */
import type { FastifyInstance } from 'fastify';
import { apiMessages, isWellFormedText } from '@hirestride/shared';
import { validationError } from './errors.js';

/**
 * The top-level field of a parsed body that holds text with half a surrogate pair, as a key or a value at any depth
 * (`non_field_errors` when the body itself is such text, or a list), or null when all of it is well formed.
 */
export function brokenTextField(body: unknown): string | null {
  const topLevel = body !== null && typeof body === 'object' && !Array.isArray(body);
  const stack: Array<{ value: unknown; field: string }> = topLevel
    ? Object.entries(body).map(([key, value]) => ({ value, field: key }))
    : [{ value: body, field: 'non_field_errors' }];
  if (topLevel && Object.keys(body).some((key) => !isWellFormedText(key))) return 'non_field_errors';
  while (stack.length > 0) {
    const { value, field } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) return isWellFormedText(field) ? field : 'non_field_errors';
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, field });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isWellFormedText(key)) return field;
        stack.push({ value: item, field });
      }
    }
  }
  return null;
}

/**
 * Every JSON body is checked once here rather than field by field: text nested in a resume's or a letter's JSON has
 * no schema of its own, and PostgreSQL would refuse it with an error the user cannot act on.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
      if (error) return done(error, undefined);
      const field = brokenTextField(value);
      if (field === null) return done(null, value);
      return done(validationError({ [field]: [apiMessages.brokenCharacter] }), undefined);
    });
  });
}
