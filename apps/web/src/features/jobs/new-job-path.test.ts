import { describe, expect, it } from 'vitest';
import type { JobStage } from '@hirestride/shared/job-choices';
import { newJobPath, startingStage } from './new-job-path';

describe('where "Add job" goes', () => {
  it.each<[JobStage | null | undefined, string]>([
    [undefined, '/job-posting'],
    [null, '/job-posting'],
    ['wishlist', '/job-posting?stage=wishlist'],
    ['maybe', '/job-posting?stage=maybe'],
    ['submitted', '/job-posting?stage=submitted'],
    ['interviewed', '/job-posting?stage=interviewed'],
    // A new job cannot start archived: it needs an outcome first.
    ['archived', '/job-posting'],
  ])('from the list of %s: %s', (stage, expected) => {
    expect(newJobPath(stage)).toBe(expected);
  });
});

describe('the stage the form starts in', () => {
  it.each<[string, JobStage | null]>([
    ['', null],
    ['?stage=maybe', 'maybe'],
    ['?stage=interviewed&x=1', 'interviewed'],
    ['?stage=archived', null],
    ['?stage=nonsense', null],
    ['?stage=', null],
  ])('%j gives %s', (search, expected) => {
    expect(startingStage(new URLSearchParams(search))).toBe(expected);
  });

  it('reads back every address newJobPath writes', () => {
    for (const stage of ['wishlist', 'maybe', 'submitted', 'interviewed'] as const) {
      expect(startingStage(new URL(newJobPath(stage), 'http://x').searchParams)).toBe(stage);
    }
  });
});
