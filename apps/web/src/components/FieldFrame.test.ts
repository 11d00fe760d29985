import { describe, expect, it } from 'vitest';
import { apiMessages } from '@hirestride/shared/messages';
import { fieldError } from './FieldFrame';

describe('a field’s error names the field when the server only says it is blank', () => {
  it.each([
    ['Job title', apiMessages.blank, 'Enter the job title.'],
    ['Company', apiMessages.blank, 'Enter the company.'],
    ['LinkedIn URL', apiMessages.blank, 'Enter the LinkedIn URL.'],
    ['GPA', apiMessages.blank, 'Enter the GPA.'],
    ['Posting URL', 'Enter a valid URL.', 'Enter a valid URL.'],
  ])('%s: “%s”', (label, error, shown) => {
    expect(fieldError(label, error)).toBe(shown);
  });
});
