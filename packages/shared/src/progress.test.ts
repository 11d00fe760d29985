import { describe, expect, it } from 'vitest';
import { nothingToBuildFrom, profileEmpty, reviewDone, sectionsDone, type ProfileCounts } from './progress.js';

const empty: ProfileCounts = {
  personalInfo: false,
  experience: 0,
  skills: 0,
  education: 0,
  certifications: 0,
  snippets: 0,
};
const full: ProfileCounts = {
  personalInfo: true,
  experience: 2,
  skills: 1,
  education: 1,
  certifications: 3,
  snippets: 1,
};

describe('progress rule', () => {
  it('marks a step done when its data exists', () => {
    expect(sectionsDone({ ...empty, personalInfo: true, skills: 1 })).toEqual({
      header: true,
      experience: false,
      skills: true,
      education: false,
      certifications: false,
      snippets: false,
    });
  });
  it('marks review done only when all six are filled', () => {
    expect(reviewDone(full)).toBe(true);
    expect(reviewDone({ ...full, snippets: 0 })).toBe(false);
    expect(reviewDone({ ...full, personalInfo: false })).toBe(false);
  });
  it('knows an empty profile', () => {
    expect(profileEmpty(empty)).toBe(true);
    expect(profileEmpty({ ...empty, certifications: 1 })).toBe(false);
  });
});

describe('nothing to build a resume from', () => {
  it.each<[string, ProfileCounts, boolean]>([
    ['an empty profile', empty, true],
    ['About You alone', { ...empty, personalInfo: true }, true],
    ['one snippet', { ...empty, snippets: 1 }, false],
    ['a full profile', full, false],
  ])('%s: %s', (_case, counts, expected) => {
    expect(nothingToBuildFrom(counts)).toBe(expected);
  });
});
