import { describe, expect, it } from 'vitest';
import { dropSnippet, pruneMap, removeSnippet, reorderSnippet } from './snippet-map';

describe('snippet map changes', () => {
  it('appends a dropped snippet to the target and removes it everywhere else', () => {
    expect(dropSnippet({ awards: [1, 2], volunteer: [3] }, 3, 'awards')).toEqual({ awards: [1, 2, 3], volunteer: [] });
    expect(dropSnippet({}, 5, 'testimonials')).toEqual({ testimonials: [5] });
  });
  it('does nothing when the snippet is already in the target', () => {
    const map = { awards: [1, 2] };
    expect(dropSnippet(map, 1, 'awards')).toBe(map);
  });
  it('reorders within a section', () => {
    expect(reorderSnippet({ awards: [1, 2, 3] }, 'awards', 0, 2)).toEqual({ awards: [2, 3, 1] });
    const map = { awards: [1] };
    expect(reorderSnippet(map, 'awards', 0, 0)).toBe(map);
  });
  it('removes from a section and prunes unknown ids', () => {
    expect(removeSnippet({ awards: [1, 2] }, 'awards', 1)).toEqual({ awards: [2] });
    expect(pruneMap({ awards: [1, 2], volunteer: [3] }, new Set([2, 3]))).toEqual({ awards: [2], volunteer: [3] });
  });
});
