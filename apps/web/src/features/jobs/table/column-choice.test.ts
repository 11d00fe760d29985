import { describe, expect, it } from 'vitest';
import type { JobOrderingField } from '@hirestride/shared/jobs';
import { chooseColumn, DEFAULT_COLUMNS, readColumnChoice } from './column-choice';
import { tableColumns } from './table-columns';

const defaults = [...DEFAULT_COLUMNS];

describe('the table columns shown by default', () => {
  it('are five of the table’s columns, the title first', () => {
    expect(defaults).toHaveLength(5);
    expect(defaults[0]).toBe('title');
    for (const field of defaults) expect(tableColumns.map((column) => column.field)).toContain(field);
  });
});

describe('reading the stored column choice', () => {
  it.each<[string, string | null, JobOrderingField[]]>([
    ['nothing stored', null, defaults],
    ['not JSON', '{oops', defaults],
    ['not a list', '{"title":true}', defaults],
    ['a choice', '["title","salary","company"]', ['title', 'company', 'salary']],
    ['a choice without the title gets it back', '["source"]', ['title', 'source']],
    ['only the title', '[]', ['title']],
    ['unknown columns and non-strings are dropped', '["title","nope",3,null,"remote"]', ['title', 'remote']],
    ['duplicates count once', '["company","company"]', ['title', 'company']],
    ['every column', JSON.stringify(tableColumns.map((c) => c.field)), tableColumns.map((c) => c.field)],
  ])('%s', (_case, stored, expected) => {
    expect(readColumnChoice(stored)).toEqual(expected);
  });
});

describe('ticking or clearing a column', () => {
  it.each<[string, JobOrderingField[], JobOrderingField, boolean, JobOrderingField[]]>([
    [
      'shows a column in the table’s order',
      defaults,
      'location',
      true,
      ['title', 'company', 'location', 'stage', 'match', 'follow_up_on'],
    ],
    ['hides a column', defaults, 'match', false, ['title', 'company', 'stage', 'follow_up_on']],
    ['ticking a shown column changes nothing', defaults, 'company', true, defaults],
    ['clearing a hidden column changes nothing', defaults, 'salary', false, defaults],
    ['the title cannot be hidden', defaults, 'title', false, defaults],
  ])('%s', (_case, shown, field, show, expected) => {
    expect(chooseColumn(shown, field, show)).toEqual(expected);
  });
});
