import { describe, expect, it } from 'vitest';
import { lineAt, replaceLine, textLines } from './lines';

const TEXT = '- Responsible for managing a team of 5\n\n  • Helped with the audit\nCut costs by 10%';

describe('lines of a description', () => {
  it('lists the non-blank lines with their index among all lines', () => {
    expect(textLines(TEXT)).toEqual([
      { index: 0, text: '- Responsible for managing a team of 5' },
      { index: 2, text: '• Helped with the audit' },
      { index: 3, text: 'Cut costs by 10%' },
    ]);
  });

  it.each([
    [0, 0],
    [10, 0],
    [TEXT.indexOf('Helped'), 2],
    [TEXT.length, 3],
    // The blank line: the first line instead.
    [TEXT.indexOf('\n\n') + 1, 0],
  ])('the caret at %i is on line %i', (offset, index) => {
    expect(lineAt(TEXT, offset)?.index).toBe(index);
  });

  it('finds no line in a blank text', () => {
    expect(lineAt(' \n ', 1)).toBeNull();
  });

  it('replaces one line, keeping its marker and indent and every other line', () => {
    expect(replaceLine(TEXT, 0, 'Managed a team of 5')).toBe(
      '- Managed a team of 5\n\n  • Helped with the audit\nCut costs by 10%',
    );
    expect(replaceLine(TEXT, 2, '- Supported the audit')).toBe(
      '- Responsible for managing a team of 5\n\n  • Supported the audit\nCut costs by 10%',
    );
    expect(replaceLine('a\r\nb', 1, 'c')).toBe('a\r\nc');
    expect(replaceLine('a', 5, 'c')).toBe('a');
  });
});
