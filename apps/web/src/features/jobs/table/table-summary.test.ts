import { describe, expect, it } from 'vitest';
import { tableSummary, type TableSummaryInput } from './table-summary';

const base: TableSummaryInput = { count: 0, offset: 0, shown: 0, stage: null, narrowed: false };

describe('the line above the jobs table', () => {
  it.each<[string, Partial<TableSummaryInput>, ReturnType<typeof tableSummary>]>([
    [
      'an empty stage list says so and offers to add a job to that stage',
      { stage: 'wishlist' },
      { text: 'Nothing in your Wish List yet.', addJob: '/job-posting?stage=wishlist' },
    ],
    [
      'an empty Maybe list adds to Maybe',
      { stage: 'maybe' },
      { text: 'Nothing in your Maybe yet.', addJob: '/job-posting?stage=maybe' },
    ],
    [
      'an empty Archives list offers the plain form: a new job cannot start archived',
      { stage: 'archived' },
      { text: 'Nothing in your Archives yet.', addJob: '/job-posting' },
    ],
    ['no jobs at all', {}, { text: 'You have no jobs yet.', addJob: '/job-posting' }],
    [
      'a search that finds nothing',
      { stage: 'wishlist', narrowed: true },
      { text: 'No jobs match your search and filters.', addJob: null },
    ],
    ['one job on one page', { count: 1, shown: 1 }, { text: '1 job', addJob: null }],
    ['every job on one page', { count: 14, shown: 14 }, { text: '14 jobs', addJob: null }],
    ['a page of many', { count: 1203, offset: 50, shown: 50 }, { text: '51–100 of 1,203 jobs', addJob: null }],
  ])('%s', (_case, input, expected) => {
    expect(tableSummary({ ...base, ...input })).toEqual(expected);
  });
});
