import { describe, expect, it } from 'vitest';
import { holdings } from './holdings';

describe('holdings', () => {
  it('lists what the account has, in the order given, and leaves out what it has none of', () => {
    expect(
      holdings({ 'work experiences': 12, skills: 0, 'cover letters': 1, 'education entries': 1, jobs: 3 }),
    ).toEqual(['12 work experiences', '1 cover letter', '1 education entry', '3 jobs']);
  });

  it('names a screen on its own rather than counting it', () => {
    expect(holdings({ 'About You': 1, 'signed-in devices': 1 })).toEqual(['About You', '1 signed-in device']);
  });

  it('says nothing for an empty account', () => {
    expect(holdings({ resumes: 0 })).toEqual([]);
  });
});
