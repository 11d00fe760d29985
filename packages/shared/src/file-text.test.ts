import { describe, expect, it } from 'vitest';
import { fileText, fileTextDeep } from './file-text.js';

describe('fileText', () => {
  it.each([
    ['plain text, tabs and line ends kept', 'Lead\tnurse\r\nshift', 'Lead\tnurse\r\nshift'],
    ['a vertical tab (Word’s manual line break) becomes a line break', 'Line one\vLine two', 'Line one\nLine two'],
    ['a form feed becomes a line break', 'Page\fnext', 'Page\nnext'],
    ['other C0 controls are left out', 'a\u0000b\u0001c\u0008d\u001Fe\u000Ef', 'abcdef'],
    ['U+FFFE and U+FFFF are left out', 'x\uFFFEy\uFFFFz', 'xyz'],
    ['half an emoji is left out, a whole one kept', 'ok 🎉 \uD83D', 'ok 🎉 '],
    ['other scripts kept', 'שלום Ελλάδα Привет مرحبا', 'שלום Ελλάδα Привет مرحبا'],
  ])('%s', (_name, input, output) => {
    expect(fileText(input)).toBe(output);
  });

  it('cleans every string of a nested value and leaves the rest', () => {
    const value = { name: 'A\vB', lines: ['x\u0007', 'y'], count: 2, none: null, nested: { when: '2020\u0000' } };
    expect(fileTextDeep(value)).toEqual({
      name: 'A\nB',
      lines: ['x', 'y'],
      count: 2,
      none: null,
      nested: { when: '2020' },
    });
    expect(value.name).toBe('A\vB');
  });
});
