import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { GONE_MESSAGE, OFFLINE_MESSAGE, saveErrors } from './save-errors';

describe('saveErrors', () => {
  it.each([
    {
      name: 'a field error of the form goes beside its field',
      error: new ApiError(400, { url: ['Enter a valid URL.'], detail: 'Enter a valid URL.' }),
      fields: ['url'],
      expected: { fields: { url: 'Enter a valid URL.' }, form: '' },
    },
    {
      name: 'a field error for a field the form lacks goes to the form (through detail)',
      error: new ApiError(400, { outcome: ['Choose how it ended.'], detail: 'Choose how it ended.' }),
      fields: ['stage'],
      expected: { fields: {}, form: 'Choose how it ended.' },
    },
    {
      name: 'a field error without detail still reaches the form',
      error: new ApiError(400, { non_field_errors: ['Too many.'] }),
      fields: ['name'],
      expected: { fields: {}, form: 'Too many.' },
    },
    {
      name: 'only the form’s fields are kept',
      error: new ApiError(400, { name: ['Required.'], email: ['Enter a valid email address.'], other: ['x'] }),
      fields: ['name', 'email'],
      expected: { fields: { name: 'Required.', email: 'Enter a valid email address.' }, form: '' },
    },
    {
      name: 'a 404 says the job is gone',
      error: new ApiError(404, null),
      fields: ['title'],
      expected: { fields: {}, form: GONE_MESSAGE },
    },
    {
      name: 'an unreadable server error names its status',
      error: new ApiError(500, null),
      fields: ['title'],
      expected: { fields: {}, form: 'The server could not save this (error 500). Please try again.' },
    },
    {
      name: 'a network failure (TypeError) asks to check the connection',
      error: new TypeError('Failed to fetch'),
      fields: ['title'],
      expected: { fields: {}, form: OFFLINE_MESSAGE },
    },
  ])('$name', ({ error, fields, expected }) => {
    expect(saveErrors(error, fields)).toEqual(expected);
  });
});
