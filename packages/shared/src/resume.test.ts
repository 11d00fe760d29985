import { describe, expect, it } from 'vitest';
import { snippetPreview, snippetSectionMap } from './resume.js';

describe('snippetPreview', () => {
  it('keeps the first 12 words and adds an ellipsis when longer', () => {
    const content = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    expect(snippetPreview({ title: 'T', content })).toEqual({
      title: 'T',
      excerpt: 'one two three four five six seven eight nine ten eleven twelve…',
    });
    expect(snippetPreview({ title: 'T', content: 'short and sweet' }).excerpt).toBe('short and sweet');
  });
  it('names an untitled snippet (Untitled)', () => {
    expect(snippetPreview({ title: '  ', content: 'x' }).title).toBe('(Untitled)');
  });
});

describe('snippetSectionMap', () => {
  it('accepts the three sections and refuses others or a snippet in two places', () => {
    expect(snippetSectionMap.safeParse({ volunteer: [1], awards: [2, 3], testimonials: [] }).success).toBe(true);
    expect(snippetSectionMap.safeParse({ awards: [2] }).success).toBe(true);
    expect(snippetSectionMap.safeParse({}).success).toBe(true);
    expect(snippetSectionMap.safeParse({ hobbies: [1] }).success).toBe(false);
    expect(snippetSectionMap.safeParse({ volunteer: [1], awards: [1] }).success).toBe(false);
  });
});
