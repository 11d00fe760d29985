import { describe, expect, it } from 'vitest';
import { coverLetterCreate, coverLetterPut, generateCoverLetterRequest } from './cover-letters.js';

const put = { name: 'Acme letter', job: 3, tone: 'warm', length: 'short', body: 'Dear team,', confirmed_claims: [] };

describe('cover letter requests', () => {
  it.each([
    ['a whole letter', coverLetterPut, put, true],
    ['an empty name', coverLetterPut, { ...put, name: '  ' }, false],
    ['an unknown tone', coverLetterPut, { ...put, tone: 'angry' }, false],
    ['a body over 20,000 characters', coverLetterPut, { ...put, body: 'x'.repeat(20_001) }, false],
    ['a job that is not an id', coverLetterPut, { ...put, job: 'three' }, false],
    ['an empty create', coverLetterCreate, {}, true],
    ['an unknown field', coverLetterCreate, { a: { a: 1 } }, false],
    ['generate for a job', generateCoverLetterRequest, { job: 1, tone: 'formal', length: 'medium' }, true],
    [
      'generate from a posting',
      generateCoverLetterRequest,
      { posting: 'We need Go.', tone: 'formal', length: 'long' },
      true,
    ],
    ['generate from nothing', generateCoverLetterRequest, { tone: 'formal', length: 'medium' }, false],
    [
      'generate from a blank posting',
      generateCoverLetterRequest,
      { posting: '  ', tone: 'formal', length: 'medium' },
      false,
    ],
    [
      'one paragraph again',
      generateCoverLetterRequest,
      { job: 1, tone: 'warm', length: 'short', paragraph: { index: 1, paragraphs: ['a', 'b'] } },
      true,
    ],
    ['an unknown length', generateCoverLetterRequest, { job: 1, tone: 'warm', length: 'epic' }, false],
  ] as const)('%s', (_name, schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });

  it('says what to do when there is neither a job nor a posting', () => {
    const result = generateCoverLetterRequest.safeParse({ tone: 'formal', length: 'medium' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['job'],
      message: 'Choose a saved job or paste a job posting.',
    });
  });
});
