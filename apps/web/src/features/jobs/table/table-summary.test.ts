import { describe, expect, it } from 'vitest';
import { tableSummary, type TableSummaryInput } from './table-summary';

const base: TableSummaryInput = { count: 0, offset: 0, shown: 0, stage: null, narrowed: false };

describe('the line above the jobs table', () => {
  it.each<[string, Partial<TableSummaryInput>, ReturnType<typeof tableSummary>]>([
    [
      'an empty stage list says so and offers the next step',
      { stage: 'Wish List' },
      { text: 'Nothing in your Wish List yet.', addJob: true },
    ],
    ['no jobs at all', {}, { text: 'You have no jobs yet.', addJob: true }],
    [
      'a search that finds nothing',
      { stage: 'Wish List', narrowed: true },
      { text: 'No jobs match your search and filters.', addJob: false },
    ],
    ['one job on one page', { count: 1, shown: 1 }, { text: '1 job', addJob: false }],
    ['every job on one page', { count: 14, shown: 14 }, { text: '14 jobs', addJob: false }],
    ['a page of many', { count: 1203, offset: 50, shown: 50 }, { text: '51–100 of 1,203 jobs', addJob: false }],
  ])('%s', (_case, input, expected) => {
    expect(tableSummary({ ...base, ...input })).toEqual(expected);
  });
});
